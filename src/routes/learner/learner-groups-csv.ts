import type { LearnerGroupsQuery } from '@/graphql/types';
import type { CsvDeclaration } from '@/resources/declaration';

export type LearnerGroupRow = LearnerGroupsQuery['userGroupEngagements'][number];

/** The client-side export of a user's groups (spec 02 §9): headers as the product writes them. */
export const learnerGroupsCsv = (email: string): CsvDeclaration<LearnerGroupRow> => ({
  filename: `${email || 'learner'}-groups.csv`,
  columns: [
    { header: 'Group Id', value: (row) => row.companyId },
    { header: 'Group Name', value: (row) => row.companyName },
    { header: 'Minutes Spent', value: (row) => String(row.minutesSpent) },
    { header: 'Completed Sessions', value: (row) => String(row.numOfCompletedChapters) },
    { header: 'Average Completion', value: (row) => String(Math.round(row.avgCompletion)) },
  ],
});
