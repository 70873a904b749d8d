import { type ReactNode, useId } from 'react';

import LeftOutlined from '@ant-design/icons-svg/es/asn/LeftOutlined';
import RightOutlined from '@ant-design/icons-svg/es/asn/RightOutlined';

import { PlainIcon } from './plain-icon';
import { pageCountOf, pagerItems } from './pager-items';

import './plain-table.css';

export type PagerTexts = {
  previous: string;
  next: string;
  page: (page: number) => string;
  jumpPrevious: string;
  jumpNext: string;
  /** The size chooser's name, and each size as it reads ("20 / page"). */
  pageSize: string;
  perPage: (size: number) => string;
};

type Props = {
  current: number;
  pageSize: number;
  total: number;
  pageSizes: readonly number[];
  /** Left of the pages: "263 rows", or what stands for a figure past the counting limit. */
  totalText?: ReactNode;
  onChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
  texts: PagerTexts;
};

/**
 * antd's pager without antd: the total, Previous, the pages (with jumps of five over the ones left
 * out), Next and the rows per page as a native select. Buttons, not links: paging changes the
 * table, not the address' page. Focus stays on the button pressed while the rows change.
 */
export const PlainPager = ({ current, pageSize, total, pageSizes, totalText, onChange, onPageSizeChange, texts }: Props) => {
  const sizeId = useId();
  const pageCount = pageCountOf(total, pageSize);
  const go = (page: number) => {
    if (page !== current) onChange(Math.min(Math.max(page, 1), pageCount));
  };
  return (
    <ul className="plain-pager" data-testid="pager">
      {totalText !== undefined && <li className="plain-pager-total">{totalText}</li>}
      <li>
        <button type="button" aria-label={texts.previous} disabled={current <= 1} onClick={() => go(current - 1)} data-testid="pager-previous">
          <PlainIcon definition={LeftOutlined} aria-hidden />
        </button>
      </li>
      {pagerItems(current, pageCount).map((item) =>
        item.kind === 'page' ? (
          <li key={`page-${item.page}`}>
            <button
              type="button"
              aria-label={texts.page(item.page)}
              aria-current={item.page === current ? 'page' : undefined}
              onClick={() => go(item.page)}
              data-testid="pager-page"
            >
              {item.page}
            </button>
          </li>
        ) : (
          <li key={item.kind}>
            <button type="button" data-jump aria-label={item.kind === 'jump-previous' ? texts.jumpPrevious : texts.jumpNext} onClick={() => go(item.page)}>
              •••
            </button>
          </li>
        ),
      )}
      <li>
        <button type="button" aria-label={texts.next} disabled={current >= pageCount} onClick={() => go(current + 1)} data-testid="pager-next">
          <PlainIcon definition={RightOutlined} aria-hidden />
        </button>
      </li>
      <li>
        <label htmlFor={sizeId} className="plain-visually-hidden">
          {texts.pageSize}
        </label>
        <select id={sizeId} value={pageSize} onChange={(event) => onPageSizeChange(Number(event.target.value))} data-testid="pager-size">
          {pageSizes.map((size) => (
            <option key={size} value={size}>
              {texts.perPage(size)}
            </option>
          ))}
        </select>
      </li>
    </ul>
  );
};
