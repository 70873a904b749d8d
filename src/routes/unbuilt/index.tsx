import { Result } from 'antd';
import { useTranslation } from 'react-i18next';

import { PageTitle } from '@/components/page-title/page-title';
import type { RouteName } from '@/routes/route-table';

/**
 * Routes of the spec whose screens later work delivers. The route, its gate and its lazy module
 * are in place; the page says plainly that the screen is not there yet.
 */
export const UnbuiltPage = ({ route }: { route: RouteName }) => {
  const { t } = useTranslation('shell');
  return (
    <div data-testid="unbuilt-page">
      <Result status="info" title={<PageTitle style={{ margin: 0, fontSize: 24 }}>{t(`routes.${route}`)}</PageTitle>} subTitle={t('unbuilt.body')} />
    </div>
  );
};
