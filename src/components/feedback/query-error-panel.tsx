import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';

import { toAppError } from '@/errors/normalize-error';

/** A failed query on a page: a panel titled 'error' with the message, without the GraphQL prefix (spec 01 §8). */
export const QueryErrorPanel = ({ error }: { error: unknown }) => {
  const { t } = useTranslation('shell');
  return <Alert type="error" showIcon message={t('status.error')} description={toAppError(error).message} data-testid="query-error" />;
};
