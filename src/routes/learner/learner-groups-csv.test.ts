import { describe, expect, it } from 'vitest';

import { buildCsv } from '@/components/resource/csv';

import { learnerGroupsCsv, LearnerGroupRow } from './learner-groups-csv';

const row: LearnerGroupRow = {
  companyId: 'company-acme-sales',
  organizationId: 'org-acme',
  companyName: 'Sales, "North"',
  isDisabled: false,
  programsCount: 3,
  minutesSpent: 42,
  numOfCompletedChapters: 5,
  avgCompletion: 66.6,
};

describe('learnerGroupsCsv', () => {
  it('names the file after the learner and writes the five columns in order', () => {
    const csv = learnerGroupsCsv('learner007@demo.test');
    expect(csv.filename).toBe('learner007@demo.test-groups.csv');
    expect(csv.columns.map((column) => column.header)).toEqual(['Group Id', 'Group Name', 'Minutes Spent', 'Completed Sessions', 'Average Completion']);
    expect(csv.columns.map((column) => column.value(row))).toEqual(['company-acme-sales', 'Sales, "North"', '42', '5', '67']);
  });

  it('produces a CSV whose quoted cells survive commas and quotes', () => {
    const csv = learnerGroupsCsv('someone@demo.test');
    const text = buildCsv(
      csv.columns.map((column) => column.header),
      [csv.columns.map((column) => column.value(row))],
    );
    expect(text).toContain('"Sales, ""North"""');
  });
});
