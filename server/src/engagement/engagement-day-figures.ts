import type { DataSource } from 'typeorm';

import { DateRange, TrendBucket } from '../../../shared/date-range';
import { ActionRow, ActivityFigures, activityFiguresOf, Dialect, dialectOf, EngagementSubject, NO_ACTIVITY, run, SessionRow } from './engagement-figures';

/*
 * The activity figures of a workspace or a group (optionally one program), per program, group or
 * period, from the per-level and per-day summaries (migration EngagementDaySummaries): what they
 * read grows with the days of the range, not with the learners.
 * - Completed actions and minutes: engagement_days.
 * - Active learners in [from, to]: each learner has one row per active day in
 *   engagement_learner_days with their previous active day; they are active in the range exactly
 *   once with a previous day before `from` (their first day in it), which engagement_day_learners
 *   counts per day and previous day. Per day: every row of the day. Per week: the rows whose
 *   previous day is before the week's start (or the range's, when the week begins before it).
 * - Completed sessions: engagement_day_sessions, per session and actions done, completed when that
 *   is the session's current number of actions.
 */

/** The level rows of a subject: '' stands for "every group" / "every program"; a breakdown reads the named ones. */
export const levelRows = (alias: string, subject: EngagementSubject, groupBy: string | null, parameters: Record<string, unknown>): string => {
  const conditions: string[] = [];
  for (const column of ['organizationId', 'companyId', 'courseId'] as const) {
    const value = subject[column];
    if (value) {
      parameters[`level_${column}`] = value;
      conditions.push(`${alias}."${column}" = :level_${column}`);
    } else if (column !== 'organizationId') conditions.push(`${alias}."${column}" ${groupBy === column ? '<>' : '='} ''`);
  }
  return conditions.join(' AND ');
};

/** The Monday of a 'YYYY-MM-DD' day's week, as the raw trend's date_trunc('week') gives it. */
export const weekOf = (dialect: Dialect, day: string): string =>
  dialect === 'postgres'
    ? `to_char(CAST(${day} AS date) - (CAST(EXTRACT(ISODOW FROM CAST(${day} AS date)) AS integer) - 1), 'YYYY-MM-DD')`
    : `date(${day}, '-6 days', 'weekday 1')`;

export type ActivityKey = { kind: 'courseId' | 'companyId' } | { kind: 'period'; bucket: TrendBucket } | null;

export const dayActivityFigures = async (
  dataSource: DataSource,
  subject: EngagementSubject,
  range: DateRange | null,
  groupBy: ActivityKey,
): Promise<Array<ActivityFigures & { key: string | null }>> => {
  const dialect = dialectOf(dataSource);
  const column = groupBy && groupBy.kind !== 'period' ? groupBy.kind : null;
  const keyOf = (alias: string) =>
    !groupBy
      ? 'NULL'
      : groupBy.kind === 'period'
        ? groupBy.bucket === 'day'
          ? `${alias}."day"`
          : weekOf(dialect, `${alias}."day"`)
        : `${alias}."${groupBy.kind}"`;
  const rows = (alias: string, parameters: Record<string, unknown>) => {
    if (range) Object.assign(parameters, { rangeFrom: range.from, rangeTo: range.to });
    return `${levelRows(alias, subject, column, parameters)} ${range ? `AND ${alias}."day" >= :rangeFrom AND ${alias}."day" <= :rangeTo` : ''}`;
  };
  const grouped = (alias: string) => (groupBy ? `GROUP BY ${keyOf(alias)}` : '');

  const actionParameters: Record<string, unknown> = {};
  const actions = `SELECT ${keyOf('d')} AS "key", SUM(d.actions) AS actions, SUM(d.seconds) AS seconds
      FROM engagement_days d WHERE ${rows('d', actionParameters)} ${grouped('d')}`;
  const activeParameters: Record<string, unknown> = {};
  // A learner's first day in the range (or in the week): the previous one is before its start.
  const start =
    groupBy?.kind === 'period' && groupBy.bucket === 'week'
      ? range
        ? `(CASE WHEN ${weekOf(dialect, 'l."day"')} < :rangeFrom THEN :rangeFrom ELSE ${weekOf(dialect, 'l."day"')} END)`
        : weekOf(dialect, 'l."day"')
      : ':rangeFrom';
  const byWeek = groupBy?.kind === 'period' && groupBy.bucket === 'week';
  const firstDay = groupBy?.kind === 'period' && groupBy.bucket === 'day' ? '' : range || byWeek ? `AND l."prevDay" < ${start}` : `AND l."prevDay" = ''`;
  const active = `SELECT ${keyOf('l')} AS "key", SUM(l.learners) AS active
      FROM engagement_day_learners l WHERE ${rows('l', activeParameters)} ${firstDay} ${grouped('l')}`;
  const sessionParameters: Record<string, unknown> = {};
  const sessions = `
    SELECT ${groupBy ? 'done."key"' : 'NULL'} AS "key", SUM(done.sessions) AS sessions
      FROM (SELECT ${keyOf('s')} AS "key", s."chapterId", s.done, SUM(s.sessions) AS sessions
              FROM engagement_day_sessions s WHERE ${rows('s', sessionParameters)}
             GROUP BY ${groupBy ? `${keyOf('s')}, ` : ''}s."chapterId", s.done) done
     WHERE done.done = (SELECT COUNT(*) FROM actions chapter_step WHERE chapter_step."chapterId" = done."chapterId")
     ${groupBy ? 'GROUP BY done."key"' : ''}`;

  type Sums = { key: string | null; actions: string | number | null; seconds: string | number | null };
  const [actionRows, activeRows, sessionRows] = await Promise.all([
    run<Sums>(dataSource, actions, actionParameters),
    run<{ key: string | null; active: string | number | null }>(dataSource, active, activeParameters),
    run<SessionRow>(dataSource, sessions, sessionParameters),
  ]);
  const activeOf = new Map(activeRows.map((row) => [row.key, row.active]));
  // As the raw statements: a key only with something done in it; the totals always (zeros when nothing).
  const figures = activityFiguresOf(
    actionRows
      .filter((row) => Number(row.actions ?? 0) > 0)
      .map((row): ActionRow => ({ key: row.key, actions: row.actions ?? 0, seconds: row.seconds, active: activeOf.get(row.key) ?? 0 })),
    sessionRows.filter((row) => Number(row.sessions ?? 0) > 0),
  );
  return groupBy || figures.length ? figures : [{ key: null, ...NO_ACTIVITY }];
};
