import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

import { ResourceTable } from '@/components/resource/resource-table';
import { COMPANIES } from '@/resources/companies/resource';

/** /companies, labelled Groups: every group, with the CSV export of spec 02 §9. */
export const CompaniesPage = () => {
  const { t } = useTranslation('resources');
  return (
    <>
      <Typography.Title level={2}>{t('companies.title')}</Typography.Title>
      <ResourceTable declaration={COMPANIES.table} />
    </>
  );
};
