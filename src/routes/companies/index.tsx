import { useTranslation } from 'react-i18next';

import { ResourceTable } from '@/components/resource/resource-table';
import { COMPANIES } from '@/resources/companies/resource';
import { PageTitle } from '@/components/page-title/page-title';

/** /companies, labelled Groups: every group, with the CSV export of spec 02 §9. */
export const CompaniesPage = () => {
  const { t } = useTranslation('resources');
  return (
    <>
      <PageTitle>{t('companies.title')}</PageTitle>
      <ResourceTable declaration={COMPANIES.table} />
    </>
  );
};
