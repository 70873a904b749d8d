import { MigrationInterface, QueryRunner } from 'typeorm';

/** The employee id a membership's search text holds: a group row's is its workspace membership's. */
const employeeIdOf = (row: string): string =>
  `CASE WHEN ${row}."companyId" IS NULL THEN ${row}."employeeId" ELSE COALESCE((SELECT workspaceRow."employeeId" FROM "memberships" workspaceRow ` +
  `WHERE workspaceRow."userId" = ${row}."userId" AND workspaceRow."organizationId" = ${row}."organizationId" AND workspaceRow."companyId" IS NULL ` +
  `AND workspaceRow."courseId" IS NULL AND workspaceRow."role" = 'member'), ${row}."employeeId") END`;

/**
 * Written by hand (the generator knows no triggers): a group membership's search text holds the
 * person's workspace employee id, the one the group's list shows (issue 29), so a group's learner
 * search finds them by it. The trigger functions that write it are replaced, a new trigger rewrites
 * a person's group rows when their workspace row's employee id changes, and the rows there are
 * filled. No table is altered.
 */
export class GroupSearchEmployeeIds1795760000000 implements MigrationInterface {
  name = 'GroupSearchEmployeeIds1795760000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE OR REPLACE FUNCTION lumen_membership_search_text() RETURNS trigger AS $$
      BEGIN
        SELECT LOWER(person."email" || ' ' || person."fullName" || ' ' || COALESCE(${employeeIdOf('NEW')}, '')), person."fullName" INTO NEW."searchText", NEW."personName"
          FROM "users" person WHERE person."id" = NEW."userId";
        RETURN NEW;
      END $$ LANGUAGE plpgsql`);
    await queryRunner.query(`CREATE OR REPLACE FUNCTION lumen_person_search_text() RETURNS trigger AS $$
      BEGIN
        UPDATE "memberships" SET "searchText" = LOWER(NEW."email" || ' ' || NEW."fullName" || ' ' || COALESCE(${employeeIdOf('"memberships"')}, '')), "personName" = NEW."fullName"
          WHERE "userId" = NEW."id";
        RETURN NEW;
      END $$ LANGUAGE plpgsql`);
    // After a workspace row's employee id changes (or the row comes or goes), the person's group rows in that workspace.
    await queryRunner.query(`CREATE OR REPLACE FUNCTION lumen_workspace_employee_id() RETURNS trigger AS $$
      DECLARE changed "memberships"%ROWTYPE;
      BEGIN
        IF TG_OP = 'DELETE' THEN changed := OLD; ELSE changed := NEW; END IF;
        IF changed."companyId" IS NULL AND changed."courseId" IS NULL AND changed."role" = 'member' THEN
          UPDATE "memberships" SET "searchText" = LOWER(person."email" || ' ' || person."fullName" || ' ' || COALESCE(${employeeIdOf('"memberships"')}, ''))
            FROM "users" person
            WHERE person."id" = "memberships"."userId" AND "memberships"."userId" = changed."userId"
              AND "memberships"."organizationId" = changed."organizationId" AND "memberships"."companyId" IS NOT NULL;
        END IF;
        RETURN NULL;
      END $$ LANGUAGE plpgsql`);
    await queryRunner.query(`DROP TRIGGER IF EXISTS "memberships_workspace_employee_id" ON "memberships"`);
    await queryRunner.query(`CREATE TRIGGER "memberships_workspace_employee_id" AFTER INSERT OR DELETE OR UPDATE OF "userId", "employeeId" ON "memberships"
      FOR EACH ROW EXECUTE FUNCTION lumen_workspace_employee_id()`);
    await queryRunner.query(`UPDATE "memberships" SET "searchText" = LOWER(person."email" || ' ' || person."fullName" || ' ' || COALESCE(${employeeIdOf('"memberships"')}, ''))
      FROM "users" person WHERE person."id" = "memberships"."userId" AND "memberships"."companyId" IS NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "memberships_workspace_employee_id" ON "memberships"`);
    await queryRunner.query(`DROP FUNCTION lumen_workspace_employee_id()`);
    await queryRunner.query(`CREATE OR REPLACE FUNCTION lumen_membership_search_text() RETURNS trigger AS $$
      BEGIN
        SELECT LOWER(person."email" || ' ' || person."fullName" || ' ' || COALESCE(NEW."employeeId", '')), person."fullName" INTO NEW."searchText", NEW."personName"
          FROM "users" person WHERE person."id" = NEW."userId";
        RETURN NEW;
      END $$ LANGUAGE plpgsql`);
    await queryRunner.query(`CREATE OR REPLACE FUNCTION lumen_person_search_text() RETURNS trigger AS $$
      BEGIN
        UPDATE "memberships" SET "searchText" = LOWER(NEW."email" || ' ' || NEW."fullName" || ' ' || COALESCE("employeeId", '')), "personName" = NEW."fullName"
          WHERE "userId" = NEW."id";
        RETURN NEW;
      END $$ LANGUAGE plpgsql`);
    await queryRunner.query(`UPDATE "memberships" SET "searchText" = LOWER(person."email" || ' ' || person."fullName" || ' ' || COALESCE("memberships"."employeeId", ''))
      FROM "users" person WHERE person."id" = "memberships"."userId" AND "memberships"."companyId" IS NOT NULL`);
  }
}
