import { Suspense } from 'react';

import { useGetIdentity, useOne } from '@refinedev/core';
import { canEditMembersManually, canToggleCourses } from '@shared/group-rules';
import { planAllows } from '@shared/plans';
import { ENGAGEMENT_GATES, hasRole, passesGate } from '@shared/roles';
import { Alert, Card, Skeleton, Space, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { QueryErrorPanel } from '@/components/feedback/query-error-panel';
import { ResourceForm } from '@/components/resource/resource-form';
import { PageLoading } from '@/components/shell/shell-layout';
import { GroupPageDocument } from '@/graphql/types';
import type { CurrentUser } from '@/providers/auth/current-user';
import { useWorkspaces } from '@/providers/workspace/workspace-context';
import { COMPANIES } from '@/resources/companies/resource';
import { lazyPart } from '@/components/lazy-part/lazy-part';
import { LogoUploads } from '@/components/uploads/logo-uploads';
import { policiesOf, PolicyUploads } from '@/components/uploads/policy-uploads';

import { Group, GroupHeader } from './group-header';
import { manualEditBlock } from './group-edit';
import { LearnersTab } from './learners-tab';
import { ProgramsTab } from './programs-tab';

// The analytics tab brings the charting library: loaded when the tab is first shown.
const AnalyticsPanel = lazyPart(async () => (await import('@/components/analytics/analytics-panel')).default);

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
  const groupWorkspace = workspaces.find((candidate) => candidate.id === workspaceId);
  const editBlock = !group || canEditMembersManually(group) ? null : (manualEditBlock(group) ?? 'forbidManualEdit');

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }} data-testid="group-page">
      <GroupHeader group={group} />
      <Card>
        <Tabs
          defaultActiveKey="learners"
          items={[
            { key: 'learners', label: t('tabs.learners'), children: <LearnersTab companyId={companyId} editBlock={editBlock} runsGroup={runsGroup} /> },
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
                      <Suspense fallback={<Skeleton active />}>
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
                <Space direction="vertical" size="middle" style={{ width: '100%' }}>
                  {!manager ? <Alert type="info" showIcon message={t('settings.readOnly')} data-testid="settings-read-only" /> : null}
                  {group ? <ResourceForm declaration={COMPANIES.form} id={companyId} disabled={!manager} /> : <PageLoading />}
                  {group ? (
                    <LogoUploads
                      owner="companies"
                      id={companyId}
                      logos={{ dashboardLogo: group.logoUrl, largeLogo: group.modernLogoUrl }}
                      editable={manager}
                      allowed={groupWorkspace ? planAllows(groupWorkspace, 'logos') : true}
                    />
                  ) : null}
                  {group && group.policies ? <PolicyUploads owner="companies" id={companyId} policies={policiesOf(group.policies)} editable={manager} /> : null}
                </Space>
              ),
            },
          ]}
        />
      </Card>
    </Space>
  );
};
