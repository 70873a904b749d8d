import { useState } from 'react';

import { TeamOutlined } from '@ant-design/icons';
import { useGetIdentity } from '@refinedev/core';
import { hasRole } from '@shared/roles';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';

import { ResourceTable } from '@/components/resource/resource-table';
import type { CurrentUser } from '@/providers/auth/current-user';
import type { Organization } from '@/graphql/schema.types';
import { ORGANIZATIONS } from '@/resources/organizations/resource';

import { AdminsDrawer } from './admins-drawer';
import { PageTitle } from '@/components/page-title/page-title';

/** /organizations: the workspaces a partner (or staff) sees, and their admins. */
export const OrganizationsPage = () => {
  const { t } = useTranslation('resources');
  const { data: user } = useGetIdentity<CurrentUser>();
  const [editing, setEditing] = useState<Organization | null>(null);
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
      <AdminsDrawer workspace={editing} onClose={() => setEditing(null)} />
    </>
  );
};
