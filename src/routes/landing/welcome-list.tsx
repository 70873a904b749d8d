import { useGetIdentity } from '@refinedev/core';
import { isFreeWorkspace, planLabelOf } from '@shared/plans';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { PageTitle } from '@/components/page-title/page-title';
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
    <div className="plain-stack" style={{ maxWidth: 880 }}>
      <div>
        <PageTitle style={{ margin: '0 0 4px' }}>{t('welcome.title', { name: user.profile.firstName || user.email })}</PageTitle>
        <span className="plain-secondary">{t('welcome.subtitle')}</span>
      </div>
      <PlainCard>
        <PlainList
          data-testid="welcome-list"
          items={workspaces}
          itemKey={(workspace) => workspace.id}
          emptyText={t('welcome.empty')}
          render={(workspace) => (
            <Link className="plain-link" to={buildPath('organization', { organizationId: workspace.id })}>
              {workspace.name}
            </Link>
          )}
          extra={(workspace) => (
            <span className="plain-secondary" data-testid="welcome-plan">
              {planLabelOf(workspace)}
            </span>
          )}
        />
      </PlainCard>
      <PendingInvitations />
      {!managesFreeWorkspace && <CreateWorkspaceCard user={user} />}
    </div>
  );
};

export const WelcomePage = WelcomeList;
