import type { ChartConfiguration } from 'chart.js';

import { formatNumber } from '@/providers/formatting';

import type { AnalyticsData } from './analytics-csv';

/*
 * What the two analytics charts draw, as Chart.js configurations: pure, so the series, colours and
 * number formats are unit-tested without a canvas (analytics-charts.tsx draws them).
 */

export const TREND_SERIES = ['activeLearners', 'completedChapters', 'completedActions'] as const;
export const PROGRAM_SERIES = ['learners', 'activeLearners', 'usersGraduated'] as const;
type SeriesKey = (typeof TREND_SERIES)[number] | (typeof PROGRAM_SERIES)[number];

/** The first colours of G2's light palette (category10), which the charts were drawn with before Chart.js. */
export const SERIES_COLORS = ['#1783FF', '#00C9C9', '#F0884D'] as const;

/** The plain parts' secondary text and split line (plain.css): axis labels reach 4.5:1 on white. */
const AXIS_TEXT = '#595959';
const GRID_LINE = '#f0f0f0';

export type ChartSeries = { labels: string[]; datasets: Array<{ label: string; data: number[]; color: string }> };

/** Active learners, completed sessions and actions per UTC day or week, one line each. */
export const trendSeries = (trend: AnalyticsData['engagementTrend'], name: (key: SeriesKey) => string): ChartSeries => ({
  labels: trend.map((point) => point.period),
  datasets: TREND_SERIES.map((key, index) => ({ label: name(key), data: trend.map((point) => point[key]), color: SERIES_COLORS[index] })),
});

/** Learners, active learners and graduated per program, a bar each side by side. */
export const programSeries = (programs: AnalyticsData['engagementByProgram'], name: (key: SeriesKey) => string): ChartSeries => ({
  labels: programs.map((program) => program.title),
  datasets: PROGRAM_SERIES.map((key, index) => ({ label: name(key), data: programs.map((program) => program[key]), color: SERIES_COLORS[index] })),
});

/** An axis tick or a tooltip's figure in the interface language ("1,234"; a count's axis shows whole numbers only). */
export const formatFigure = (value: number | string, language: string): string => formatNumber(Number(value), language);

/**
 * A chart of counts: no animation (nothing painted late, no work per frame), the size of its box
 * (which has a fixed height, so nothing moves when it appears), the legend on top marked with a dash
 * for a line and a square for a bar, and one tooltip for every series of the hovered period, as G2
 * drew them.
 */
const chartOf = <Type extends 'line' | 'bar'>(type: Type, series: ChartSeries, language: string): ChartConfiguration<Type> => {
  const config: ChartConfiguration<'line' | 'bar'> = {
    type,
    data: {
      labels: series.labels,
      datasets: series.datasets.map(({ label, data, color }) =>
        type === 'line'
          ? { label, data, borderColor: color, backgroundColor: color, borderWidth: 1.5, pointRadius: 0, pointHoverRadius: 4, pointStyle: 'circle', tension: 0 }
          : { label, data, borderColor: color, backgroundColor: color },
      ),
    },
    options: {
      animation: false,
      responsive: true,
      maintainAspectRatio: false,
      interaction: { mode: 'index', intersect: false },
      scales: {
        x: { grid: { display: false }, ticks: { color: AXIS_TEXT } },
        y: {
          beginAtZero: true,
          grid: { color: GRID_LINE },
          border: { display: false },
          ticks: { color: AXIS_TEXT, precision: 0, callback: (value) => formatFigure(value, language) },
        },
      },
      plugins: {
        legend: {
          position: 'top',
          align: 'start',
          labels: { usePointStyle: true, pointStyle: type === 'line' ? 'line' : 'rect', boxWidth: 8, boxHeight: 8, color: AXIS_TEXT },
        },
        tooltip: {
          backgroundColor: '#ffffff',
          titleColor: 'rgba(0, 0, 0, 0.88)',
          bodyColor: 'rgba(0, 0, 0, 0.88)',
          borderColor: GRID_LINE,
          borderWidth: 1,
          usePointStyle: true,
          boxWidth: 8,
          boxHeight: 8,
          boxPadding: 4,
          callbacks: { label: (item) => `${item.dataset.label ?? ''}: ${formatFigure(item.parsed.y ?? 0, language)}` },
        },
      },
    },
  };
  return config as ChartConfiguration<Type>;
};

export const trendChart = (series: ChartSeries, language: string): ChartConfiguration<'line'> => chartOf('line', series, language);
export const programChart = (series: ChartSeries, language: string): ChartConfiguration<'bar'> => chartOf('bar', series, language);
