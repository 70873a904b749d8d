/*
 * SQLite's triggers for the stored search text of users and memberships, and the person's name
 * memberships keep for the people lists' order (PostgreSQL's are in its SearchText and
 * PeopleNameOrder migrations). SQLite drops a table's triggers when a migration rebuilds the table, so
 * the migration generator appends these again after any migration that rebuilds one of the two
 * (scripts/generate-migration.ts); IF NOT EXISTS keeps them idempotent.
 */

const PERSON_TEXT = (user: string, employeeId: string): string => `LOWER(${user}."email" || ' ' || ${user}."fullName" || ' ' || COALESCE(${employeeId}, ''))`;

export const SEARCH_TEXT_TABLES = ['users', 'memberships'] as const;

export const sqliteSearchTextTriggers = (): string[] => [
  `CREATE TRIGGER IF NOT EXISTS "users_search_text_insert" AFTER INSERT ON "users" BEGIN
    UPDATE "users" SET "searchText" = LOWER(NEW."email" || ' ' || NEW."fullName") WHERE "id" = NEW."id";
  END`,
  `CREATE TRIGGER IF NOT EXISTS "users_search_text_update" AFTER UPDATE OF "email", "fullName" ON "users" BEGIN
    UPDATE "users" SET "searchText" = LOWER(NEW."email" || ' ' || NEW."fullName") WHERE "id" = NEW."id";
    UPDATE "memberships" SET "searchText" = ${PERSON_TEXT('NEW', '"memberships"."employeeId"')}, "personName" = NEW."fullName" WHERE "userId" = NEW."id";
  END`,
  `CREATE TRIGGER IF NOT EXISTS "memberships_search_text_insert" AFTER INSERT ON "memberships" BEGIN
    UPDATE "memberships" SET ("searchText", "personName") = (SELECT ${PERSON_TEXT('person', 'NEW."employeeId"')}, person."fullName" FROM "users" person WHERE person."id" = NEW."userId") WHERE "id" = NEW."id";
  END`,
  `CREATE TRIGGER IF NOT EXISTS "memberships_search_text_update" AFTER UPDATE OF "userId", "employeeId" ON "memberships" BEGIN
    UPDATE "memberships" SET ("searchText", "personName") = (SELECT ${PERSON_TEXT('person', 'NEW."employeeId"')}, person."fullName" FROM "users" person WHERE person."id" = NEW."userId") WHERE "id" = NEW."id";
  END`,
];
