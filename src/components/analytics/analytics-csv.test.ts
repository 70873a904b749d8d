import { describe, expect, it } from 'vitest';

import { analyticsCsv, AnalyticsData } from './analytics-csv';

const figures = {
  learners: 3,
  activeLearners: 2,
  usersGraduated: 2,
  graduationRate: 66.7,
  averageCompletion: 50,
  completedChapters: 3,
  completedActions: 5,
  minutesSpent: 20,
};

describe('the analytics CSV', () => {
  it('holds the summary, each program and each trend point, a figure a part lacks left empty', () => {
    const data: AnalyticsData = {
      engagementFigures: { ...figures, usersRegistered: 9, usersOpened: 3, usersStarted: 3, averageDiscoverRate: 40, averageEngagement: 30 },
      engagementByProgram: [{ courseId: 'c1', title: 'Program, one', ...figures }],
      engagementTrend: [{ period: '2026-03-02', activeLearners: 1, completedChapters: 0, completedActions: 1, minutesSpent: 2 }],
    };
    const csv = analyticsCsv(
      data,
      { from: '2026-03-01', to: '2026-03-31' },
      {
        part: 'Part',
        name: 'Name',
        summary: 'Summary',
        program: 'Program',
        period: 'Period',
        figure: (key) => key,
      },
    );
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r\n/);
    expect(lines).toEqual([
      'Part,Name,learners,activeLearners,usersGraduated,graduationRate,averageCompletion,completedChapters,completedActions,minutesSpent',
      'Summary,2026-03-01 – 2026-03-31,3,2,2,66.7,50,3,5,20',
      'Program,"Program, one",3,2,2,66.7,50,3,5,20',
      'Period,2026-03-02,,1,,,,0,1,2',
    ]);
  });
});
