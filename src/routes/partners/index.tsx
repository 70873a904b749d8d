import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

import { ResourceTable } from '@/components/resource/resource-table';
import { PARTNERS_TABLE } from '@/resources/partners/declaration';

/** /partners: partners and the workspaces they partner. */
export const PartnersPage = () => {
  const { t } = useTranslation('resources');
  return (
    <>
      <Typography.Title level={2}>{t('partners.title')}</Typography.Title>
      <ResourceTable declaration={PARTNERS_TABLE} />
    </>
  );
};
