/*
 * A workspace's used licences are its enabled own members (spec 02: usedLicenses beside the
 * billing's purchasedLicenses). Database triggers on memberships keep the stored count current, so
 * no write path (the API, an import, a seed's bulk SQL) can forget it and the organizations table
 * can still sort and filter on it. PostgreSQL's trigger is in the UsedLicences migration; SQLite
 * drops these when a migration rebuilds the memberships table, so the migration generator appends
 * them again after such a rebuild (scripts/generate-migration.ts); IF NOT EXISTS keeps them idempotent.
 */

/** The SQL condition for "this membership row takes a licence", over a row (OLD, NEW) or a transition table. */
export const takesLicence = (row: string): string =>
  `${row}."role" = 'member' AND ${row}."companyId" IS NULL AND ${row}."courseId" IS NULL AND NOT ${row}."isDisabled"`;

/** Every workspace's count from its members, for the migration that introduces the triggers. */
export const RECOUNT_USED_LICENCES = `UPDATE "organizations" SET "usedLicenses" = (
  SELECT COUNT(*) FROM "memberships" member
  WHERE member."organizationId" = "organizations"."id" AND member."role" = 'member'
    AND member."companyId" IS NULL AND member."courseId" IS NULL AND NOT member."isDisabled")`;

export const USED_LICENCE_TABLES = ['memberships'] as const;

const adjust = (row: 'OLD' | 'NEW', change: '+ 1' | '- 1'): string =>
  `UPDATE "organizations" SET "usedLicenses" = "usedLicenses" ${change} WHERE "id" = ${row}."organizationId" AND ${takesLicence(row)};`;

export const sqliteUsedLicenceTriggers = (): string[] => [
  `CREATE TRIGGER IF NOT EXISTS "memberships_used_licences_insert" AFTER INSERT ON "memberships" BEGIN
    ${adjust('NEW', '+ 1')}
  END`,
  `CREATE TRIGGER IF NOT EXISTS "memberships_used_licences_delete" AFTER DELETE ON "memberships" BEGIN
    ${adjust('OLD', '- 1')}
  END`,
  `CREATE TRIGGER IF NOT EXISTS "memberships_used_licences_update" AFTER UPDATE OF "role", "organizationId", "companyId", "courseId", "isDisabled" ON "memberships" BEGIN
    ${adjust('OLD', '- 1')}
    ${adjust('NEW', '+ 1')}
  END`,
];

/** The count change of each workspace from rows that left (removed) and rows that came (added). */
const netChange = (tables: Array<['added' | 'removed', '+' | '-']>): string => {
  const parts = tables.map(([table, sign]) => `SELECT "organizationId", ${sign}1 AS "change" FROM ${table} WHERE ${takesLicence(table)}`);
  return `UPDATE "organizations" SET "usedLicenses" = "usedLicenses" + counted."change"
      FROM (SELECT "organizationId", SUM("change") AS "change" FROM (${parts.join(' UNION ALL ')}) rows GROUP BY "organizationId") counted
      WHERE "organizations"."id" = counted."organizationId" AND counted."change" <> 0;`;
};

const statementTrigger = (name: string, event: string, referencing: string, tables: Array<['added' | 'removed', '+' | '-']>): string[] => [
  `CREATE OR REPLACE FUNCTION lumen_${name}() RETURNS trigger AS $$
    BEGIN ${netChange(tables)} RETURN NULL; END $$ LANGUAGE plpgsql`,
  `CREATE TRIGGER "${name}" AFTER ${event} ON "memberships" REFERENCING ${referencing} FOR EACH STATEMENT EXECUTE FUNCTION lumen_${name}()`,
];

/**
 * On PostgreSQL, once per statement over its transition tables: a bulk insert of a million members
 * updates each workspace's row once, not once per member.
 */
export const POSTGRES_USED_LICENCE_TRIGGERS = ['used_licences_insert', 'used_licences_delete', 'used_licences_update'] as const;

export const postgresUsedLicenceTriggers = (): string[] => [
  ...statementTrigger('used_licences_insert', 'INSERT', 'NEW TABLE AS added', [['added', '+']]),
  ...statementTrigger('used_licences_delete', 'DELETE', 'OLD TABLE AS removed', [['removed', '-']]),
  ...statementTrigger('used_licences_update', 'UPDATE', 'OLD TABLE AS removed NEW TABLE AS added', [
    ['removed', '-'],
    ['added', '+'],
  ]),
];
