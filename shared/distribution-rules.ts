/**
 * Program distribution (spec 02 §2, §4, §5): the settings' rules across fields, the restrictions a
 * workspace's plan puts on programs, and the constants of the distribution screen. The server
 * refuses what they forbid with these messages; the SPA's dialog runs the same rules.
 */
import { subscriptionStateOf, tierAllows, WorkspacePlanFacts } from './plans';
import type { RowProblem, RowRule } from './row-rules';
import type { MessageName } from './validation';

/** The settings a distribution to new groups carries; dates as ISO texts, Dates or epoch milliseconds. */
export type DistributionSettings = {
  /** The start date: a scheduled distribution. */
  futureDistribution: string | number | Date | null;
  /** Available until. */
  absoluteDeadline: string | number | Date | null;
  /** Available for this many days, counted per learner from their own start. */
  relativeDeadline: number | null;
  dueDate: string | number | Date | null;
  manualReviewsSkipEndorsment: boolean;
  showHintsAfterAssessmentsCompleted: boolean;
  hideAssessmentsAfterCompleted: boolean;
};

/** What of a program the settings and restrictions depend on. */
export type ProgramFacts = { manualReviews: boolean; hasAssessments: boolean; hasProctoring: boolean; type: string };

/** After saving, the table refreshes every 7 s, 5 times (spec 02 §9). */
export const DISTRIBUTION_REFRESH_MS = 7000;
export const DISTRIBUTION_REFRESH_TIMES = 5;

/** Date pickers' format (spec 02 §5 'MM/d/yyyy h:mm aa', in dayjs' tokens). */
export const DISTRIBUTION_DATE_FORMAT = 'MM/D/YYYY h:mm A';

/** A date picked a moment ago is still "now": the browser's and the server's clocks differ by a little. */
export const MINIMUM_DATE_GRACE_MS = 5 * 60_000;

/** The three deadlines exclude each other, and a start date excludes all three (spec 02 §5). */
export const DEADLINE_FIELDS = ['absoluteDeadline', 'relativeDeadline', 'dueDate'] as const;

const isSet = (value: unknown): boolean => value !== null && value !== undefined && value !== '';

const timeOf = (value: unknown): number | null => {
  if (!isSet(value)) return null;
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return value;
  const parsed = Date.parse(String(value));
  return Number.isNaN(parsed) ? null : parsed;
};

/** The settings' rules across fields, judged at `now` (the minimum dates): the dialog and the server list the same. */
export const distributionRules = (now: number): ReadonlyArray<RowRule<DistributionSettings>> => [
  (row) =>
    isSet(row.futureDistribution)
      ? DEADLINE_FIELDS.filter((field) => isSet(row[field])).map((field) => ({ field, message: 'distributionStartExcludesDeadlines' as const }))
      : null,
  (row) => {
    const set = DEADLINE_FIELDS.filter((field) => isSet(row[field]));
    return isSet(row.futureDistribution) || set.length < 2 ? null : set.slice(1).map((field) => ({ field, message: 'distributionOneDeadline' as const }));
  },
  (row) =>
    isSet(row.relativeDeadline) && !(Number.isInteger(row.relativeDeadline) && Number(row.relativeDeadline) >= 0)
      ? { field: 'relativeDeadline', message: 'availableForDays' }
      : null,
  // The minimum date is now, or the start date when there is one.
  (row) => {
    const start = timeOf(row.futureDistribution);
    const minimum = Math.max(now - MINIMUM_DATE_GRACE_MS, start ?? 0);
    const early: RowProblem[] = [];
    if (start !== null && start < now - MINIMUM_DATE_GRACE_MS) early.push({ field: 'futureDistribution', message: 'distributionDateInPast' });
    for (const field of ['absoluteDeadline', 'dueDate'] as const) {
      const time = timeOf(row[field]);
      if (time !== null && time < minimum) early.push({ field, message: 'distributionDateInPast' });
    }
    return early;
  },
];

/** The flags that apply only to some programs: skip endorsement with manual reviews, hints and hiding with assessments. */
export const distributionFlagRules = (program: ProgramFacts): ReadonlyArray<RowRule<DistributionSettings>> => [
  (row) =>
    row.manualReviewsSkipEndorsment && !program.manualReviews ? { field: 'manualReviewsSkipEndorsment', message: 'distributionFlagNotForProgram' } : null,
  (row) =>
    !program.hasAssessments
      ? (['showHintsAfterAssessmentsCompleted', 'hideAssessmentsAfterCompleted'] as const)
          .filter((field) => row[field])
          .map((field) => ({ field, message: 'distributionFlagNotForProgram' as const }))
      : null,
];

/**
 * Why a program cannot be distributed in a workspace, or null: a program with manual reviews,
 * assessments, Scorm or proctoring needs the matching feature (spec 02 §5).
 */
export const programRestriction = (program: ProgramFacts, workspace: WorkspacePlanFacts): MessageName | null => {
  if (program.manualReviews && !tierAllows(workspace, 'manualReviews')) return 'not_allowed_distribute_course_with_manual_review';
  if (program.hasAssessments && !tierAllows(workspace, 'assessments')) return 'not_allowed_distribute_course_with_assessment';
  if (program.type === 'Scorm' && !tierAllows(workspace, 'scorm')) return 'not_allowed_distribute_course_with_scorm';
  if (program.hasProctoring && !tierAllows(workspace, 'proctoring')) return 'not_allowed_distribute_course_with_proctoring';
  return null;
};

/**
 * A group's toggle is disabled while its workspace's subscription is expired, unless the program
 * is already distributed to it or scheduled there (spec 02 §5): it may then still be removed.
 */
export const toggleLocked = (workspace: WorkspacePlanFacts, group: { distributed: boolean; scheduled: boolean }): boolean =>
  subscriptionStateOf(workspace) === 'expired' && !group.distributed && !group.scheduled;

/** The day a learner's access ends with "available for N days": N days after their own start. */
export const relativeDeadlineOf = (learnerStart: Date, days: number): Date => new Date(learnerStart.getTime() + days * 86_400_000);

/** A learner's own start in a group's program: when it reached them, the later of its distribution and their joining the group. */
export const learnerStartOf = (distributedAt: Date, joinedAt: Date | null): Date => (joinedAt && joinedAt > distributedAt ? joinedAt : distributedAt);

/** When a learner's access to a group's program ends (null: never): its due date, else available until, else N days after their own start. */
export const learnerDeadlineOf = (
  distribution: { dueDate: Date | null; absoluteDeadline: Date | null; relativeDeadline: number | null },
  learnerStart: Date,
): Date | null =>
  distribution.dueDate ??
  distribution.absoluteDeadline ??
  (distribution.relativeDeadline === null ? null : relativeDeadlineOf(learnerStart, distribution.relativeDeadline));
