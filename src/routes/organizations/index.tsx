import { Suspense, useState } from 'react';

import { TeamOutlined } from '@ant-design/icons';
import { useGetIdentity } from '@refinedev/core';
import { hasRole } from '@shared/roles';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';

import { ResourceTable } from '@/components/resource/resource-table';
import type { CurrentUser } from '@/providers/auth/current-user';
import type { Organization } from '@/graphql/schema.types';
import { ORGANIZATIONS } from '@/resources/organizations/resource';

import { useOpenedOnce } from '@/components/antd-scope/lazy-antd';
import { lazyPart } from '@/components/lazy-part/lazy-part';
import { PageTitle } from '@/components/page-title/page-title';

/** Fetched when first opened: a table page does not load the drawer and its list (issue 31). */
const AdminsDrawer = lazyPart(async () => (await import('./admins-drawer')).AdminsDrawer);

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
            <Button size="small" icon={<TeamOutlined aria-hidden />} onClick={() => setEditing(row)} data-testid={`admins-${row.id}`}>
              {t('organizations.admins.button')}
            </Button>
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
