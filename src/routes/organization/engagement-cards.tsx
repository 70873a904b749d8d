import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { QueryErrorPanel } from '@/components/feedback/query-error-panel';
import { PlainCard } from '@/components/plain/plain-card';
import { PlainStatistic } from '@/components/plain/plain-statistic';
import { EngagementSummaryDocument } from '@/graphql/types';
import type { EngagementSummaryQuery } from '@/graphql/types';
import { runOperation } from '@/providers/data/graphql-operation';

import './workspace-page.css';

type Summary = EngagementSummaryQuery['engagementSummary'];
type Figure = { key: keyof Summary; kind: 'count' | 'percent' };

/**
 * The summary in three cards: who took part, how far they got on average, what they did. Each
 * figure is defined once on the server (engagement-figures.ts): the graduation rate is graduated
 * learners out of learners, the two shown side by side.
 */
const GROUPS: Array<{ title: string; figures: Figure[] }> = [
  {
    title: 'people',
    figures: [
      { key: 'usersRegistered', kind: 'count' },
      { key: 'learners', kind: 'count' },
      { key: 'activeLearners', kind: 'count' },
      { key: 'usersGraduated', kind: 'count' },
    ],
  },
  {
    title: 'averages',
    figures: [
      { key: 'averageDiscoverRate', kind: 'percent' },
      { key: 'averageEngagement', kind: 'percent' },
      { key: 'averageCompletion', kind: 'percent' },
      { key: 'graduationRate', kind: 'percent' },
    ],
  },
  {
    title: 'activity',
    figures: [
      { key: 'completedChapters', kind: 'count' },
      { key: 'completedActions', kind: 'count' },
      { key: 'minutesSpent', kind: 'count' },
    ],
  },
];

export const engagementSummaryKey = (organizationId: string) => ['engagement-summary', organizationId];

/** The workspace's engagement summary as statistic cards. */
export const EngagementCards = ({ organizationId }: { organizationId: string }) => {
  const { t } = useTranslation('workspace');
  const query = useQuery({
    queryKey: engagementSummaryKey(organizationId),
    queryFn: () => runOperation(EngagementSummaryDocument, { organizationId }),
  });
  if (query.isError) return <QueryErrorPanel error={query.error} />;
  const summary = query.data?.engagementSummary;
  return (
    <div className="engagement-cards" data-testid="engagement-summary">
      {GROUPS.map((group) => (
        <PlainCard key={group.title} title={t(`general.summary.${group.title}`)} size="small">
          {/* Each figure loads in its own place: the cards have their final shape from the start. */}
          <div className="engagement-figures">
            {group.figures.map((figure) => (
              <PlainStatistic
                key={figure.key}
                title={t(`general.summary.${figure.key}`)}
                value={summary ? Math.round(summary[figure.key]) : 0}
                suffix={figure.kind === 'percent' ? '%' : undefined}
                loading={!summary}
                data-testid={`summary-${figure.key}`}
              />
            ))}
          </div>
        </PlainCard>
      ))}
    </div>
  );
};
