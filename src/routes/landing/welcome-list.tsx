import { useGetIdentity } from '@refinedev/core';
import { isFreeWorkspace, planLabelOf } from '@shared/plans';
import { Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { PlainCard } from '@/components/plain/plain-card';
import { PendingInvitations } from '@/components/invitations/pending-invitations';
import { PlainList } from '@/components/plain/plain-list';
import { PageLoading } from '@/components/shell/shell-layout';
import type { CurrentUser } from '@/providers/auth/current-user';
import { useWorkspaces } from '@/providers/workspace/workspace-context';
import { buildPath } from '@/routes/route-table';

import { CreateWorkspaceCard } from './create-workspace-card';

/** The welcome list of workspaces (name and plan, or '-'), and the free-workspace button (spec 01 §2). */
export const WelcomeList = () => {
  const { t } = useTranslation('landing');
  const { data: user } = useGetIdentity<CurrentUser>();
  const { workspaces, isLoading } = useWorkspaces();
  if (!user || isLoading) return <PageLoading />;
  const managesFreeWorkspace = workspaces.some((workspace) => isFreeWorkspace(workspace) && user.managerOrganizations.includes(workspace.id));
  return (
    <Space direction="vertical" size="large" style={{ width: '100%', maxWidth: 880 }}>
      <div>
        <Typography.Title level={2} style={{ marginBottom: 4 }}>
          {t('welcome.title', { name: user.profile.firstName || user.email })}
        </Typography.Title>
        <Typography.Text type="secondary">{t('welcome.subtitle')}</Typography.Text>
      </div>
      <PlainCard>
        <PlainList
          data-testid="welcome-list"
          items={workspaces}
          itemKey={(workspace) => workspace.id}
          emptyText={t('welcome.empty')}
          render={(workspace) => <Link to={buildPath('organization', { organizationId: workspace.id })}>{workspace.name}</Link>}
          extra={(workspace) => (
            <Typography.Text type="secondary" data-testid="welcome-plan">
              {planLabelOf(workspace)}
            </Typography.Text>
          )}
        />
      </PlainCard>
      <PendingInvitations />
      {!managesFreeWorkspace && <CreateWorkspaceCard user={user} />}
    </Space>
  );
};

export const WelcomePage = WelcomeList;
