import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';

/** What a page says when the workspace's plan does not include it (spec 02 §6). */
export const PlanRefusal = () => {
  const { t } = useTranslation('common');
  return <Alert type="info" showIcon message={t('validation.featureNotInPlan')} data-testid="plan-gate" style={{ margin: 24 }} />;
};
