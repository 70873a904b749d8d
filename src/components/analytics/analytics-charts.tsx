import { useEffect, useMemo, useRef } from 'react';

import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  type ChartConfiguration,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { useTranslation } from 'react-i18next';

import type { AnalyticsData } from './analytics-csv';
import { programChart, programSeries, trendChart, trendSeries } from './chart-config';

/*
 * The two charts of the analytics screens, drawn by Chart.js on a canvas. This module (and the
 * charting library with it) is loaded only when such a screen renders (analytics-panel.tsx imports
 * it lazily), after the figures have painted. Only the parts the two charts use are registered, so
 * the rest of Chart.js is left out of the build.
 */
Chart.register(LineController, BarController, CategoryScale, LinearScale, PointElement, LineElement, BarElement, Tooltip, Legend);
// The plain parts' font (plain.css's --lumen-font): a canvas cannot read a CSS variable.
Chart.defaults.font.family = getComputedStyle(document.body).fontFamily || Chart.defaults.font.family;
Chart.defaults.font.size = 12;

/**
 * A chart in a box of fixed height (analytics-panel.css: the panel's placeholder takes the same
 * box, so nothing moves when the chart comes; the canvas fills its width and follows it), named for
 * a screen reader by its title and series; made again when what it draws changes, and destroyed
 * when it leaves the page.
 */
const ChartCanvas = <Type extends 'line' | 'bar'>({ config, title, box }: { config: ChartConfiguration<Type>; title: string; box: 'trend' | 'programs' }) => {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const chart = new Chart(canvas.current, config);
    return () => chart.destroy();
  }, [config]);
  return (
    <div className="analytics-chart" data-chart={box}>
      <canvas ref={canvas} role="img" aria-label={`${title}: ${config.data.datasets.map((dataset) => dataset.label).join(', ')}`} />
    </div>
  );
};

/** Active learners, completed sessions and actions per UTC day or week. */
export const TrendChart = ({ trend }: { trend: AnalyticsData['engagementTrend'] }) => {
  const { t, i18n } = useTranslation('workspace');
  const language = i18n.resolvedLanguage ?? 'en';
  const config = useMemo(
    () =>
      trendChart(
        trendSeries(trend, (key) => t(`general.summary.${key}`)),
        language,
      ),
    [trend, t, language],
  );
  return <ChartCanvas config={config} title={t('analytics.trend')} box="trend" />;
};

/** Learners, active learners and graduated per program, side by side. */
export const ProgramChart = ({ programs }: { programs: AnalyticsData['engagementByProgram'] }) => {
  const { t, i18n } = useTranslation('workspace');
  const language = i18n.resolvedLanguage ?? 'en';
  const config = useMemo(
    () =>
      programChart(
        programSeries(programs, (key) => t(`general.summary.${key}`)),
        language,
      ),
    [programs, t, language],
  );
  return <ChartCanvas config={config} title={t('analytics.byProgram')} box="programs" />;
};
