import { useTranslation } from 'react-i18next';

import { ResourceTable } from '@/components/resource/resource-table';
import { PARTNERS } from '@/resources/partners/resource';
import { PageTitle } from '@/components/page-title/page-title';

/** /partners: partners and the workspaces they partner, the declared resource's table. */
export const PartnersPage = () => {
  const { t } = useTranslation('resources');
  return (
    <>
      <PageTitle>{t(PARTNERS.title)}</PageTitle>
      <ResourceTable declaration={PARTNERS.table} />
    </>
  );
};
