import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { buildPath } from '@/routes/route-table';

/** Unknown paths (spec 01 §2, §8). */
export const NotFoundPage = () => {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={t('notFound.title')}
      extra={
        <Button type="primary" onClick={() => navigate(buildPath('landing'))}>
          {t('notFound.goHome')}
        </Button>
      }
    />
  );
};

/** Shown to users whose roles do not pass the route's gate. */
export const NotAuthorizedPage = () => {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  return (
    <div data-testid="not-authorized">
      <Result
        status="403"
        title={t('notAuthorized.title')}
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
