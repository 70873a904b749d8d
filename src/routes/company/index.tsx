import { Suspense } from 'react';

import { useGetIdentity, useOne } from '@refinedev/core';
import { canEditMembersManually, canToggleCourses } from '@shared/group-rules';
import { planAllows } from '@shared/plans';
import { ENGAGEMENT_GATES, hasRole, passesGate } from '@shared/roles';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { lazyAntd } from '@/components/antd-scope/lazy-antd';
import { QueryErrorPanel } from '@/components/feedback/query-error-panel';
import { lazyPart } from '@/components/lazy-part/lazy-part';
import { PlainAlert } from '@/components/plain/plain-alert';
import { PlainCard } from '@/components/plain/plain-card';
import { PlainSkeleton } from '@/components/plain/plain-skeleton';
import { PlainTabs } from '@/components/plain/plain-tabs';
import { PageLoading } from '@/components/shell/shell-layout';
import { GroupPageDocument } from '@/graphql/types';
import type { CurrentUser } from '@/providers/auth/current-user';
import { useWorkspaces } from '@/providers/workspace/workspace-context';

import { Group, GroupHeader } from './group-header';
import { manualEditBlock } from './group-edit';
import { LearnersTab } from './learners-tab';
import { ProgramsTab } from './programs-tab';

// The page is plain elements (issue 31: it is an agent's landing). The analytics are plain too: their
// code loads the first time their tab opens, and Chart.js after their figures (no antd). The
// settings' forms draw with antd: it loads, with them, the first time that tab opens.
const AnalyticsPanel = lazyPart(async () => (await import('@/components/analytics/analytics-panel')).default);
const GroupSettings = lazyAntd(async () => (await import('./group-settings')).GroupSettings);

/**
 * /organization/{organizationId}/company/{companyId}: one group with its learners, programs,
 * engagement analytics and settings. The server answers NOT_FOUND for a group the user may not see; the page shows that.
 */
export const GroupPage = () => {
  const { t } = useTranslation('group');
  const { organizationId = '', companyId = '' } = useParams();
  const { data: user } = useGetIdentity<CurrentUser>();
  const { workspaces } = useWorkspaces();
  const { result: group, query } = useOne<Group>({
    resource: 'companies',
    id: companyId,
    meta: { gqlQuery: GroupPageDocument },
    errorNotification: false,
  });

  if (query.isError) return <QueryErrorPanel error={query.error} />;
  if (!user) return <PageLoading />;

  // The learners table needs only the group's id: it is fetched beside the group, not after it
  // (issue 31, the request waterfall). What the group decides (roles in its own workspace, whether
  // members are edited by hand) holds the actions back until it arrives.
  // The group's own workspace decides roles, whatever the address says.
  const workspaceId = group ? group.organizationId || organizationId : null;
  const manager = workspaceId !== null && hasRole(user, 'manager', { organizationId: workspaceId });
  const runsGroup = !!group && (manager || hasRole(user, 'agent', { companyId }));
  // While the group loads, the address says whether the reader probably runs it: the add box's
  // place and each row's remove button's are kept for them, so the learners do not move when these
  // appear (issue 31, layout shift).
  const mayRunGroup = group ? runsGroup : hasRole(user, 'manager', { organizationId }) || hasRole(user, 'agent', { companyId });
  const groupWorkspace = workspaces.find((candidate) => candidate.id === workspaceId);
  const editBlock = !group || canEditMembersManually(group) ? null : (manualEditBlock(group) ?? 'forbidManualEdit');

  return (
    <div className="plain-stack" data-testid="group-page">
      <GroupHeader group={group} />
      <PlainCard>
        <PlainTabs
          defaultActiveKey="learners"
          items={[
            {
              key: 'learners',
              label: t('tabs.learners'),
              children: <LearnersTab companyId={companyId} editBlock={editBlock} runsGroup={runsGroup} keepRunnerPlaces={!group && mayRunGroup} />,
            },
            {
              key: 'programs',
              label: t('tabs.programs'),
              children: group ? <ProgramsTab companyId={companyId} canToggle={canToggleCourses(group)} runsGroup={runsGroup} /> : <PageLoading />,
            },
            ...(workspaceId !== null && passesGate(user, ENGAGEMENT_GATES.group, { organizationId: workspaceId, companyId })
              ? [
                  {
                    key: 'analytics',
                    label: <span data-testid="group-tab-analytics">{t('tabs.analytics')}</span>,
                    children: (
                      <Suspense fallback={<PlainSkeleton />}>
                        <AnalyticsPanel subject={{ organizationId: workspaceId, companyId }} fileName={companyId} />
                      </Suspense>
                    ),
                  },
                ]
              : []),
            {
              key: 'settings',
              label: t('tabs.settings'),
              children: (
                <div className="plain-stack" data-gap="middle">
                  {!manager ? <PlainAlert message={t('settings.readOnly')} data-testid="settings-read-only" /> : null}
                  {group ? (
                    <Suspense fallback={<PlainSkeleton rows={6} />}>
                      <GroupSettings group={group} manager={manager} logosAllowed={groupWorkspace ? planAllows(groupWorkspace, 'logos') : true} />
                    </Suspense>
                  ) : (
                    <PageLoading />
                  )}
                </div>
              ),
            },
          ]}
        />
      </PlainCard>
    </div>
  );
};
