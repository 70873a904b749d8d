import type { TooltipItem } from 'chart.js';
import { describe, expect, it } from 'vitest';

import type { AnalyticsData } from './analytics-csv';
import { formatFigure, programChart, programSeries, SERIES_COLORS, trendChart, trendSeries } from './chart-config';

const trend: AnalyticsData['engagementTrend'] = [
  { period: '2026-03-02', activeLearners: 1200, completedChapters: 3, completedActions: 7, minutesSpent: 20 },
  { period: '2026-03-09', activeLearners: 4, completedChapters: 0, completedActions: 2, minutesSpent: 5 },
];

const program = (courseId: string, title: string, learners: number) => ({
  courseId,
  title,
  learners,
  activeLearners: learners - 1,
  usersGraduated: 1,
  graduationRate: 50,
  averageCompletion: 40,
  completedChapters: 2,
  completedActions: 3,
  minutesSpent: 9,
});

const name = (key: string) => `name of ${key}`;

describe('the analytics charts', () => {
  it('draw one line per trend figure over the periods, in the palette the charts had', () => {
    const series = trendSeries(trend, name);
    expect(series.labels).toEqual(['2026-03-02', '2026-03-09']);
    expect(series.datasets).toEqual([
      { label: 'name of activeLearners', data: [1200, 4], color: SERIES_COLORS[0] },
      { label: 'name of completedChapters', data: [3, 0], color: SERIES_COLORS[1] },
      { label: 'name of completedActions', data: [7, 2], color: SERIES_COLORS[2] },
    ]);
  });

  it('draw three bars per program: learners, active learners, graduated', () => {
    const series = programSeries([program('c1', 'Negotiation', 5), program('c2', 'Sales', 3)], name);
    expect(series.labels).toEqual(['Negotiation', 'Sales']);
    expect(series.datasets.map((dataset) => [dataset.label, dataset.data])).toEqual([
      ['name of learners', [5, 3]],
      ['name of activeLearners', [4, 2]],
      ['name of usersGraduated', [1, 1]],
    ]);
  });

  it('write axis figures in the interface language, whole numbers only', () => {
    expect(formatFigure(1234567, 'en')).toBe('1,234,567');
    expect(formatFigure('2500', 'ko')).toBe('2,500');
    const config = trendChart(trendSeries(trend, name), 'en');
    const ticks = config.options?.scales?.y?.ticks;
    expect(ticks && 'precision' in ticks ? ticks.precision : undefined).toBe(0);
  });

  it('are neither animated nor sized by an aspect ratio: they paint at once, in their fixed box', () => {
    for (const config of [trendChart(trendSeries(trend, name), 'en'), programChart(programSeries([program('c1', 'A', 2)], name), 'en')]) {
      expect(config.options?.animation).toBe(false);
      expect(config.options?.responsive).toBe(true);
      expect(config.options?.maintainAspectRatio).toBe(false);
      expect(config.options?.plugins?.legend?.position).toBe('top');
    }
    expect(trendChart(trendSeries(trend, name), 'en').type).toBe('line');
    expect(programChart(programSeries([], name), 'en').type).toBe('bar');
  });

  it("show a tooltip's figure with its series' name in the interface language", () => {
    const config = trendChart(trendSeries(trend, name), 'ja');
    const label = config.options?.plugins?.tooltip?.callbacks?.label;
    const item = { dataset: { label: 'name of activeLearners' }, parsed: { x: 0, y: 1200 } } as unknown as TooltipItem<'line'>;
    expect(label?.call(undefined as never, item)).toBe('name of activeLearners: 1,200');
  });
});
