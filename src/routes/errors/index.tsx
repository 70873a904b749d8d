import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { PageTitle } from '@/components/page-title/page-title';
import { buildPath } from '@/routes/route-table';

/** Unknown paths (spec 01 §2, §8): shared with the pages that find nothing at their address. */
export { NotFoundPage } from '@/components/feedback/not-found-page';

/** Shown to users whose roles do not pass the route's gate. */
export const NotAuthorizedPage = () => {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  return (
    <div data-testid="not-authorized">
      <Result
        status="403"
        title={<PageTitle style={{ margin: 0, fontSize: 24 }}>{t('notAuthorized.title')}</PageTitle>}
        subTitle={t('notAuthorized.body')}
        extra={
          <Button type="primary" onClick={() => navigate(buildPath('landing'))}>
            {t('notFound.goHome')}
          </Button>
        }
      />
    </div>
  );
};
