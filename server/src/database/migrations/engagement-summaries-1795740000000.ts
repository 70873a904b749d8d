/*
 * The statements of the EngagementSummaries migrations (both dialects), frozen with them: a later
 * change to the summaries is a new migration, not an edit here.
 *
 * Why database triggers rather than on-write code in the server: engagement rows are written by the
 * learning side into this database, by the seed, by the distribution mutation and by bulk SQL (the
 * bench's data set, imports). A trigger keeps the summaries current for every one of those writers,
 * in the writer's own transaction, so a figure read from a summary can never disagree with the rows.
 *
 * Tables (the figures' definitions are in server/src/engagement/engagement-figures.ts):
 * - engagement_learner_totals: one row per learner and level, the learner's visible enrolments in a
 *   workspace ('' for "every group" / "every program"): (workspace, '', ''), (workspace, group, '')
 *   and (workspace, '', program). Recomputed from the learner's own few enrolments on each change.
 * - engagement_totals: per (workspace, group or '', program or ''), the learner counts and sums the
 *   enrolment figures need. The three levels above follow the learner rows' inserts and deletes (a
 *   learner counts once however many enrolments they have); (workspace, group, program) follows the
 *   enrolments themselves, one learner each ((learner, group, program) is unique).
 * - engagement_activity: completed actions and seconds per enrolment key (learner, group, program)
 *   and UTC day, with the workspace of its visible enrolment (NULL: not counted).
 * - engagement_sessions: per enrolment key and session (chapter), how many of its actions are
 *   completed and when the last was; "completed" is decided when read, against the session's
 *   current number of actions.
 * Activity rows are recomputed from the learner's studies of that key and day (the (userId, courseId)
 * index finds them), never adjusted by deltas: an update or delete can't leave them wrong.
 *
 * Caveats: a SQLite migration that rebuilds course_engagements, studies or actions drops their
 * triggers with the table and must create them again (engagement-summaries.test.ts fails if not);
 * an action added, deleted or moved recomputes the sessions of its session(s) for every learner.
 */

export type SummaryDialect = 'postgres' | 'sqlite';

const GRADUATION_COMPLETION = 80;

const ENROLMENT_COLUMNS = ['userId', 'companyId', 'courseId', 'organizationId', 'visibleInAnalytics', 'opened', 'started', 'completion', 'discoverRate', 'engagement'];
const STUDY_COLUMNS = ['userId', 'companyId', 'courseId', 'actionId', 'completedAt', 'secondsSpent'];

const quoted = (columns: string[]) => columns.map((column) => `"${column}"`).join(', ');

/** The UTC day of a timestamp as 'YYYY-MM-DD' (SQLite stores UTC text). */
const dayOf = (dialect: SummaryDialect, column: string) =>
  dialect === 'postgres' ? `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD')` : `substr(${column}, 1, 10)`;

const flag = (expression: string) => `CASE WHEN ${expression} THEN 1 ELSE 0 END`;

export const createTables = (dialect: SummaryDialect): string[] => {
  const time = dialect === 'postgres' ? 'TIMESTAMP WITH TIME ZONE' : 'datetime';
  const id = 'varchar(64)';
  const sums = `"completion" double precision NOT NULL DEFAULT 0, "discoverRate" double precision NOT NULL DEFAULT 0, "engagement" double precision NOT NULL DEFAULT 0`;
  const counts = `"enrolments" integer NOT NULL DEFAULT 0, "opened" integer NOT NULL DEFAULT 0, "started" integer NOT NULL DEFAULT 0, "graduated" integer NOT NULL DEFAULT 0`;
  return [
    `CREATE TABLE "engagement_learner_totals" ("userId" ${id} NOT NULL, "organizationId" ${id} NOT NULL, "companyId" ${id} NOT NULL, "courseId" ${id} NOT NULL, ${counts}, ${sums}, PRIMARY KEY ("userId", "organizationId", "companyId", "courseId"))`,
    `CREATE TABLE "engagement_totals" ("organizationId" ${id} NOT NULL, "companyId" ${id} NOT NULL, "courseId" ${id} NOT NULL, "learners" integer NOT NULL DEFAULT 0, ${counts}, ${sums}, PRIMARY KEY ("organizationId", "companyId", "courseId"))`,
    `CREATE INDEX "IDX_engagement_totals_group" ON "engagement_totals" ("companyId", "courseId")`,
    `CREATE TABLE "engagement_activity" ("userId" ${id} NOT NULL, "companyId" ${id} NOT NULL, "courseId" ${id} NOT NULL, "day" varchar(10) NOT NULL, "organizationId" ${id}, "actions" integer NOT NULL, "seconds" integer NOT NULL, PRIMARY KEY ("userId", "companyId", "courseId", "day"))`,
    // Covering: a workspace's or a group's activity in a range is read from the index alone.
    `CREATE INDEX "IDX_engagement_activity_workspace" ON "engagement_activity" ("organizationId", "day", "companyId", "courseId", "userId", "actions", "seconds")`,
    `CREATE INDEX "IDX_engagement_activity_group" ON "engagement_activity" ("companyId", "day", "organizationId", "courseId", "userId", "actions", "seconds")`,
    `CREATE INDEX "IDX_engagement_activity_program" ON "engagement_activity" ("courseId", "day")`,
    `CREATE TABLE "engagement_sessions" ("userId" ${id} NOT NULL, "companyId" ${id} NOT NULL, "courseId" ${id} NOT NULL, "chapterId" ${id} NOT NULL, "organizationId" ${id}, "done" integer NOT NULL, "lastAt" ${time} NOT NULL, PRIMARY KEY ("userId", "companyId", "courseId", "chapterId"))`,
    `CREATE INDEX "IDX_engagement_sessions_workspace" ON "engagement_sessions" ("organizationId", "lastAt", "companyId", "courseId", "chapterId", "done")`,
    `CREATE INDEX "IDX_engagement_sessions_group" ON "engagement_sessions" ("companyId", "lastAt", "organizationId", "courseId", "chapterId", "done")`,
    `CREATE INDEX "IDX_engagement_sessions_program" ON "engagement_sessions" ("courseId", "lastAt")`,
  ];
};

/** A learner's figures over the enrolments `e` (visible ones): the columns after the key. */
const learnerSums = `COUNT(*), SUM(${flag('e."opened"')}), SUM(${flag('e."started"')}), SUM(${flag(`e."completion" >= ${GRADUATION_COMPLETION}`)}),
  SUM(CAST(e."completion" AS DOUBLE PRECISION)), SUM(CAST(e."discoverRate" AS DOUBLE PRECISION)), SUM(CAST(e."engagement" AS DOUBLE PRECISION))`;
const SUM_COLUMNS = ['enrolments', 'opened', 'started', 'graduated', 'completion', 'discoverRate', 'engagement'];

/** The three learner levels: which enrolment column narrows each ('' stands for all). */
const LEVELS = [
  { companyId: false, courseId: false },
  { companyId: true, courseId: false },
  { companyId: false, courseId: true },
] as const;

/** Recomputes the learner rows of `row` (NEW or OLD) from the learner's enrolments in its workspace. */
const learnerRefresh = (row: string): string[] => [
  `DELETE FROM "engagement_learner_totals" WHERE "userId" = ${row}."userId" AND "organizationId" = ${row}."organizationId"
     AND (("companyId" = '' AND "courseId" = '') OR ("companyId" = ${row}."companyId" AND "courseId" = '') OR ("companyId" = '' AND "courseId" = ${row}."courseId"))`,
  ...LEVELS.map(
    (level) => `INSERT INTO "engagement_learner_totals" ("userId", "organizationId", "companyId", "courseId", ${quoted(SUM_COLUMNS)})
     SELECT ${row}."userId", ${row}."organizationId", ${level.companyId ? `${row}."companyId"` : `''`}, ${level.courseId ? `${row}."courseId"` : `''`}, ${learnerSums}
       FROM "course_engagements" e
      WHERE e."userId" = ${row}."userId" AND e."organizationId" = ${row}."organizationId" AND e."visibleInAnalytics"
        ${level.companyId ? `AND e."companyId" = ${row}."companyId"` : ''} ${level.courseId ? `AND e."courseId" = ${row}."courseId"` : ''}
     HAVING COUNT(*) > 0`,
  ),
];

/** Adds (sign 1) or removes (-1) a visible enrolment to its (workspace, group, program) totals: one learner. */
const enrolmentTotals = (row: string, sign: 1 | -1): string[] => [
  ...(sign === 1
    ? [
        `INSERT INTO "engagement_totals" ("organizationId", "companyId", "courseId") SELECT ${row}."organizationId", ${row}."companyId", ${row}."courseId"
          WHERE ${row}."visibleInAnalytics" ON CONFLICT DO NOTHING`,
      ]
    : []),
  `UPDATE "engagement_totals" SET "learners" = "learners" + ${sign}, "enrolments" = "enrolments" + ${sign},
     "opened" = "opened" + ${sign} * ${flag(`${row}."opened"`)}, "started" = "started" + ${sign} * ${flag(`${row}."started"`)},
     "graduated" = "graduated" + ${sign} * ${flag(`${row}."completion" >= ${GRADUATION_COMPLETION}`)},
     "completion" = "completion" + ${sign} * CAST(${row}."completion" AS DOUBLE PRECISION),
     "discoverRate" = "discoverRate" + ${sign} * CAST(${row}."discoverRate" AS DOUBLE PRECISION),
     "engagement" = "engagement" + ${sign} * CAST(${row}."engagement" AS DOUBLE PRECISION)
   WHERE "organizationId" = ${row}."organizationId" AND "companyId" = ${row}."companyId" AND "courseId" = ${row}."courseId" AND ${row}."visibleInAnalytics"`,
];

/** The workspace a study of this enrolment key counts in: its visible enrolment's, else NULL. */
const countedIn = (row: string) =>
  `(SELECT e."organizationId" FROM "course_engagements" e WHERE e."userId" = ${row}."userId" AND e."companyId" = ${row}."companyId" AND e."courseId" = ${row}."courseId" AND e."visibleInAnalytics")`;

/** The activity and sessions of an enrolment key follow its enrolment (created, hidden, deleted, moved). */
const activityOwner = (dialect: SummaryDialect, row: string): string[] =>
  ['engagement_activity', 'engagement_sessions'].map(
    (table) => `UPDATE "${table}" SET "organizationId" = ${countedIn(row)}
      WHERE "userId" = ${row}."userId" AND "companyId" = ${row}."companyId" AND "courseId" = ${row}."courseId"
        AND "organizationId" ${dialect === 'postgres' ? 'IS DISTINCT FROM' : 'IS NOT'} ${countedIn(row)}`,
  );

const enrolmentChanged = (dialect: SummaryDialect, row: string, sign: 1 | -1): string[] => [
  ...learnerRefresh(row),
  ...enrolmentTotals(row, sign),
  ...activityOwner(dialect, row),
];

/** A learner row joining (1) or leaving (-1) its level's totals. */
const learnerChanged = (row: string, sign: 1 | -1): string[] => [
  ...(sign === 1
    ? [`INSERT INTO "engagement_totals" ("organizationId", "companyId", "courseId") VALUES (${row}."organizationId", ${row}."companyId", ${row}."courseId") ON CONFLICT DO NOTHING`]
    : []),
  `UPDATE "engagement_totals" SET "learners" = "learners" + ${sign}, "enrolments" = "enrolments" + ${sign} * ${row}."enrolments",
     "opened" = "opened" + ${sign} * ${flag(`${row}."opened" > 0`)}, "started" = "started" + ${sign} * ${flag(`${row}."started" > 0`)},
     "graduated" = "graduated" + ${sign} * ${flag(`${row}."graduated" > 0`)},
     "completion" = "completion" + ${sign} * ${row}."completion", "discoverRate" = "discoverRate" + ${sign} * ${row}."discoverRate",
     "engagement" = "engagement" + ${sign} * ${row}."engagement"
   WHERE "organizationId" = ${row}."organizationId" AND "companyId" = ${row}."companyId" AND "courseId" = ${row}."courseId"`,
];

/** Recomputes the activity of a study's key and day, and its session, from the learner's studies. */
const studyChanged = (dialect: SummaryDialect, row: string): string[] => {
  const day = dayOf(dialect, `${row}."completedAt"`);
  const key = `s."userId" = ${row}."userId" AND s."courseId" = ${row}."courseId" AND s."companyId" = ${row}."companyId" AND s."completedAt" IS NOT NULL`;
  const chapter = `(SELECT a."chapterId" FROM "actions" a WHERE a."id" = ${row}."actionId")`;
  return [
    `DELETE FROM "engagement_activity" WHERE "userId" = ${row}."userId" AND "companyId" = ${row}."companyId" AND "courseId" = ${row}."courseId" AND "day" = ${day}`,
    `INSERT INTO "engagement_activity" ("userId", "companyId", "courseId", "day", "organizationId", "actions", "seconds")
     SELECT ${row}."userId", ${row}."companyId", ${row}."courseId", ${day}, ${countedIn(row)}, COUNT(*), SUM(s."secondsSpent")
       FROM "studies" s WHERE ${key} AND ${dayOf(dialect, 's."completedAt"')} = ${day}
     HAVING COUNT(*) > 0`,
    `DELETE FROM "engagement_sessions" WHERE "userId" = ${row}."userId" AND "companyId" = ${row}."companyId" AND "courseId" = ${row}."courseId" AND "chapterId" = ${chapter}`,
    `INSERT INTO "engagement_sessions" ("userId", "companyId", "courseId", "chapterId", "organizationId", "done", "lastAt")
     SELECT ${row}."userId", ${row}."companyId", ${row}."courseId", step."chapterId", ${countedIn(row)}, COUNT(*), MAX(s."completedAt")
       FROM "studies" s JOIN "actions" step ON step."id" = s."actionId" WHERE ${key} AND step."chapterId" = ${chapter}
      GROUP BY step."chapterId"`,
  ];
};

/** A session's (chapter's) rows for every learner, recomputed from the studies: its actions changed. */
const sessionRefresh = (row: string): string[] => [
  `DELETE FROM "engagement_sessions" WHERE "chapterId" = ${row}."chapterId"`,
  `INSERT INTO "engagement_sessions" ("userId", "companyId", "courseId", "chapterId", "organizationId", "done", "lastAt")
   SELECT s."userId", s."companyId", s."courseId", step."chapterId", e."organizationId", COUNT(*), MAX(s."completedAt")
     FROM "studies" s JOIN "actions" step ON step."id" = s."actionId"
     LEFT JOIN "course_engagements" e ON e."userId" = s."userId" AND e."companyId" = s."companyId" AND e."courseId" = s."courseId" AND e."visibleInAnalytics"
    WHERE step."chapterId" = ${row}."chapterId" AND s."completedAt" IS NOT NULL AND s."companyId" IS NOT NULL
    GROUP BY s."userId", s."companyId", s."courseId", step."chapterId", e."organizationId"`,
];

/** Fills every summary from the rows (the tables empty, the triggers not firing). */
export const backfill = (dialect: SummaryDialect): string[] => {
  const day = dayOf(dialect, 's."completedAt"');
  const join = `LEFT JOIN "course_engagements" e ON e."userId" = s."userId" AND e."companyId" = s."companyId" AND e."courseId" = s."courseId" AND e."visibleInAnalytics"`;
  return [
    ...LEVELS.map(
      (level) => `INSERT INTO "engagement_learner_totals" ("userId", "organizationId", "companyId", "courseId", ${quoted(SUM_COLUMNS)})
       SELECT e."userId", e."organizationId", ${level.companyId ? 'e."companyId"' : `''`}, ${level.courseId ? 'e."courseId"' : `''`}, ${learnerSums}
         FROM "course_engagements" e WHERE e."visibleInAnalytics"
        GROUP BY e."userId", e."organizationId"${level.companyId ? ', e."companyId"' : ''}${level.courseId ? ', e."courseId"' : ''}`,
    ),
    `INSERT INTO "engagement_totals" ("organizationId", "companyId", "courseId", "learners", ${quoted(SUM_COLUMNS)})
     SELECT l."organizationId", l."companyId", l."courseId", COUNT(*), SUM(l."enrolments"), SUM(${flag('l."opened" > 0')}), SUM(${flag('l."started" > 0')}),
            SUM(${flag('l."graduated" > 0')}), SUM(l."completion"), SUM(l."discoverRate"), SUM(l."engagement")
       FROM "engagement_learner_totals" l GROUP BY l."organizationId", l."companyId", l."courseId"`,
    `INSERT INTO "engagement_totals" ("organizationId", "companyId", "courseId", "learners", ${quoted(SUM_COLUMNS)})
     SELECT e."organizationId", e."companyId", e."courseId", COUNT(*), ${learnerSums}
       FROM "course_engagements" e WHERE e."visibleInAnalytics" GROUP BY e."organizationId", e."companyId", e."courseId"`,
    `INSERT INTO "engagement_activity" ("userId", "companyId", "courseId", "day", "organizationId", "actions", "seconds")
     SELECT s."userId", s."companyId", s."courseId", ${day}, e."organizationId", COUNT(*), SUM(s."secondsSpent")
       FROM "studies" s ${join} WHERE s."completedAt" IS NOT NULL AND s."companyId" IS NOT NULL
      GROUP BY s."userId", s."companyId", s."courseId", ${day}, e."organizationId"`,
    `INSERT INTO "engagement_sessions" ("userId", "companyId", "courseId", "chapterId", "organizationId", "done", "lastAt")
     SELECT s."userId", s."companyId", s."courseId", step."chapterId", e."organizationId", COUNT(*), MAX(s."completedAt")
       FROM "studies" s JOIN "actions" step ON step."id" = s."actionId" ${join} WHERE s."completedAt" IS NOT NULL AND s."companyId" IS NOT NULL
      GROUP BY s."userId", s."companyId", s."courseId", step."chapterId", e."organizationId"`,
  ];
};

const TABLES = ['engagement_learner_totals', 'engagement_totals', 'engagement_activity', 'engagement_sessions'];

/**
 * The source triggers' first step on PostgreSQL: the engagement writers of one workspace take turns
 * (a transaction-scoped advisory lock per workspace, in a fixed order when a row changes workspace).
 * Without it two transactions writing the same learner would both delete and re-insert the learner's
 * summary rows, the second failing on the key the first had just committed; and a bulk write and a
 * learner's write could each hold rows the other needs. The workspace's totals rows serialise these
 * writers anyway; SQLite has one writer at a time.
 */
const lockWorkspaces = (workspaceOf: (row: string) => string) => `  PERFORM pg_advisory_xact_lock(${ADVISORY_LOCK_SPACE}, hashtext(workspace.id))
    FROM (SELECT DISTINCT id FROM (VALUES (CASE WHEN TG_OP <> 'INSERT' THEN ${workspaceOf('OLD')} END), (CASE WHEN TG_OP <> 'DELETE' THEN ${workspaceOf('NEW')} END)) given (id)
           WHERE id IS NOT NULL ORDER BY id) workspace;`;

/** The advisory lock space of the engagement summaries ('ES'). */
const ADVISORY_LOCK_SPACE = 0x4553;

/** PostgreSQL: one plpgsql function per source table, row triggers, and a rebuild for bulk loads. */
export const postgresTriggers = (): string[] => {
  const body = (statements: string[]) => statements.map((statement) => `${statement};`).join('\n');
  const fn = (name: string, old: string[], now: string[], workspaceOf?: (row: string) => string) => `CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
${workspaceOf ? lockWorkspaces(workspaceOf) : ''}
  IF TG_OP <> 'INSERT' THEN
${body(old)}
  END IF;
  IF TG_OP <> 'DELETE' THEN
${body(now)}
  END IF;
  RETURN NULL;
END $$`;
  return [
    fn('engagement_summaries_enrolment', enrolmentChanged('postgres', 'OLD', -1), enrolmentChanged('postgres', 'NEW', 1), (row) => `${row}."organizationId"`),
    `CREATE TRIGGER "engagement_summaries_enrolment" AFTER INSERT OR DELETE OR UPDATE OF ${quoted(ENROLMENT_COLUMNS)} ON "course_engagements"
       FOR EACH ROW EXECUTE FUNCTION engagement_summaries_enrolment()`,
    fn('engagement_summaries_learner', learnerChanged('OLD', -1), learnerChanged('NEW', 1)),
    `CREATE TRIGGER "engagement_summaries_learner" AFTER INSERT OR DELETE ON "engagement_learner_totals" FOR EACH ROW EXECUTE FUNCTION engagement_summaries_learner()`,
    fn('engagement_summaries_study', studyChanged('postgres', 'OLD'), studyChanged('postgres', 'NEW'), (row) => `(SELECT c."organizationId" FROM "companies" c WHERE c."id" = ${row}."companyId")`),
    `CREATE TRIGGER "engagement_summaries_study" AFTER INSERT OR DELETE OR UPDATE OF ${quoted(STUDY_COLUMNS)} ON "studies"
       FOR EACH ROW EXECUTE FUNCTION engagement_summaries_study()`,
    fn('engagement_summaries_action', sessionRefresh('OLD'), sessionRefresh('NEW')),
    `CREATE TRIGGER "engagement_summaries_action" AFTER DELETE OR UPDATE OF "chapterId" ON "actions" FOR EACH ROW EXECUTE FUNCTION engagement_summaries_action()`,
    // For bulk loads (bench/data.mjs): load with the source triggers disabled, then one rebuild.
    `CREATE FUNCTION engagement_summaries_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  ALTER TABLE "engagement_learner_totals" DISABLE TRIGGER "engagement_summaries_learner";
  TRUNCATE ${TABLES.map((table) => `"${table}"`).join(', ')};
${body(backfill('postgres'))}
  ALTER TABLE "engagement_learner_totals" ENABLE TRIGGER "engagement_summaries_learner";
END $$`,
  ];
};

/** SQLite: the same statements in row triggers, one per event. */
export const sqliteTriggers = (): string[] => {
  const trigger = (name: string, event: string, table: string, statements: string[]) =>
    `CREATE TRIGGER "${name}" AFTER ${event} ON "${table}" BEGIN\n${statements.map((statement) => `${statement};`).join('\n')}\nEND`;
  return [
    trigger('engagement_summaries_enrolment_insert', 'INSERT', 'course_engagements', enrolmentChanged('sqlite', 'NEW', 1)),
    trigger('engagement_summaries_enrolment_delete', 'DELETE', 'course_engagements', enrolmentChanged('sqlite', 'OLD', -1)),
    trigger('engagement_summaries_enrolment_update', `UPDATE OF ${quoted(ENROLMENT_COLUMNS)}`, 'course_engagements', [
      ...enrolmentChanged('sqlite', 'OLD', -1),
      ...enrolmentChanged('sqlite', 'NEW', 1),
    ]),
    trigger('engagement_summaries_learner_insert', 'INSERT', 'engagement_learner_totals', learnerChanged('NEW', 1)),
    trigger('engagement_summaries_learner_delete', 'DELETE', 'engagement_learner_totals', learnerChanged('OLD', -1)),
    trigger('engagement_summaries_study_insert', 'INSERT', 'studies', studyChanged('sqlite', 'NEW')),
    trigger('engagement_summaries_study_delete', 'DELETE', 'studies', studyChanged('sqlite', 'OLD')),
    trigger('engagement_summaries_study_update', `UPDATE OF ${quoted(STUDY_COLUMNS)}`, 'studies', [...studyChanged('sqlite', 'OLD'), ...studyChanged('sqlite', 'NEW')]),
    trigger('engagement_summaries_action_delete', 'DELETE', 'actions', sessionRefresh('OLD')),
    trigger('engagement_summaries_action_update', 'UPDATE OF "chapterId"', 'actions', [...sessionRefresh('OLD'), ...sessionRefresh('NEW')]),
  ];
};

export const SQLITE_TRIGGER_NAMES = sqliteTriggers().map((statement) => /CREATE TRIGGER "([^"]+)"/.exec(statement)![1]);

export const dropAll = (dialect: SummaryDialect): string[] =>
  dialect === 'postgres'
    ? [
        `DROP TRIGGER "engagement_summaries_enrolment" ON "course_engagements"`,
        `DROP TRIGGER "engagement_summaries_study" ON "studies"`,
        `DROP TRIGGER "engagement_summaries_action" ON "actions"`,
        `DROP FUNCTION engagement_summaries_rebuild()`,
        ...TABLES.map((table) => `DROP TABLE "${table}"`),
        `DROP FUNCTION engagement_summaries_enrolment()`,
        `DROP FUNCTION engagement_summaries_learner()`,
        `DROP FUNCTION engagement_summaries_study()`,
        `DROP FUNCTION engagement_summaries_action()`,
      ]
    : [...SQLITE_TRIGGER_NAMES.map((name) => `DROP TRIGGER "${name}"`), ...TABLES.map((table) => `DROP TABLE "${table}"`)];
