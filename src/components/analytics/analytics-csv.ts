import type { EngagementAnalyticsQuery } from '@/graphql/types';

import { buildCsv } from '../resource/csv';

export type AnalyticsData = EngagementAnalyticsQuery;

/** The columns each part of the screen fills; a figure a part does not have is left empty. */
const FIGURES = [
  'learners',
  'activeLearners',
  'usersGraduated',
  'graduationRate',
  'averageCompletion',
  'completedChapters',
  'completedActions',
  'minutesSpent',
] as const;
type FigureKey = (typeof FIGURES)[number];

/**
 * What the screen shows, as one CSV table: the summary of the range, then each program, then each
 * day or week of the trend (`part` says which). Headers come translated from the caller.
 */
export const analyticsCsv = (
  data: AnalyticsData,
  range: { from: string; to: string },
  words: { part: string; name: string; summary: string; program: string; period: string; figure: (key: FigureKey) => string },
): string => {
  const cells = (row: Partial<Record<FigureKey, number>>) => FIGURES.map((key) => (row[key] === undefined ? '' : String(row[key])));
  const rows: string[][] = [
    [words.summary, `${range.from} – ${range.to}`, ...cells(data.engagementFigures)],
    ...data.engagementByProgram.map((program) => [words.program, program.title, ...cells(program)]),
    ...data.engagementTrend.map((point) => [words.period, point.period, ...cells(point)]),
  ];
  return buildCsv([words.part, words.name, ...FIGURES.map(words.figure)], rows);
};
