import type { DataSource } from 'typeorm';

import { DateRange, TrendBucket } from '../../../shared/date-range';
import { ActivityKey, dayActivityFigures, levelRows, weekOf } from './engagement-day-figures';
import {
  ActionRow,
  ActivityFigures,
  activityFiguresOf,
  dialectOf,
  EngagementSubject,
  EnrolmentFigures,
  enrolmentFiguresOf,
  EnrolmentRow,
  EnrolmentSubject,
  periodOf,
  rawActivityFigures,
  rawEnrolmentFigures,
  run,
  SessionRow,
  SUBJECT_COLUMNS,
  withinRange,
} from './engagement-figures';

/*
 * The figures of engagement-figures.ts, with the same definitions, read from the summaries the
 * database keeps current on every write (migration EngagementSummaries, its statements and why
 * triggers in database/migrations/engagement-summaries-1795740000000.ts) instead of aggregating a
 * 100k-learner workspace's enrolments and studies per request (7–15 s at the bench's 1M learners).
 * - Enrolment figures: one engagement_totals row per subject, or per program / group for a
 *   breakdown; learners there are counted once per learner by the triggers.
 * - Activity: engagement_activity (per learner, group, program and UTC day) and engagement_sessions
 *   (per learner, group, program and session); active learners are a COUNT(DISTINCT) over the
 *   learner-days in the range, which cannot be summed across days.
 * The raw statements (engagement-figures.ts) stay the definition and the tests' oracle, and answer
 * what the totals do not hold: a learner's own figures (a handful of rows), a program across
 * workspaces, and enrolments by id.
 */

/** engagement_totals has the subject: a workspace or a group, optionally one program, no learner. */
const totalsHold = (subject: EngagementSubject): boolean => !subject.userId && Boolean(subject.organizationId || subject.companyId);

export const enrolmentFigures = async (
  dataSource: DataSource,
  subject: EngagementSubject,
  groupBy: 'courseId' | 'companyId' | null = null,
): Promise<Array<EnrolmentFigures & { key: string | null }>> => {
  if (!totalsHold(subject)) return rawEnrolmentFigures(dataSource, subject, groupBy);
  const parameters: Record<string, unknown> = {};
  const conditions = ['t.learners > 0', levelRows('t', subject, groupBy, parameters)];
  const sql = `
    SELECT ${groupBy ? `t."${groupBy}"` : 'NULL'} AS "key", t.learners, t.opened, t.started, t.graduated, t.completion,
           t."discoverRate", t.engagement, t.enrolments
      FROM engagement_totals t
     WHERE ${conditions.join(' AND ')}`;
  return (await run<EnrolmentRow>(dataSource, sql, parameters)).map(enrolmentFiguresOf);
};

/** Counted rows of the subject (a row whose enrolment is hidden or gone has no workspace). */
const subjectRows = (alias: string, subject: EngagementSubject, parameters: Record<string, unknown>): string => {
  const conditions = [`${alias}."organizationId" IS NOT NULL`];
  for (const column of SUBJECT_COLUMNS) {
    const value = subject[column];
    if (!value) continue;
    parameters[`subject_${column}`] = value;
    conditions.push(`${alias}."${column}" = :subject_${column}`);
  }
  return conditions.join(' AND ');
};

export const activityFigures = async (
  dataSource: DataSource,
  subject: EngagementSubject | EnrolmentSubject,
  range: DateRange | null,
  groupBy: { kind: 'courseId' | 'companyId' | 'enrolmentId' } | { kind: 'period'; bucket: TrendBucket } | null = null,
): Promise<Array<ActivityFigures & { key: string | null }>> => {
  if ('enrolmentIds' in subject || groupBy?.kind === 'enrolmentId') return rawActivityFigures(dataSource, subject, range, groupBy);
  if (totalsHold(subject)) {
    const key: ActivityKey = !groupBy ? null : groupBy.kind === 'period' ? groupBy : { kind: groupBy.kind };
    return dayActivityFigures(dataSource, subject, range, key);
  }
  const dialect = dialectOf(dataSource);
  const actionKey = !groupBy ? 'NULL' : groupBy.kind === 'period' ? (groupBy.bucket === 'day' ? 'a."day"' : weekOf(dialect, 'a."day"')) : `a."${groupBy.kind}"`;
  const sessionKey = !groupBy ? 'NULL' : groupBy.kind === 'period' ? periodOf(dialect, 'ss."lastAt"', groupBy.bucket) : `ss."${groupBy.kind}"`;
  const actionParameters: Record<string, unknown> = {};
  if (range) Object.assign(actionParameters, { rangeFrom: range.from, rangeTo: range.to });
  // Per learner first (as the raw enrolment figures do): active learners are then a COUNT(*) of a
  // hash aggregate rather than a COUNT(DISTINCT) that sorts every learner-day of the range.
  const actions = `
    SELECT learner."key", COUNT(*) AS active, SUM(learner.actions) AS actions, SUM(learner.seconds) AS seconds
      FROM (SELECT ${actionKey} AS "key", a."userId", SUM(a.actions) AS actions, SUM(a.seconds) AS seconds
              FROM engagement_activity a
             WHERE ${subjectRows('a', subject, actionParameters)} ${range ? 'AND a."day" >= :rangeFrom AND a."day" <= :rangeTo' : ''}
             GROUP BY ${groupBy ? `${actionKey}, ` : ''}a."userId") learner
     GROUP BY learner."key"`;
  const sessionParameters: Record<string, unknown> = {};
  // Completed: as many of the session's actions done as it has now, asked once per session and count
  // rather than once per learner.
  const sessions = `
    SELECT ${groupBy ? 'done."key"' : 'NULL'} AS "key", SUM(done.sessions) AS sessions
      FROM (SELECT ${sessionKey} AS "key", ss."chapterId", ss.done, COUNT(*) AS sessions
              FROM engagement_sessions ss
             WHERE ${subjectRows('ss', subject, sessionParameters)} AND ${withinRange(dialect, 'ss."lastAt"', range, sessionParameters)}
             GROUP BY ${groupBy ? `${sessionKey}, ` : ''}ss."chapterId", ss.done) done
     WHERE done.done = (SELECT COUNT(*) FROM actions chapter_step WHERE chapter_step."chapterId" = done."chapterId")
     ${groupBy ? 'GROUP BY done."key"' : ''}`;
  const [actionRows, sessionRows] = await Promise.all([
    run<ActionRow>(dataSource, actions, actionParameters),
    run<SessionRow>(dataSource, sessions, sessionParameters),
  ]);
  return activityFiguresOf(actionRows, sessionRows);
};
