import { ReactNode, Suspense } from 'react';

import { useGetIdentity, useOne } from '@refinedev/core';
import { hasRole } from '@shared/roles';
import { Skeleton, Space, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { QueryErrorPanel } from '@/components/feedback/query-error-panel';
import { PageLoading } from '@/components/shell/shell-layout';
import { WorkspacePageDocument } from '@/graphql/types';
import type { CurrentUser } from '@/providers/auth/current-user';
import { lazyPart } from '@/components/lazy-part/lazy-part';

import { GeneralSection } from './general-section';
import { GroupsSection } from './groups-section';
import { ProgramsSection } from './programs-section';
import { SettingsSection } from './settings-section';
import { UsersSection } from './users-section';
import { useWorkspaceSection } from './use-workspace-section';
import { WorkspaceHeader } from './workspace-header';
import { sectionsOf, WorkspaceDetails, WorkspaceSection } from './workspace-sections';

// The analytics tab brings the charting library: loaded when the tab is first shown.
const AnalyticsPanel = lazyPart(async () => (await import('@/components/analytics/analytics-panel')).default);

/**
 * /organization/{organizationId}: a workspace's figures and people (#general), its groups
 * (#groups), its programs (#programs), its people by status with their invitations (#users; none
 * of these three in free or creator workspaces), its settings with
 * billing (#settings) and its engagement analytics (#analytics).
 */
export const WorkspacePage = () => {
  const { organizationId = '' } = useParams<{ organizationId: string }>();
  // A new workspace starts from its own state (section, dialogs), not the previous one's.
  return <LoadedWorkspace key={organizationId} organizationId={organizationId} />;
};

const LoadedWorkspace = ({ organizationId }: { organizationId: string }) => {
  const { data: user } = useGetIdentity<CurrentUser>();
  const { result: workspace, query } = useOne<WorkspaceDetails>({
    resource: 'organizations',
    id: organizationId,
    meta: { gqlQuery: WorkspacePageDocument },
    // The page shows the failure itself (spec 01 §7: organization query error renders an error page).
    errorNotification: false,
  });
  if (query.isError) return <QueryErrorPanel error={query.error} />;
  if (query.isLoading || !user || !workspace) return <PageLoading />;
  return <WorkspaceView workspace={workspace} user={user} />;
};

const WorkspaceView = ({ workspace, user }: { workspace: WorkspaceDetails; user: CurrentUser }) => {
  const { t } = useTranslation('workspace');
  const sections = sectionsOf(workspace, user);
  const { section, select } = useWorkspaceSection(sections);
  const manager = hasRole(user, 'manager', { organizationId: workspace.id });

  const content: Record<WorkspaceSection, () => ReactNode> = {
    general: () => <GeneralSection workspace={workspace} user={user} manager={manager} />,
    groups: () => <GroupsSection workspace={workspace} manager={manager} />,
    programs: () => <ProgramsSection workspace={workspace} />,
    users: () => <UsersSection workspace={workspace} manager={manager} />,
    settings: () => <SettingsSection workspace={workspace} user={user} manager={manager} />,
    analytics: () => (
      <Suspense fallback={<Skeleton active />}>
        <AnalyticsPanel subject={{ organizationId: workspace.id }} fileName={workspace.id} />
      </Suspense>
    ),
  };

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="workspace-page">
      <WorkspaceHeader workspace={workspace} />
      <Tabs
        activeKey={section}
        onChange={(next) => select(next as WorkspaceSection)}
        items={sections.map((name) => ({
          key: name,
          label: <span data-testid={`workspace-tab-${name}`}>{t(`tabs.${name}`)}</span>,
          children: content[name](),
        }))}
      />
    </Space>
  );
};
