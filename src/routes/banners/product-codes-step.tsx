import type { Dispatch } from 'react';

import { Checkbox, Table, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

import { PRODUCT_CODES } from '@shared/constants';

import { allProductsChosen, BannerFormAction, BannerFormState } from './banner-form';

type ProductCodesStepProps = { state: BannerFormState; dispatch: Dispatch<BannerFormAction>; invalid: boolean };

/** Step 2 (spec 01 §2): one row of checkboxes, All then the ten product codes, each with its tier as tooltip. */
export const ProductCodesStep = ({ state, dispatch, invalid }: ProductCodesStepProps) => {
  const { t } = useTranslation('banners');
  const columns = [
    {
      key: 'All',
      align: 'center' as const,
      title: (
        <Tooltip title={t('products.selectAll')}>
          <span>{t('products.all')}</span>
        </Tooltip>
      ),
      render: () => (
        <Checkbox
          aria-label={t('products.selectAll')}
          checked={allProductsChosen(state)}
          indeterminate={state.showToProduct.length > 0 && !allProductsChosen(state)}
          onChange={() => dispatch({ type: 'toggleAllProducts' })}
          data-testid="product-All"
        />
      ),
    },
    ...PRODUCT_CODES.map((code) => ({
      key: code,
      align: 'center' as const,
      title: (
        <Tooltip title={t(`tiers.${code}`)}>
          <span>{code}</span>
        </Tooltip>
      ),
      render: () => (
        <Checkbox
          aria-label={`${code} (${t(`tiers.${code}`)})`}
          checked={state.showToProduct.includes(code)}
          onChange={() => dispatch({ type: 'toggleProduct', code })}
          data-testid={`product-${code}`}
        />
      ),
    })),
  ];
  return (
    <div data-testid="banner-products-step" style={{ maxWidth: 880 }}>
      <Typography.Paragraph>{t('products.sentence')}</Typography.Paragraph>
      <Table
        rowKey="row"
        dataSource={[{ row: 'codes' }]}
        columns={columns}
        pagination={false}
        bordered
        size="middle"
        scroll={{ x: true }}
        style={invalid ? { outline: '1px solid #ff4d4f', borderRadius: 8 } : undefined}
      />
    </div>
  );
};
