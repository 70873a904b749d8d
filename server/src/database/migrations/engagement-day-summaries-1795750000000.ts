import { backfill as firstBackfill, SummaryDialect } from './engagement-summaries-1795740000000';

/*
 * The statements of the EngagementDaySummaries migrations (both dialects), frozen with them. They
 * make the activity figures of a workspace or a group independent of its number of learners: the
 * first summaries (engagement-summaries-1795740000000.ts) still had one row per learner and day to
 * read, and "active learners in a range" cannot be summed over days.
 *
 * Per level — (workspace, '', ''), (workspace, group, ''), (workspace, '', program), (workspace,
 * group, program), as in engagement_totals — and UTC day:
 * - engagement_days: completed actions and seconds.
 * - engagement_learner_days: the learners active that day, each with the day they were last active
 *   before it ('' for none). A learner is active in [from, to] exactly when one of their days in it
 *   has a previous day before `from` (their first day in the range), so
 * - engagement_day_learners: per day and previous day, how many learners; active learners in
 *   [from, to] = the sum over the range's days of the rows whose previous day < from. A range reads
 *   (days in it × distinct previous days) rows, whatever the number of learners.
 * - engagement_day_sessions: sessions whose last action was done that day, per session and number of
 *   its actions done (completed when that is the session's number of actions, decided when read).
 * All follow engagement_activity and engagement_sessions (counted rows: those with a workspace)
 * through triggers; learner days stay ordered by recomputing the previous day of the day after the
 * changed one.
 */

const LEVELS = [
  { group: false, program: false },
  { group: true, program: false },
  { group: false, program: true },
  { group: true, program: true },
] as const;
type Level = (typeof LEVELS)[number];

const dayOf = (dialect: SummaryDialect, column: string) =>
  dialect === 'postgres' ? `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD')` : `substr(${column}, 1, 10)`;

/** The level's key values for a source row (NEW or OLD). */
const keyOf = (row: string, level: Level) => [`${row}."organizationId"`, level.group ? `${row}."companyId"` : `''`, level.program ? `${row}."courseId"` : `''`];

/** `alias`'s level columns equal to the source row's (an empty alias: the statement's own table). */
const levelWhere = (alias: string, row: string, level: Level) => {
  const [organization, group, program] = keyOf(row, level);
  const column = (name: string) => (alias ? `${alias}."${name}"` : `"${name}"`);
  return `${column('organizationId')} = ${organization} AND ${column('companyId')} = ${group} AND ${column('courseId')} = ${program}`;
};

export const createDayTables = (): string[] => {
  const id = 'varchar(64)';
  const key = `"organizationId" ${id} NOT NULL, "companyId" ${id} NOT NULL, "courseId" ${id} NOT NULL`;
  return [
    `CREATE TABLE "engagement_days" (${key}, "day" varchar(10) NOT NULL, "actions" integer NOT NULL DEFAULT 0, "seconds" integer NOT NULL DEFAULT 0, PRIMARY KEY ("organizationId", "companyId", "courseId", "day"))`,
    `CREATE INDEX "IDX_engagement_days_group" ON "engagement_days" ("companyId", "courseId", "day")`,
    `CREATE TABLE "engagement_learner_days" (${key}, "userId" ${id} NOT NULL, "day" varchar(10) NOT NULL, "prevDay" varchar(10) NOT NULL, PRIMARY KEY ("organizationId", "companyId", "courseId", "userId", "day"))`,
    `CREATE TABLE "engagement_day_learners" (${key}, "day" varchar(10) NOT NULL, "prevDay" varchar(10) NOT NULL, "learners" integer NOT NULL DEFAULT 0, PRIMARY KEY ("organizationId", "companyId", "courseId", "day", "prevDay"))`,
    `CREATE INDEX "IDX_engagement_day_learners_group" ON "engagement_day_learners" ("companyId", "courseId", "day", "prevDay", "learners")`,
    `CREATE TABLE "engagement_day_sessions" (${key}, "day" varchar(10) NOT NULL, "chapterId" ${id} NOT NULL, "done" integer NOT NULL, "sessions" integer NOT NULL DEFAULT 0, PRIMARY KEY ("organizationId", "companyId", "courseId", "day", "chapterId", "done"))`,
    `CREATE INDEX "IDX_engagement_day_sessions_group" ON "engagement_day_sessions" ("companyId", "courseId", "day")`,
  ];
};

/** An activity row (counted: with a workspace) added (1) or removed (-1) at every level. */
const activityChanged = (row: string, sign: 1 | -1): string[] =>
  LEVELS.flatMap((level) => {
    const key = keyOf(row, level).join(', ');
    const learner = (alias: string) => `${levelWhere(alias, row, level)} AND ${alias ? `${alias}.` : ''}"userId" = ${row}."userId"`;
    const table = '"engagement_learner_days"';
    // The learner's day after this one gets its previous day again (this day, or the one before it).
    const reorder = `UPDATE ${table} SET "prevDay" = COALESCE((SELECT MAX(x."day") FROM ${table} x
        WHERE x."organizationId" = ${table}."organizationId" AND x."companyId" = ${table}."companyId" AND x."courseId" = ${table}."courseId"
          AND x."userId" = ${table}."userId" AND x."day" < ${table}."day"), '')
      WHERE ${learner('')} AND "day" = (SELECT MIN(y."day") FROM ${table} y WHERE ${learner('y')} AND y."day" > ${row}."day")
        AND ${row}."organizationId" IS NOT NULL`;
    const stillActive = `EXISTS (SELECT 1 FROM "engagement_activity" a WHERE a."userId" = ${row}."userId" AND a."day" = ${row}."day" AND ${levelWhere('a', row, level)})`;
    return [
      ...(sign === 1
        ? [
            `INSERT INTO "engagement_days" ("organizationId", "companyId", "courseId", "day") SELECT ${key}, ${row}."day" WHERE ${row}."organizationId" IS NOT NULL ON CONFLICT DO NOTHING`,
            `INSERT INTO ${table} ("organizationId", "companyId", "courseId", "userId", "day", "prevDay")
             SELECT ${key}, ${row}."userId", ${row}."day", COALESCE((SELECT MAX(x."day") FROM ${table} x WHERE ${learner('x')} AND x."day" < ${row}."day"), '')
              WHERE ${row}."organizationId" IS NOT NULL ON CONFLICT DO NOTHING`,
          ]
        : [`DELETE FROM ${table} WHERE ${learner('')} AND "day" = ${row}."day" AND NOT ${stillActive}`]),
      `UPDATE "engagement_days" SET "actions" = "actions" + ${sign} * ${row}."actions", "seconds" = "seconds" + ${sign} * ${row}."seconds"
        WHERE ${levelWhere('', row, level)} AND "day" = ${row}."day"`,
      reorder,
    ];
  });

/** A learner day's (day, previous day) pair counted in (1) or out (-1). */
const learnerDayChanged = (row: string, sign: 1 | -1): string[] => [
  ...(sign === 1
    ? [
        `INSERT INTO "engagement_day_learners" ("organizationId", "companyId", "courseId", "day", "prevDay") VALUES (${row}."organizationId", ${row}."companyId", ${row}."courseId", ${row}."day", ${row}."prevDay") ON CONFLICT DO NOTHING`,
      ]
    : []),
  `UPDATE "engagement_day_learners" SET "learners" = "learners" + ${sign}
    WHERE "organizationId" = ${row}."organizationId" AND "companyId" = ${row}."companyId" AND "courseId" = ${row}."courseId" AND "day" = ${row}."day" AND "prevDay" = ${row}."prevDay"`,
];

/** A session row (counted: with a workspace) added (1) or removed (-1) at every level. */
const sessionChanged = (dialect: SummaryDialect, row: string, sign: 1 | -1): string[] =>
  LEVELS.flatMap((level) => {
    const day = dayOf(dialect, `${row}."lastAt"`);
    return [
      ...(sign === 1
        ? [
            `INSERT INTO "engagement_day_sessions" ("organizationId", "companyId", "courseId", "day", "chapterId", "done")
             SELECT ${keyOf(row, level).join(', ')}, ${day}, ${row}."chapterId", ${row}."done" WHERE ${row}."organizationId" IS NOT NULL ON CONFLICT DO NOTHING`,
          ]
        : []),
      `UPDATE "engagement_day_sessions" SET "sessions" = "sessions" + ${sign}
        WHERE ${levelWhere('', row, level)} AND "day" = ${day} AND "chapterId" = ${row}."chapterId" AND "done" = ${row}."done"`,
    ];
  });

const LEVEL_ROWS = `(SELECT 0 AS g, 0 AS p UNION ALL SELECT 1, 0 UNION ALL SELECT 0, 1 UNION ALL SELECT 1, 1) level`;
const leveled = (alias: string) =>
  `${alias}."organizationId", CASE WHEN level.g = 1 THEN ${alias}."companyId" ELSE '' END, CASE WHEN level.p = 1 THEN ${alias}."courseId" ELSE '' END`;

export const dayBackfill = (dialect: SummaryDialect): string[] => [
  `INSERT INTO "engagement_days" ("organizationId", "companyId", "courseId", "day", "actions", "seconds")
   SELECT ${leveled('a')}, a."day", SUM(a."actions"), SUM(a."seconds") FROM "engagement_activity" a CROSS JOIN ${LEVEL_ROWS}
    WHERE a."organizationId" IS NOT NULL GROUP BY ${leveled('a')}, a."day"`,
  `INSERT INTO "engagement_learner_days" ("organizationId", "companyId", "courseId", "userId", "day", "prevDay")
   SELECT o, g, p, "userId", "day", COALESCE(LAG("day") OVER (PARTITION BY o, g, p, "userId" ORDER BY "day"), '')
     FROM (SELECT DISTINCT a."organizationId" AS o, CASE WHEN level.g = 1 THEN a."companyId" ELSE '' END AS g,
                  CASE WHEN level.p = 1 THEN a."courseId" ELSE '' END AS p, a."userId", a."day"
             FROM "engagement_activity" a CROSS JOIN ${LEVEL_ROWS} WHERE a."organizationId" IS NOT NULL) days`,
  `INSERT INTO "engagement_day_learners" ("organizationId", "companyId", "courseId", "day", "prevDay", "learners")
   SELECT d."organizationId", d."companyId", d."courseId", d."day", d."prevDay", COUNT(*) FROM "engagement_learner_days" d
    GROUP BY d."organizationId", d."companyId", d."courseId", d."day", d."prevDay"`,
  `INSERT INTO "engagement_day_sessions" ("organizationId", "companyId", "courseId", "day", "chapterId", "done", "sessions")
   SELECT ${leveled('ss')}, ${dayOf(dialect, 'ss."lastAt"')}, ss."chapterId", ss."done", COUNT(*) FROM "engagement_sessions" ss CROSS JOIN ${LEVEL_ROWS}
    WHERE ss."organizationId" IS NOT NULL GROUP BY ${leveled('ss')}, ${dayOf(dialect, 'ss."lastAt"')}, ss."chapterId", ss."done"`,
];

const DAY_TABLES = ['engagement_days', 'engagement_learner_days', 'engagement_day_learners', 'engagement_day_sessions'];
const ALL_TABLES = ['engagement_learner_totals', 'engagement_totals', 'engagement_activity', 'engagement_sessions', ...DAY_TABLES];
/** The summaries' own triggers, which a rebuild must not fire (it fills each table itself). */
const INNER_TRIGGERS = [
  ['engagement_learner_totals', 'engagement_summaries_learner'],
  ['engagement_activity', 'engagement_summaries_activity'],
  ['engagement_learner_days', 'engagement_summaries_learner_day'],
  ['engagement_sessions', 'engagement_summaries_session'],
];

export const postgresDayTriggers = (): string[] => {
  const body = (statements: string[]) => statements.map((statement) => `${statement};`).join('\n');
  const fn = (name: string, old: string[], now: string[]) => `CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
${body(old)}
  END IF;
  IF TG_OP <> 'DELETE' THEN
${body(now)}
  END IF;
  RETURN NULL;
END $$`;
  const trigger = (table: string, name: string) =>
    `CREATE TRIGGER "${name}" AFTER INSERT OR DELETE OR UPDATE ON "${table}" FOR EACH ROW EXECUTE FUNCTION ${name}()`;
  return [
    fn('engagement_summaries_activity', activityChanged('OLD', -1), activityChanged('NEW', 1)),
    trigger('engagement_activity', 'engagement_summaries_activity'),
    fn('engagement_summaries_learner_day', learnerDayChanged('OLD', -1), learnerDayChanged('NEW', 1)),
    trigger('engagement_learner_days', 'engagement_summaries_learner_day'),
    fn('engagement_summaries_session', sessionChanged('postgres', 'OLD', -1), sessionChanged('postgres', 'NEW', 1)),
    trigger('engagement_sessions', 'engagement_summaries_session'),
    // For bulk loads (bench/data.mjs): every summary from the rows, the summaries' own triggers off.
    `CREATE OR REPLACE FUNCTION engagement_summaries_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
${INNER_TRIGGERS.map(([table, name]) => `  ALTER TABLE "${table}" DISABLE TRIGGER "${name}";`).join('\n')}
  TRUNCATE ${ALL_TABLES.map((table) => `"${table}"`).join(', ')};
${body([...firstBackfill('postgres'), ...dayBackfill('postgres')])}
${INNER_TRIGGERS.map(([table, name]) => `  ALTER TABLE "${table}" ENABLE TRIGGER "${name}";`).join('\n')}
END $$`,
  ];
};

export const sqliteDayTriggers = (): string[] => {
  const trigger = (name: string, event: string, table: string, statements: string[]) =>
    `CREATE TRIGGER "${name}" AFTER ${event} ON "${table}" BEGIN\n${statements.map((statement) => `${statement};`).join('\n')}\nEND`;
  return [
    trigger('engagement_summaries_activity_insert', 'INSERT', 'engagement_activity', activityChanged('NEW', 1)),
    trigger('engagement_summaries_activity_delete', 'DELETE', 'engagement_activity', activityChanged('OLD', -1)),
    trigger('engagement_summaries_activity_update', 'UPDATE', 'engagement_activity', [...activityChanged('OLD', -1), ...activityChanged('NEW', 1)]),
    trigger('engagement_summaries_learner_day_insert', 'INSERT', 'engagement_learner_days', learnerDayChanged('NEW', 1)),
    trigger('engagement_summaries_learner_day_delete', 'DELETE', 'engagement_learner_days', learnerDayChanged('OLD', -1)),
    trigger('engagement_summaries_learner_day_update', 'UPDATE', 'engagement_learner_days', [...learnerDayChanged('OLD', -1), ...learnerDayChanged('NEW', 1)]),
    trigger('engagement_summaries_session_insert', 'INSERT', 'engagement_sessions', sessionChanged('sqlite', 'NEW', 1)),
    trigger('engagement_summaries_session_delete', 'DELETE', 'engagement_sessions', sessionChanged('sqlite', 'OLD', -1)),
    trigger('engagement_summaries_session_update', 'UPDATE', 'engagement_sessions', [...sessionChanged('sqlite', 'OLD', -1), ...sessionChanged('sqlite', 'NEW', 1)]),
  ];
};

export const dropDaySummaries = (dialect: SummaryDialect): string[] =>
  dialect === 'postgres'
    ? [
        ...INNER_TRIGGERS.slice(1).map(([table, name]) => `DROP TRIGGER "${name}" ON "${table}"`),
        ...DAY_TABLES.map((table) => `DROP TABLE "${table}"`),
        ...INNER_TRIGGERS.slice(1).map(([, name]) => `DROP FUNCTION ${name}()`),
      ]
    : [
        ...sqliteDayTriggers().map((statement) => `DROP TRIGGER "${/CREATE TRIGGER "([^"]+)"/.exec(statement)![1]}"`),
        ...DAY_TABLES.map((table) => `DROP TABLE "${table}"`),
      ];
