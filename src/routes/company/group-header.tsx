import { isEveryoneGroup } from '@shared/group-rules';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { QueryErrorPanel } from '@/components/feedback/query-error-panel';
import { GroupEngagementSummaryDocument } from '@/graphql/types';
import type { GroupEngagementSummaryQuery, GroupPageQuery } from '@/graphql/types';
import { runOperation } from '@/providers/data/graphql-operation';

import { PageBreadcrumb } from '@/components/page-breadcrumb/page-breadcrumb';
import { PageTitle } from '@/components/page-title/page-title';
import { PlainCard } from '@/components/plain/plain-card';
import { PlainChip } from '@/components/plain/plain-chip';
import { PlainSkeletonBar } from '@/components/plain/plain-skeleton';
import { PlainStatistic } from '@/components/plain/plain-statistic';
import { HeaderLogo } from '@/components/uploads/header-logo';

import './group-page.css';

export type Group = GroupPageQuery['company'];

type Summary = GroupEngagementSummaryQuery['engagementSummary'];

/** The figures in the order shown; percentages carry their sign. */
const FIGURES: Array<{ key: Exclude<keyof Summary, '__typename'>; percent?: boolean }> = [
  { key: 'usersRegistered' },
  { key: 'learners' },
  { key: 'usersGraduated' },
  { key: 'averageCompletion', percent: true },
  { key: 'graduationRate', percent: true },
  { key: 'completedChapters' },
  { key: 'minutesSpent' },
];

/**
 * The figures, each under its caption. Until they arrive each shows its own loading bar in its
 * place: the card has its final shape from the start, on a phone's two columns too (issue 31,
 * layout shift: a one-line skeleton became four rows of figures and pushed the learners down).
 */
const EngagementFigures = ({ summary }: { summary: Summary | undefined }) => {
  const { t } = useTranslation('group');
  return (
    <div className="plain-figures">
      {FIGURES.map((figure) => (
        <PlainStatistic
          key={figure.key}
          title={t(`engagement.${figure.key}`)}
          value={summary ? Math.round(Number(summary[figure.key])) : 0}
          suffix={figure.percent ? '%' : undefined}
          loading={!summary}
        />
      ))}
    </div>
  );
};

/** The group's engagement summary; not retried (spec 01 §7). */
const GroupEngagement = ({ organizationId, companyId }: { organizationId: string; companyId: string }) => {
  const { t } = useTranslation('group');
  const query = useQuery({
    queryKey: ['group-engagement-summary', organizationId, companyId],
    queryFn: () => runOperation(GroupEngagementSummaryDocument, { organizationId, companyId }),
  });
  if (query.isError) return <QueryErrorPanel error={query.error} />;
  return (
    <PlainCard size="small" title={t('engagement.title')} data-testid="group-engagement">
      <EngagementFigures summary={query.data?.engagementSummary} />
    </PlainCard>
  );
};

/** The engagement card while the group it belongs to is still loading: the same card, every figure loading. */
const EngagementPlaceholder = () => {
  const { t } = useTranslation('group');
  return (
    <PlainCard size="small" title={t('engagement.title')}>
      <EngagementFigures summary={undefined} />
    </PlainCard>
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
    <div className="plain-stack" data-gap="middle" data-testid={group ? 'group-header' : 'group-header-loading'}>
      {group ? (
        <PageBreadcrumb organizationId={group.organizationId} workspaceName={group.organizationName} current={group.name} />
      ) : (
        // The breadcrumb's line: 22 px high.
        <div style={{ height: 22 }} aria-hidden />
      )}
      <div className="plain-row" data-justify="between">
        <div className="plain-row">
          {group ? (
            <>
              <HeaderLogo url={group.logoUrl ?? null} name={group.name} />
              <PageTitle style={{ margin: 0 }} workspaceName={group.organizationName} data-testid="group-name">
                {group.name}
              </PageTitle>
            </>
          ) : (
            <PlainSkeletonBar className="group-title-loading" height={38} />
          )}
          {typeTag ? (
            <PlainChip color={typeTag === 'test' ? 'purple' : 'blue'} data-testid="group-type-tag">
              {t(`type.${typeTag}`)}
            </PlainChip>
          ) : null}
          {group && isEveryoneGroup(group) ? (
            <PlainChip color="cyan" data-testid="group-everyone-tag">
              {t('tags.everyone')}
            </PlainChip>
          ) : null}
          {group?.disabled ? (
            <PlainChip color="red" data-testid="group-disabled-tag">
              {t('tags.disabled')}
            </PlainChip>
          ) : null}
        </div>
        <div className="plain-row" data-gap="large">
          <PlainStatistic title={t('counts.learners')} value={group?.usersCount ?? 0} loading={!group} data-testid="group-learners-count" />
          <PlainStatistic title={t('counts.programs')} value={group?.programsCount ?? 0} loading={!group} data-testid="group-programs-count" />
        </div>
      </div>
      {group ? <GroupEngagement organizationId={group.organizationId} companyId={group.id} /> : <EngagementPlaceholder />}
    </div>
  );
};
