import { COUNT_LIMIT } from '@shared/constants';
import { useTranslation } from 'react-i18next';

import { PlainButton } from '@/components/plain/plain-button';
import { PlainPager } from '@/components/plain/plain-pager';
import { useFormatting } from '@/providers/formatting';

import { PAGE_SIZES } from './table-logic';

type Props = {
  current: number;
  pageSize: number;
  /** The server's figure: exact up to COUNT_LIMIT, a lower bound past it. */
  counted: number;
  /** The exact figure once "Count all" asked for it. */
  exactTotal: number | null;
  counting: boolean;
  onCountAll: () => void;
  onChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
};

/** The table's pager in the interface language, with the row count (or "More than 10,000 rows" and Count all). */
export const TablePager = ({ current, pageSize, counted, exactTotal, counting, onCountAll, onChange, onPageSizeChange }: Props) => {
  const { t } = useTranslation('resources');
  const format = useFormatting();
  // The exact figure, once counted, also sets how many pages there are.
  const total = exactTotal ?? counted;
  if (total <= 0) return null;
  // The server stops counting past COUNT_LIMIT (a bounded count): say so rather than show 10,001.
  const totalText =
    counted <= COUNT_LIMIT || exactTotal !== null ? (
      // count picks the plural form (1 row, 2 rows); shown is the figure with separators.
      t('table.total', { count: total, shown: format.number(total) })
    ) : (
      <span className="plain-row" style={{ gap: 4 }}>
        {t('table.totalMore', { shown: format.number(COUNT_LIMIT) })}
        <PlainButton variant="link" size="small" loading={counting} onClick={onCountAll} data-testid="count-all">
          {t('table.countAll')}
        </PlainButton>
      </span>
    );
  return (
    <PlainPager
      current={current}
      pageSize={pageSize}
      total={total}
      pageSizes={PAGE_SIZES}
      totalText={totalText}
      onChange={onChange}
      onPageSizeChange={onPageSizeChange}
      texts={{
        previous: t('table.previousPage'),
        next: t('table.nextPage'),
        page: (page) => t('table.page', { page }),
        jumpPrevious: t('table.jumpPrevious'),
        jumpNext: t('table.jumpNext'),
        pageSize: t('table.pageSize'),
        perPage: (size) => t('table.perPage', { size }),
      }}
    />
  );
};
