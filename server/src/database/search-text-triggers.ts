/*
 * SQLite's triggers for the stored search text of users and memberships, and the person's name
 * memberships keep for the people lists' order (PostgreSQL's are in its SearchText, PeopleNameOrder
 * and GroupSearchEmployeeIds migrations). SQLite drops a table's triggers when a migration rebuilds the table, so
 * the migration generator appends these again after any migration that rebuilds one of the two
 * (scripts/generate-migration.ts); IF NOT EXISTS keeps them idempotent.
 */

const PERSON_TEXT = (user: string, employeeId: string): string => `LOWER(${user}."email" || ' ' || ${user}."fullName" || ' ' || COALESCE(${employeeId}, ''))`;

/**
 * The employee id a membership's search text holds: a group row's is the person's workspace
 * membership's (the id the group's list shows, member-rows.ts), falling back to its own.
 */
export const SEARCH_EMPLOYEE_ID = (row: string): string =>
  `CASE WHEN ${row}."companyId" IS NULL THEN ${row}."employeeId" ELSE COALESCE((SELECT workspaceRow."employeeId" FROM "memberships" workspaceRow ` +
  `WHERE workspaceRow."userId" = ${row}."userId" AND workspaceRow."organizationId" = ${row}."organizationId" AND workspaceRow."companyId" IS NULL ` +
  `AND workspaceRow."courseId" IS NULL AND workspaceRow."role" = 'member'), ${row}."employeeId") END`;

/** A workspace membership row (its employee id is its groups' rows' too). */
const IS_WORKSPACE_ROW = (row: string): string => `${row}."companyId" IS NULL AND ${row}."courseId" IS NULL AND ${row}."role" = 'member'`;

/** Rewrites the search text of a person's group rows in one workspace after their workspace row changed. */
const GROUP_ROWS_TEXT = (row: string): string =>
  `UPDATE "memberships" SET "searchText" = (SELECT ${PERSON_TEXT('person', SEARCH_EMPLOYEE_ID('"memberships"'))} FROM "users" person WHERE person."id" = "memberships"."userId") ` +
  `WHERE "userId" = ${row}."userId" AND "organizationId" = ${row}."organizationId" AND "companyId" IS NOT NULL;`;

export const SEARCH_TEXT_TABLES = ['users', 'memberships'] as const;

export const sqliteSearchTextTriggers = (): string[] => [
  `CREATE TRIGGER IF NOT EXISTS "users_search_text_insert" AFTER INSERT ON "users" BEGIN
    UPDATE "users" SET "searchText" = LOWER(NEW."email" || ' ' || NEW."fullName") WHERE "id" = NEW."id";
  END`,
  `CREATE TRIGGER IF NOT EXISTS "users_search_text_update" AFTER UPDATE OF "email", "fullName" ON "users" BEGIN
    UPDATE "users" SET "searchText" = LOWER(NEW."email" || ' ' || NEW."fullName") WHERE "id" = NEW."id";
    UPDATE "memberships" SET "searchText" = ${PERSON_TEXT('NEW', SEARCH_EMPLOYEE_ID('"memberships"'))}, "personName" = NEW."fullName" WHERE "userId" = NEW."id";
  END`,
  `CREATE TRIGGER IF NOT EXISTS "memberships_search_text_insert" AFTER INSERT ON "memberships" BEGIN
    UPDATE "memberships" SET ("searchText", "personName") = (SELECT ${PERSON_TEXT('person', SEARCH_EMPLOYEE_ID('NEW'))}, person."fullName" FROM "users" person WHERE person."id" = NEW."userId") WHERE "id" = NEW."id";
  END`,
  `CREATE TRIGGER IF NOT EXISTS "memberships_search_text_update" AFTER UPDATE OF "userId", "employeeId" ON "memberships" BEGIN
    UPDATE "memberships" SET ("searchText", "personName") = (SELECT ${PERSON_TEXT('person', SEARCH_EMPLOYEE_ID('NEW'))}, person."fullName" FROM "users" person WHERE person."id" = NEW."userId") WHERE "id" = NEW."id";
  END`,
  `CREATE TRIGGER IF NOT EXISTS "memberships_workspace_employee_id_insert" AFTER INSERT ON "memberships" WHEN ${IS_WORKSPACE_ROW('NEW')} BEGIN
    ${GROUP_ROWS_TEXT('NEW')}
  END`,
  `CREATE TRIGGER IF NOT EXISTS "memberships_workspace_employee_id_update" AFTER UPDATE OF "userId", "employeeId" ON "memberships" WHEN ${IS_WORKSPACE_ROW('NEW')} BEGIN
    ${GROUP_ROWS_TEXT('NEW')}
  END`,
  // Not when the person is being deleted (their rows go by cascade, and their text would be NULL).
  `CREATE TRIGGER IF NOT EXISTS "memberships_workspace_employee_id_delete" AFTER DELETE ON "memberships" WHEN ${IS_WORKSPACE_ROW('OLD')} AND EXISTS (SELECT 1 FROM "users" WHERE "id" = OLD."userId") BEGIN
    ${GROUP_ROWS_TEXT('OLD')}
  END`,
];

/** Fills the search text of every group row from its workspace row's employee id (SQLite). */
export const SQLITE_GROUP_ROWS_BACKFILL = `UPDATE "memberships" SET "searchText" = (SELECT ${PERSON_TEXT('person', SEARCH_EMPLOYEE_ID('"memberships"'))} FROM "users" person WHERE person."id" = "memberships"."userId") WHERE "companyId" IS NOT NULL`;
