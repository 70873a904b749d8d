import { useQuery } from '@tanstack/react-query';
import { Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';

import { QueryErrorPanel } from '@/components/feedback/query-error-panel';
import { EngagementSummaryDocument } from '@/graphql/types';
import type { EngagementSummaryQuery } from '@/graphql/types';
import { runOperation } from '@/providers/data/graphql-operation';

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
    <Row gutter={[16, 16]} data-testid="engagement-summary">
      {GROUPS.map((group) => (
        <Col key={group.title} xs={24} lg={8}>
          <Card title={t(`general.summary.${group.title}`)} size="small" loading={query.isLoading} style={{ height: '100%' }}>
            <Row gutter={[16, 16]}>
              {group.figures.map((figure) => (
                <Col key={figure.key} span={12}>
                  <Statistic
                    title={t(`general.summary.${figure.key}`)}
                    value={summary ? summary[figure.key] : 0}
                    precision={figure.kind === 'percent' ? 0 : undefined}
                    suffix={figure.kind === 'percent' ? '%' : undefined}
                    data-testid={`summary-${figure.key}`}
                  />
                </Col>
              ))}
            </Row>
          </Card>
        </Col>
      ))}
    </Row>
  );
};
