import { Column, Line } from '@ant-design/plots';
import { useTranslation } from 'react-i18next';

import type { AnalyticsData } from './analytics-csv';

/*
 * The two charts of the analytics screens. This module (and the charting library with it) is
 * loaded only when such a screen renders (analytics-panel.tsx imports it lazily), so the first
 * download after sign-in does not grow.
 */

const TREND_SERIES = ['activeLearners', 'completedChapters', 'completedActions'] as const;
const PROGRAM_SERIES = ['learners', 'activeLearners', 'usersGraduated'] as const;

/** Active learners, completed sessions and actions per UTC day or week. */
export const TrendChart = ({ trend }: { trend: AnalyticsData['engagementTrend'] }) => {
  const { t } = useTranslation('workspace');
  const data = trend.flatMap((point) => TREND_SERIES.map((series) => ({ period: point.period, value: point[series], series: t(`general.summary.${series}`) })));
  return <Line data={data} xField="period" yField="value" colorField="series" height={280} axis={{ y: { title: false }, x: { title: false } }} />;
};

/** Learners, active learners and graduated per program, side by side. */
export const ProgramChart = ({ programs }: { programs: AnalyticsData['engagementByProgram'] }) => {
  const { t } = useTranslation('workspace');
  const data = programs.flatMap((program) =>
    PROGRAM_SERIES.map((series) => ({ program: program.title, value: program[series], series: t(`general.summary.${series}`) })),
  );
  return <Column data={data} xField="program" yField="value" colorField="series" group height={300} axis={{ y: { title: false }, x: { title: false } }} />;
};

export default { TrendChart, ProgramChart };
