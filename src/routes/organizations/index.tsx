import { Suspense, useState } from 'react';

import TeamOutlined from '@ant-design/icons-svg/es/asn/TeamOutlined';
import { useGetIdentity } from '@refinedev/core';
import { hasRole } from '@shared/roles';
import { useTranslation } from 'react-i18next';

import { PlainIcon } from '@/components/plain/plain-icon';
import { ResourceTable } from '@/components/resource/resource-table';
import type { CurrentUser } from '@/providers/auth/current-user';
import type { Organization } from '@/graphql/schema.types';
import { ORGANIZATIONS } from '@/resources/organizations/resource';

import { lazyAntd, useOpenedOnce } from '@/components/antd-scope/lazy-antd';
import { PageTitle } from '@/components/page-title/page-title';
import { PlainButton } from '@/components/plain/plain-button';

/** Fetched with antd when first opened: the page itself is plain (issue 31). */
const AdminsDrawer = lazyAntd(async () => (await import('./admins-drawer')).AdminsDrawer);

/** /organizations: the workspaces a partner (or staff) sees, and their admins. */
export const OrganizationsPage = () => {
  const { t } = useTranslation('resources');
  const { data: user } = useGetIdentity<CurrentUser>();
  const [editing, setEditing] = useState<Organization | null>(null);
  const opened = useOpenedOnce(editing !== null);
  const managesAdmins = (row: Organization) =>
    !!user && (hasRole(user, 'partner', { organizationId: row.id }) || hasRole(user, 'manager', { organizationId: row.id }));
  return (
    <>
      <PageTitle>{t('organizations.title')}</PageTitle>
      <ResourceTable
        declaration={ORGANIZATIONS.table}
        actionColumn={(row) =>
          managesAdmins(row) ? (
            <PlainButton
              size="small"
              icon={<PlainIcon definition={TeamOutlined} aria-hidden />}
              onClick={() => setEditing(row)}
              data-testid={`admins-${row.id}`}
            >
              {t('organizations.admins.button')}
            </PlainButton>
          ) : null
        }
      />
      {opened && (
        <Suspense fallback={null}>
          <AdminsDrawer workspace={editing} onClose={() => setEditing(null)} />
        </Suspense>
      )}
    </>
  );
};
