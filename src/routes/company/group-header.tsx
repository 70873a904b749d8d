import { isEveryoneGroup } from '@shared/group-rules';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Row, Skeleton, Space, Statistic, Tag } from 'antd';
import { useTranslation } from 'react-i18next';

import { QueryErrorPanel } from '@/components/feedback/query-error-panel';
import { GroupEngagementSummaryDocument } from '@/graphql/types';
import type { GroupPageQuery } from '@/graphql/types';
import { runOperation } from '@/providers/data/graphql-operation';

import { PageBreadcrumb } from '@/components/page-breadcrumb/page-breadcrumb';
import { PageTitle } from '@/components/page-title/page-title';
import { HeaderLogo } from '@/components/uploads/header-logo';

export type Group = GroupPageQuery['company'];

/** The group's engagement summary; not retried (spec 01 §7). */
const GroupEngagement = ({ organizationId, companyId }: { organizationId: string; companyId: string }) => {
  const { t } = useTranslation('group');
  const query = useQuery({
    queryKey: ['group-engagement-summary', organizationId, companyId],
    queryFn: () => runOperation(GroupEngagementSummaryDocument, { organizationId, companyId }),
  });
  if (query.isError) return <QueryErrorPanel error={query.error} />;
  const summary = query.data?.engagementSummary;
  const figures = summary
    ? [
        { key: 'usersRegistered', value: summary.usersRegistered },
        { key: 'learners', value: summary.learners },
        { key: 'usersGraduated', value: summary.usersGraduated },
        { key: 'averageCompletion', value: summary.averageCompletion, suffix: '%' },
        { key: 'graduationRate', value: summary.graduationRate, suffix: '%' },
        { key: 'completedChapters', value: summary.completedChapters },
        { key: 'minutesSpent', value: summary.minutesSpent },
      ]
    : [];
  return (
    <Card size="small" title={t('engagement.title')} data-testid="group-engagement">
      {summary ? (
        <Row gutter={[24, 12]}>
          {figures.map((figure) => (
            <Col key={figure.key} xs={12} md={6} xl={3}>
              <Statistic title={t(`engagement.${figure.key}`)} value={Math.round(figure.value)} suffix={figure.suffix} />
            </Col>
          ))}
        </Row>
      ) : (
        <Skeleton active paragraph={{ rows: 1 }} />
      )}
    </Card>
  );
};

/** The engagement card while the group it belongs to is still loading: the card's own loading look. */
const EngagementPlaceholder = () => {
  const { t } = useTranslation('group');
  return (
    <Card size="small" title={t('engagement.title')}>
      <Skeleton active paragraph={{ rows: 1 }} />
    </Card>
  );
};

/**
 * Name, breadcrumb back to the workspace's groups, type and state tags, counts and engagement.
 * Before the group arrives it keeps the same shape (issue 31, layout shift): the page below it
 * does not move down when the header fills in.
 */
export const GroupHeader = ({ group }: { group: Group | undefined }) => {
  const { t } = useTranslation('group');
  const typeTag = group && (group.companyType === 'test' || group.companyType === 'public') ? group.companyType : null;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid={group ? 'group-header' : 'group-header-loading'}>
      {group ? (
        <PageBreadcrumb organizationId={group.organizationId} workspaceName={group.organizationName} current={group.name} />
      ) : (
        // The breadcrumb's line: antd's Breadcrumb is 22 px high.
        <div style={{ height: 22 }} aria-hidden />
      )}
      <Space wrap align="center" style={{ width: '100%', justifyContent: 'space-between' }}>
        <Space wrap align="center">
          {group ? (
            <>
              <HeaderLogo url={group.logoUrl ?? null} name={group.name} />
              <PageTitle style={{ margin: 0 }} workspaceName={group.organizationName} data-testid="group-name">
                {group.name}
              </PageTitle>
            </>
          ) : (
            <Skeleton.Input active style={{ width: 240, height: 38 }} />
          )}
          {typeTag ? (
            <Tag color={typeTag === 'test' ? 'purple' : 'blue'} data-testid="group-type-tag">
              {t(`type.${typeTag}`)}
            </Tag>
          ) : null}
          {group && isEveryoneGroup(group) ? (
            <Tag color="cyan" data-testid="group-everyone-tag">
              {t('tags.everyone')}
            </Tag>
          ) : null}
          {group?.disabled ? (
            <Tag color="red" data-testid="group-disabled-tag">
              {t('tags.disabled')}
            </Tag>
          ) : null}
        </Space>
        <Space size="large">
          <Statistic title={t('counts.learners')} value={group?.usersCount ?? 0} loading={!group} data-testid="group-learners-count" />
          <Statistic title={t('counts.programs')} value={group?.programsCount ?? 0} loading={!group} data-testid="group-programs-count" />
        </Space>
      </Space>
      {group ? <GroupEngagement organizationId={group.organizationId} companyId={group.id} /> : <EngagementPlaceholder />}
    </Space>
  );
};
