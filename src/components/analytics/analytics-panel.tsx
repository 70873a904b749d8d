import { Suspense, useState } from 'react';

import DownloadOutlined from '@ant-design/icons-svg/es/asn/DownloadOutlined';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { checkDateRange, DateRange, lastDays, TrendBucket } from '@shared/date-range';
import { Alert, Button, Card, Col, DatePicker, Row, Segmented, Skeleton, Space, Statistic, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';

import { PlainIcon } from '@/components/plain/plain-icon';
import { QueryErrorPanel } from '@/components/feedback/query-error-panel';
import { EngagementAnalyticsDocument } from '@/graphql/types';
import type { EngagementSubjectInput } from '@/graphql/schema.types';
import { runOperation } from '@/providers/data/graphql-operation';
import { lazyPart } from '@/components/lazy-part/lazy-part';

import { csvBlob } from '../resource/csv';
import { saveFile } from '../resource/csv-export';
import { analyticsCsv } from './analytics-csv';

// The charting library comes with this chunk only: the screens that show charts load it.
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
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="analytics-panel">
      <Space wrap style={{ width: '100%', justifyContent: 'space-between' }}>
        <Space wrap>
          <DatePicker.RangePicker
            aria-label={t('analytics.range')}
            allowClear={false}
            value={[dayjs(range.from), dayjs(range.to)]}
            onChange={(values) => values?.[0] && values[1] && setRange({ from: values[0].format('YYYY-MM-DD'), to: values[1].format('YYYY-MM-DD') })}
            data-testid="analytics-range"
          />
          <Segmented<TrendBucket>
            aria-label={t('analytics.bucket')}
            value={bucket}
            onChange={setBucket}
            options={[
              { value: 'day', label: t('analytics.day') },
              { value: 'week', label: t('analytics.week') },
            ]}
          />
          <Typography.Text type="secondary">{t('analytics.utc')}</Typography.Text>
        </Space>
        <Button icon={<PlainIcon definition={DownloadOutlined} />} onClick={download} disabled={!data} data-testid="analytics-csv">
          {t('analytics.exportCsv')}
        </Button>
      </Space>
      {problem ? <Alert type="error" showIcon message={t(`common:validation.${problem}`)} /> : null}
      {query.isError ? <QueryErrorPanel error={query.error} /> : null}
      <Row gutter={[16, 16]}>
        {CARDS.map((card) => (
          <Col key={card.key} xs={12} md={6}>
            <Card size="small" loading={!data}>
              <Statistic
                title={t(`general.summary.${card.key}`)}
                value={data ? Math.round(data.engagementFigures[card.key]) : 0}
                suffix={'suffix' in card ? card.suffix : undefined}
                data-testid={`analytics-${card.key}`}
              />
            </Card>
          </Col>
        ))}
      </Row>
      <Card size="small" title={t('analytics.trend')} data-testid="analytics-trend">
        <Suspense fallback={<Skeleton active />}>{data ? <TrendChart trend={data.engagementTrend} /> : <Skeleton active />}</Suspense>
      </Card>
      <Card size="small" title={t('analytics.byProgram')} data-testid="analytics-programs">
        <Suspense fallback={<Skeleton active />}>
          {!data ? (
            <Skeleton active />
          ) : data.engagementByProgram.length ? (
            <ProgramChart programs={data.engagementByProgram} />
          ) : (
            <Typography.Text type="secondary">{t('analytics.noPrograms')}</Typography.Text>
          )}
        </Suspense>
      </Card>
    </Space>
  );
};

export default AnalyticsPanel;
