import { ReactNode, Suspense, useEffect } from 'react';

import { useGetIdentity, useOne } from '@refinedev/core';
import { hasRole } from '@shared/roles';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';

import { QueryErrorPanel } from '@/components/feedback/query-error-panel';
import { lazyPart } from '@/components/lazy-part/lazy-part';
import { PlainSkeleton } from '@/components/plain/plain-skeleton';
import { PlainTabs } from '@/components/plain/plain-tabs';
import { PageLoading } from '@/components/shell/shell-layout';
import { WorkspacePageDocument } from '@/graphql/types';
import type { CurrentUser } from '@/providers/auth/current-user';

import { GeneralSection } from './general-section';
import { GroupsSection } from './groups-section';
import { ProgramsSection } from './programs-section';
import { UsersSection } from './users-section';
import { useWorkspaceSection } from './use-workspace-section';
import { WorkspaceHeader } from './workspace-header';
import { DEFAULT_SECTION, opensGeneralEarly, sectionsOf, WorkspaceDetails, WorkspaceSection } from './workspace-sections';

/**
 * The header's height while it loads and once drawn: the tabs and the table, shown before the workspace
 * arrives, are not pushed when it does (a 3 px step of the whole table was a layout shift of 0.075).
 */
const WORKSPACE_HEADER_HEIGHT = 68;

// The page is plain elements (issue 31), and so are its analytics and settings: each tab's code
// loads the first time it opens. The analytics draw Chart.js after their figures; the settings'
// form, uploads and billing are code no other tab needs. Neither loads antd.
const AnalyticsPanel = lazyPart(async () => (await import('@/components/analytics/analytics-panel')).default);
const SettingsSection = lazyPart(async () => (await import('./settings-section')).SettingsSection);
/** The sections whose code is fetched apart, by the address that opens them. */
const SECTION_CODE: Partial<Record<string, { preload: () => void }>> = { '#settings': SettingsSection, '#analytics': AnalyticsPanel };

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
  const { hash } = useLocation();
  const { result: workspace, query } = useOne<WorkspaceDetails>({
    resource: 'organizations',
    id: organizationId,
    meta: { gqlQuery: WorkspacePageDocument },
    // The page shows the failure itself (spec 01 §7: organization query error renders an error page).
    errorNotification: false,
  });
  // The section the address opens starts fetching its code beside the workspace, not once it has
  // arrived (#settings then waited for the workspace, its code, then its form's record in a row).
  useEffect(() => SECTION_CODE[hash]?.preload(), [hash]);
  if (query.isError) return <QueryErrorPanel error={query.error} />;
  if (!user) return <PageLoading />;
  // Issue 31, the request waterfall: #general's figures and people need only the workspace's id, so
  // they are asked for beside the workspace, not after it; every other section waits for it. Which
  // of the two depends on the address and the identity alone, never on the query's loading flags:
  // a view that those flags unmount and mount again while its people are on their way starts over.
  if (!workspace && !opensGeneralEarly(hash, user, organizationId)) return <PageLoading />;
  return <WorkspaceView organizationId={organizationId} workspace={workspace ?? null} user={user} />;
};

/** The page; `workspace` is null while it loads, when only the general section shows. */
const WorkspaceView = ({ organizationId, workspace, user }: { organizationId: string; workspace: WorkspaceDetails | null; user: CurrentUser }) => {
  const { t } = useTranslation('workspace');
  const sections: WorkspaceSection[] = workspace ? sectionsOf(workspace, user) : [DEFAULT_SECTION];
  const { section, select } = useWorkspaceSection(sections);
  const manager = hasRole(user, 'manager', { organizationId });
  const loaded = (render: (workspace: WorkspaceDetails) => ReactNode) => () => (workspace ? render(workspace) : null);

  const content: Record<WorkspaceSection, () => ReactNode> = {
    general: () => <GeneralSection organizationId={organizationId} workspace={workspace} user={user} manager={manager} />,
    groups: loaded((workspace) => <GroupsSection workspace={workspace} manager={manager} />),
    programs: loaded((workspace) => <ProgramsSection workspace={workspace} />),
    users: loaded((workspace) => <UsersSection workspace={workspace} manager={manager} />),
    settings: loaded((workspace) => (
      <Suspense fallback={<PlainSkeleton rows={8} />}>
        <SettingsSection workspace={workspace} user={user} manager={manager} />
      </Suspense>
    )),
    analytics: () => (
      <Suspense fallback={<PlainSkeleton />}>
        <AnalyticsPanel subject={{ organizationId }} fileName={organizationId} />
      </Suspense>
    ),
  };

  return (
    // "workspace-page" once the workspace is there: what waits for the page waits for its tabs too.
    <div className="plain-stack" data-gap="middle" data-testid={workspace ? 'workspace-page' : 'workspace-page-loading'}>
      {workspace ? (
        <WorkspaceHeader workspace={workspace} minHeight={WORKSPACE_HEADER_HEIGHT} />
      ) : (
        <PlainSkeleton rows={1} style={{ minHeight: WORKSPACE_HEADER_HEIGHT }} data-testid="workspace-header-loading" />
      )}
      <PlainTabs
        activeKey={section}
        onChange={(next) => select(next as WorkspaceSection)}
        items={sections.map((name) => ({
          key: name,
          label: <span data-testid={`workspace-tab-${name}`}>{t(`tabs.${name}`)}</span>,
          children: content[name](),
        }))}
      />
    </div>
  );
};
