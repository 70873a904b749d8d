import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

import { ResourceTable } from '@/components/resource/resource-table';
import { PARTNERS } from '@/resources/partners/resource';

/** /partners: partners and the workspaces they partner, the declared resource's table. */
export const PartnersPage = () => {
  const { t } = useTranslation('resources');
  return (
    <>
      <Typography.Title level={2}>{t(PARTNERS.title)}</Typography.Title>
      <ResourceTable declaration={PARTNERS.table} />
    </>
  );
};
