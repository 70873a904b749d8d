import { Suspense, useState } from 'react';

import DownloadOutlined from '@ant-design/icons-svg/es/asn/DownloadOutlined';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { checkDateRange, DateRange, lastDays, TrendBucket } from '@shared/date-range';
import { useTranslation } from 'react-i18next';

import { PlainIcon } from '@/components/plain/plain-icon';
import { PlainAlert } from '@/components/plain/plain-alert';
import { PlainButton } from '@/components/plain/plain-button';
import { PlainCard } from '@/components/plain/plain-card';
import { PlainSegmented } from '@/components/plain/plain-segmented';
import { PlainSkeleton } from '@/components/plain/plain-skeleton';
import { PlainStatistic } from '@/components/plain/plain-statistic';
import { QueryErrorPanel } from '@/components/feedback/query-error-panel';
import { EngagementAnalyticsDocument } from '@/graphql/types';
import type { EngagementSubjectInput } from '@/graphql/schema.types';
import { runOperation } from '@/providers/data/graphql-operation';
import { lazyPart } from '@/components/lazy-part/lazy-part';

import { csvBlob } from '../resource/csv';
import { saveFile } from '../resource/csv-export';
import { analyticsCsv } from './analytics-csv';

import './analytics-panel.css';

// The charting library (Chart.js) comes with this chunk only, after the figures: the screens that show charts load it.
const TrendChart = lazyPart(async () => (await import('./analytics-charts')).TrendChart);
const ProgramChart = lazyPart(async () => (await import('./analytics-charts')).ProgramChart);

const DEFAULT_DAYS = 30;
const CARDS = [
  { key: 'learners' },
  { key: 'activeLearners' },
  { key: 'usersGraduated' },
  { key: 'graduationRate', suffix: '%' },
  { key: 'averageCompletion', suffix: '%' },
  { key: 'completedChapters' },
  { key: 'completedActions' },
  { key: 'minutesSpent' },
] as const;

/**
 * Engagement analytics of a workspace, a group, a program or a learner: figure cards, the trend per
 * UTC day or week and the per-program breakdown over a date range, and the CSV of all of it.
 */
export const AnalyticsPanel = ({ subject, fileName }: { subject: EngagementSubjectInput; fileName: string }) => {
  const { t } = useTranslation(['workspace', 'common']);
  const [range, setRange] = useState<DateRange>(() => lastDays(DEFAULT_DAYS));
  const [bucket, setBucket] = useState<TrendBucket>('day');
  const problem = checkDateRange(range);
  const query = useQuery({
    queryKey: ['engagement-analytics', subject, range, bucket],
    queryFn: () => runOperation(EngagementAnalyticsDocument, { subject, range, bucket }),
    enabled: problem === null,
    placeholderData: keepPreviousData,
  });
  const data = query.data;
  const download = () => {
    if (!data) return;
    const csv = analyticsCsv(data, range, {
      part: t('analytics.csv.part'),
      name: t('analytics.csv.name'),
      summary: t('analytics.csv.summary'),
      program: t('analytics.csv.program'),
      period: t('analytics.csv.period'),
      figure: (key) => t(`general.summary.${key}`),
    });
    saveFile(csvBlob(csv), `${fileName}-analytics-${range.from}-${range.to}.csv`);
  };

  return (
    <div className="plain-stack" data-gap="middle" data-testid="analytics-panel">
      <div className="analytics-toolbar">
        <div className="analytics-toolbar-choices">
          <RangeInputs range={range} onChange={setRange} />
          <PlainSegmented<TrendBucket>
            aria-label={t('analytics.bucket')}
            value={bucket}
            onChange={setBucket}
            options={[
              { value: 'day', label: t('analytics.day') },
              { value: 'week', label: t('analytics.week') },
            ]}
          />
          <span className="plain-secondary">{t('analytics.utc')}</span>
        </div>
        <PlainButton icon={<PlainIcon definition={DownloadOutlined} />} onClick={download} disabled={!data || problem !== null} data-testid="analytics-csv">
          {t('analytics.exportCsv')}
        </PlainButton>
      </div>
      {problem ? <PlainAlert type="error" message={t(`common:validation.${problem}`)} /> : null}
      {query.isError ? <QueryErrorPanel error={query.error} /> : null}
      <div className="analytics-figures">
        {CARDS.map((card) => (
          <PlainCard key={card.key} size="small">
            <PlainStatistic
              title={t(`general.summary.${card.key}`)}
              value={data ? Math.round(data.engagementFigures[card.key]) : 0}
              suffix={'suffix' in card ? card.suffix : undefined}
              loading={!data}
              data-testid={`analytics-${card.key}`}
            />
          </PlainCard>
        ))}
      </div>
      <PlainCard size="small" title={t('analytics.trend')} data-testid="analytics-trend">
        <Suspense fallback={<ChartPlaceholder box="trend" />}>{data ? <TrendChart trend={data.engagementTrend} /> : <ChartPlaceholder box="trend" />}</Suspense>
      </PlainCard>
      <PlainCard size="small" title={t('analytics.byProgram')} data-testid="analytics-programs">
        <Suspense fallback={<ChartPlaceholder box="programs" />}>
          {!data ? (
            <ChartPlaceholder box="programs" />
          ) : data.engagementByProgram.length ? (
            <ProgramChart programs={data.engagementByProgram} />
          ) : (
            <span className="plain-secondary">{t('analytics.noPrograms')}</span>
          )}
        </Suspense>
      </PlainCard>
    </div>
  );
};

/** While the data or the charting library is on its way: grey bars in the chart's own box (no shift when it comes). */
const ChartPlaceholder = ({ box }: { box: 'trend' | 'programs' }) => (
  <div className="analytics-chart" data-chart={box}>
    <PlainSkeleton rows={5} />
  </div>
);

/**
 * The report's first and last UTC day, both included, as two labelled native date fields in a
 * group named like antd's range picker was. A field being typed in or cleared is empty: the panel
 * says so (checkDateRange) and asks nothing of the server until the range is whole again.
 */
const RangeInputs = ({ range, onChange }: { range: DateRange; onChange: (range: DateRange) => void }) => {
  const { t } = useTranslation('workspace');
  return (
    <div role="group" aria-label={t('analytics.range')} className="analytics-range" data-testid="analytics-range">
      {/* Each field inside its label: named by it, and kept beside it when the toolbar wraps on a phone. */}
      <label className="analytics-range-field">
        {t('analytics.from')}
        <input type="date" className="plain-input" value={range.from} onChange={(event) => onChange({ ...range, from: event.target.value })} />
      </label>
      <label className="analytics-range-field">
        {t('analytics.to')}
        <input type="date" className="plain-input" value={range.to} onChange={(event) => onChange({ ...range, to: event.target.value })} />
      </label>
    </div>
  );
};

export default AnalyticsPanel;
