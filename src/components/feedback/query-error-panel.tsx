import { useTranslation } from 'react-i18next';

import { PlainAlert } from '@/components/plain/plain-alert';
import { toAppError } from '@/errors/normalize-error';

/** A failed query on a page: a panel titled 'error' with the message, without the GraphQL prefix (spec 01 §8). */
export const QueryErrorPanel = ({ error }: { error: unknown }) => {
  const { t } = useTranslation('shell');
  return <PlainAlert type="error" message={t('status.error')} description={toAppError(error).message} data-testid="query-error" />;
};
