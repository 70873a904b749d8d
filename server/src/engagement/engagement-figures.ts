import type { DataSource } from 'typeorm';

import { addDays, DateRange, TrendBucket } from '../../../shared/date-range';
import { GRADUATION_COMPLETION } from '../../../shared/constants';

/*
 * Every engagement figure, defined once, as SQL over the per-user course engagement records
 * (course_engagements: who is enrolled in which program in which group, how far they got) and the
 * study records (studies: each action a learner completed, when, and for how long). The workspace
 * card, the group header, the analytics screens, the per-program breakdown, the trend and a
 * learner's group table all read these functions, so no two of them can count differently.
 *
 * - learners: people with an enrolment in the subject; graduated: those of them with at least
 *   GRADUATION_COMPLETION percent of a program completed (spec 02 §9); graduationRate: graduated out
 *   of learners, so "174 of 263" is 66 %, never 18 %.
 * - averageCompletion (discover rate, engagement): over enrolments.
 * - completedActions, minutesSpent, activeLearners: the completed studies (in the range when one is
 *   given), minutes being their time spent; a learner is active when they completed an action.
 * - completedSessions: sessions whose every action the learner completed, counted when the last
 *   was (in the range). A completed session has completed actions, so there are never fewer
 *   actions than sessions.
 * Only enrolments visible in analytics count, and a study counts through its enrolment (spec 02 §6).
 * Days are UTC days (spec 02 §9).
 *
 * These statements are the definition. A workspace's or a group's figures are read from summaries
 * the database keeps current (engagement-summaries.ts, engagement-day-figures.ts), which
 * engagement-summaries.test.ts holds equal to these after every kind of write.
 */

/** What the figures are about: each given column narrows the enrolments (a workspace, a group, a program, a learner). */
export type EngagementSubject = { organizationId?: string | null; companyId?: string | null; courseId?: string | null; userId?: string | null };

/**
 * Some enrolments by id, hidden ones included: a learner's own progress per program is theirs to
 * see whatever analytics counts (only counting leaves hidden learners out).
 */
export type EnrolmentSubject = { enrolmentIds: readonly string[] };

export const SUBJECT_COLUMNS = ['organizationId', 'companyId', 'courseId', 'userId'] as const;

export type EnrolmentFigures = {
  learners: number;
  enrolments: number;
  usersOpened: number;
  usersStarted: number;
  usersGraduated: number;
  graduationRate: number;
  averageCompletion: number;
  averageDiscoverRate: number;
  averageEngagement: number;
};

export type ActivityFigures = { activeLearners: number; completedActions: number; minutesSpent: number; completedSessions: number };

export const round = (value: unknown): number => Math.round(Number(value ?? 0) * 10) / 10;

export type Dialect = 'postgres' | 'sqlite';

/** Runs `:name` parameters on either database. */
export const run = async <Row>(dataSource: DataSource, sql: string, parameters: Record<string, unknown>): Promise<Row[]> => {
  const [text, bound] = dataSource.driver.escapeQueryWithParameters(sql, parameters);
  return dataSource.query<Row[]>(text, bound);
};

export const dialectOf = (dataSource: DataSource): Dialect => (dataSource.options.type === 'postgres' ? 'postgres' : 'sqlite');

/** A stored timestamp compared as the database stores it: SQLite keeps UTC text 'YYYY-MM-DD HH:MM:SS.SSS'. */
const instant = (dialect: Dialect, day: string): string => (dialect === 'postgres' ? `${day}T00:00:00Z` : `${day} 00:00:00.000`);

/** The UTC day (or the Monday of its week) of a timestamp column, as 'YYYY-MM-DD'. */
export const periodOf = (dialect: Dialect, column: string, bucket: TrendBucket): string => {
  if (dialect === 'postgres') return `to_char(date_trunc('${bucket}', ${column} AT TIME ZONE 'UTC'), 'YYYY-MM-DD')`;
  return bucket === 'day' ? `substr(${column}, 1, 10)` : `date(substr(${column}, 1, 10), '-6 days', 'weekday 1')`;
};

/** The enrolments of a subject: `e` rows visible in analytics. */
const enrolmentsOf = (subject: EngagementSubject | EnrolmentSubject, parameters: Record<string, unknown>): string => {
  if ('enrolmentIds' in subject) {
    parameters.enrolmentIds = subject.enrolmentIds;
    return subject.enrolmentIds.length ? 'e.id IN (:...enrolmentIds)' : '1 = 0';
  }
  const conditions = ['e."visibleInAnalytics"'];
  for (const column of SUBJECT_COLUMNS) {
    const value = subject[column];
    if (!value) continue;
    parameters[`subject_${column}`] = value;
    conditions.push(`e."${column}" = :subject_${column}`);
  }
  return conditions.join(' AND ');
};

/** Studies at a time within the range: from its first day's midnight to the midnight after its last. */
export const withinRange = (dialect: Dialect, column: string, range: DateRange | null, parameters: Record<string, unknown>): string => {
  if (!range) return '1 = 1';
  parameters.rangeStart = instant(dialect, range.from);
  parameters.rangeEnd = instant(dialect, addDays(range.to, 1));
  return `${column} >= :rangeStart AND ${column} < :rangeEnd`;
};

/**
 * The enrolment figures, per `groupBy` column ('courseId' for the per-program breakdown) or for the
 * whole subject. Per learner first: each "how many learners" is then a sum with no DISTINCT to sort,
 * and a group's rows come in learner order from its covering index (IDX_course_engagements_group_summary).
 */
export const rawEnrolmentFigures = async (
  dataSource: DataSource,
  subject: EngagementSubject,
  groupBy: 'courseId' | 'companyId' | null = null,
): Promise<Array<EnrolmentFigures & { key: string | null }>> => {
  const parameters: Record<string, unknown> = {};
  const key = groupBy ? `e."${groupBy}"` : 'NULL';
  const graduated = `CASE WHEN e.completion >= ${GRADUATION_COMPLETION} THEN 1 ELSE 0 END`;
  const sql = `
    SELECT learner."key" AS "key", COUNT(*) AS learners, SUM(learner.opened) AS opened, SUM(learner.started) AS started,
           SUM(learner.graduated) AS graduated, SUM(learner.completion) AS completion, SUM(learner."discoverRate") AS "discoverRate",
           SUM(learner.engagement) AS engagement, SUM(learner.enrolments) AS enrolments
      FROM (SELECT ${key} AS "key", e."userId",
                   MAX(CASE WHEN e.opened THEN 1 ELSE 0 END) AS opened, MAX(CASE WHEN e.started THEN 1 ELSE 0 END) AS started,
                   MAX(${graduated}) AS graduated, SUM(CAST(e.completion AS DOUBLE PRECISION)) AS completion,
                   SUM(CAST(e."discoverRate" AS DOUBLE PRECISION)) AS "discoverRate", SUM(CAST(e.engagement AS DOUBLE PRECISION)) AS engagement,
                   COUNT(*) AS enrolments
              FROM course_engagements e
             WHERE ${enrolmentsOf(subject, parameters)}
             GROUP BY ${groupBy ? `${key}, ` : ''}e."userId") learner
     GROUP BY learner."key"`;
  return (await run<EnrolmentRow>(dataSource, sql, parameters)).map(enrolmentFiguresOf);
};

/** An enrolment row of either source: per-learner counts and sums, per key. */
export type EnrolmentRow = Record<
  'key' | 'learners' | 'opened' | 'started' | 'graduated' | 'completion' | 'discoverRate' | 'engagement' | 'enrolments',
  string | number | null
>;

export const enrolmentFiguresOf = (row: EnrolmentRow): EnrolmentFigures & { key: string | null } => {
  const learners = Number(row.learners ?? 0);
  const enrolments = Number(row.enrolments ?? 0);
  const average = (sum: unknown) => (enrolments ? round(Number(sum ?? 0) / enrolments) : 0);
  return {
    key: row.key === null ? null : String(row.key),
    learners,
    enrolments,
    usersOpened: Number(row.opened ?? 0),
    usersStarted: Number(row.started ?? 0),
    usersGraduated: Number(row.graduated ?? 0),
    graduationRate: learners ? round((Number(row.graduated ?? 0) * 100) / learners) : 0,
    averageCompletion: average(row.completion),
    averageDiscoverRate: average(row.discoverRate),
    averageEngagement: average(row.engagement),
  };
};

/** An enrolment figure set with nothing in it: a subject nobody is enrolled in. */
export const NO_ENROLMENTS: EnrolmentFigures = {
  learners: 0,
  enrolments: 0,
  usersOpened: 0,
  usersStarted: 0,
  usersGraduated: 0,
  graduationRate: 0,
  averageCompletion: 0,
  averageDiscoverRate: 0,
  averageEngagement: 0,
};

export const NO_ACTIVITY: ActivityFigures = { activeLearners: 0, completedActions: 0, minutesSpent: 0, completedSessions: 0 };

/** The completed studies of the subject's enrolments, as `s` (each through its own enrolment `e`). */
const studiesOf = (subject: EngagementSubject | EnrolmentSubject, parameters: Record<string, unknown>, join = ''): string => `
  studies s
  JOIN course_engagements e ON e."userId" = s."userId" AND e."courseId" = s."courseId" AND e."companyId" = s."companyId" ${join}
 WHERE ${enrolmentsOf(subject, parameters)} AND s."completedAt" IS NOT NULL`;

/**
 * The activity figures in the range (all time without one), per `groupBy`: 'courseId' for the
 * breakdown, a UTC day or week for the trend, or nothing for the subject's totals.
 */
export const rawActivityFigures = async (
  dataSource: DataSource,
  subject: EngagementSubject | EnrolmentSubject,
  range: DateRange | null,
  groupBy: { kind: 'courseId' | 'companyId' | 'enrolmentId' } | { kind: 'period'; bucket: TrendBucket } | null = null,
): Promise<Array<ActivityFigures & { key: string | null }>> => {
  const dialect = dialectOf(dataSource);
  // A study's enrolment is its joined `e` row; a completed session keeps it as enrolmentId.
  const keyOf = (time: string, row: string) => {
    if (!groupBy) return 'NULL';
    if (groupBy.kind === 'period') return periodOf(dialect, time, groupBy.bucket);
    return groupBy.kind === 'enrolmentId' && row === 's' ? 'e.id' : `${row}."${groupBy.kind}"`;
  };
  const actionParameters: Record<string, unknown> = {};
  const actions = `
    SELECT ${keyOf('s."completedAt"', 's')} AS "key", COUNT(DISTINCT s."userId") AS active, COUNT(*) AS actions,
           SUM(s."secondsSpent") AS seconds
      FROM ${studiesOf(subject, actionParameters)} AND ${withinRange(dialect, 's."completedAt"', range, actionParameters)}
     ${groupBy ? `GROUP BY ${keyOf('s."completedAt"', 's')}` : ''}`;
  const sessionParameters: Record<string, unknown> = {};
  // A session is completed when the learner completed as many of its actions as it has.
  const sessions = `
    SELECT ${keyOf('done."completedAt"', 'done')} AS "key", COUNT(*) AS sessions
      FROM (SELECT e.id AS "enrolmentId", s."userId", s."companyId", s."courseId", step."chapterId", COUNT(*) AS completed,
                   MAX(s."completedAt") AS "completedAt"
              FROM ${studiesOf(subject, sessionParameters, 'JOIN actions step ON step.id = s."actionId"')}
             GROUP BY e.id, s."userId", s."companyId", s."courseId", step."chapterId") done
     WHERE done.completed = (SELECT COUNT(*) FROM actions chapter_step WHERE chapter_step."chapterId" = done."chapterId")
       AND ${withinRange(dialect, 'done."completedAt"', range, sessionParameters)}
     ${groupBy ? `GROUP BY ${keyOf('done."completedAt"', 'done')}` : ''}`;
  const [actionRows, sessionRows] = await Promise.all([
    run<ActionRow>(dataSource, actions, actionParameters),
    run<SessionRow>(dataSource, sessions, sessionParameters),
  ]);
  return activityFiguresOf(actionRows, sessionRows);
};

export type ActionRow = { key: string | null; active: string | number; actions: string | number; seconds: string | number | null };
export type SessionRow = { key: string | null; sessions: string | number };

/** The activity figures per key from the completed-actions rows and the completed-sessions rows of either source. */
export const activityFiguresOf = (actionRows: ActionRow[], sessionRows: SessionRow[]): Array<ActivityFigures & { key: string | null }> => {
  const byKey = new Map<string | null, ActivityFigures & { key: string | null }>();
  const entry = (key: string | null) => byKey.get(key) ?? byKey.set(key, { key, ...NO_ACTIVITY }).get(key)!;
  for (const row of actionRows) {
    Object.assign(entry(row.key), {
      activeLearners: Number(row.active),
      completedActions: Number(row.actions),
      minutesSpent: Math.round(Number(row.seconds ?? 0) / 60),
    });
  }
  for (const row of sessionRows) entry(row.key).completedSessions = Number(row.sessions);
  return [...byKey.values()];
};
