import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { PageTitle } from '@/components/page-title/page-title';
import { buildPath } from '@/routes/route-table';

/** Unknown paths, and an address naming something that is not there (spec 01 §2, §8). */
export const NotFoundPage = () => {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={<PageTitle style={{ margin: 0, fontSize: 24 }}>{t('notFound.title')}</PageTitle>}
      extra={
        <Button type="primary" onClick={() => navigate(buildPath('landing'))}>
          {t('notFound.goHome')}
        </Button>
      }
    />
  );
};
