import type { ReactNode } from 'react';

import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import type { PaginationProps } from 'antd';
import type { TFunction } from 'i18next';

/**
 * The pager's previous and next buttons, named "Previous page" / "Next page" in the interface
 * language: antd's are named by their icons ("left", "right"). Other items stay antd's.
 */
export const pagerItem =
  (t: TFunction<'resources'>): NonNullable<PaginationProps['itemRender']> =>
  (_page, type, original): ReactNode => {
    if (type !== 'prev' && type !== 'next') return original;
    return (
      <button type="button" className="ant-pagination-item-link" tabIndex={-1} aria-label={t(type === 'prev' ? 'table.previousPage' : 'table.nextPage')}>
        {type === 'prev' ? <LeftOutlined aria-hidden /> : <RightOutlined aria-hidden />}
      </button>
    );
  };
