import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Written by hand (the generator knows no triggers): a group membership's search text holds the
 * person's workspace employee id, the one the group's list shows (issue 29), so a group's learner
 * search finds them by it. The triggers that write it are replaced, three new ones rewrite a
 * person's group rows when their workspace row's employee id changes, and the rows there are filled.
 * No table is altered.
 */
export class GroupSearchEmployeeIds1795760000000 implements MigrationInterface {
  name = 'GroupSearchEmployeeIds1795760000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER IF EXISTS "users_search_text_update"`);
    await queryRunner.query(`DROP TRIGGER IF EXISTS "memberships_search_text_insert"`);
    await queryRunner.query(`DROP TRIGGER IF EXISTS "memberships_search_text_update"`);
    await queryRunner.query(`CREATE TRIGGER IF NOT EXISTS "users_search_text_update" AFTER UPDATE OF "email", "fullName" ON "users" BEGIN
    UPDATE "users" SET "searchText" = LOWER(NEW."email" || ' ' || NEW."fullName") WHERE "id" = NEW."id";
    UPDATE "memberships" SET "searchText" = LOWER(NEW."email" || ' ' || NEW."fullName" || ' ' || COALESCE(CASE WHEN "memberships"."companyId" IS NULL THEN "memberships"."employeeId" ELSE COALESCE((SELECT workspaceRow."employeeId" FROM "memberships" workspaceRow WHERE workspaceRow."userId" = "memberships"."userId" AND workspaceRow."organizationId" = "memberships"."organizationId" AND workspaceRow."companyId" IS NULL AND workspaceRow."courseId" IS NULL AND workspaceRow."role" = 'member'), "memberships"."employeeId") END, '')), "personName" = NEW."fullName" WHERE "userId" = NEW."id";
  END`);
    await queryRunner.query(`CREATE TRIGGER IF NOT EXISTS "memberships_search_text_insert" AFTER INSERT ON "memberships" BEGIN
    UPDATE "memberships" SET ("searchText", "personName") = (SELECT LOWER(person."email" || ' ' || person."fullName" || ' ' || COALESCE(CASE WHEN NEW."companyId" IS NULL THEN NEW."employeeId" ELSE COALESCE((SELECT workspaceRow."employeeId" FROM "memberships" workspaceRow WHERE workspaceRow."userId" = NEW."userId" AND workspaceRow."organizationId" = NEW."organizationId" AND workspaceRow."companyId" IS NULL AND workspaceRow."courseId" IS NULL AND workspaceRow."role" = 'member'), NEW."employeeId") END, '')), person."fullName" FROM "users" person WHERE person."id" = NEW."userId") WHERE "id" = NEW."id";
  END`);
    await queryRunner.query(`CREATE TRIGGER IF NOT EXISTS "memberships_search_text_update" AFTER UPDATE OF "userId", "employeeId" ON "memberships" BEGIN
    UPDATE "memberships" SET ("searchText", "personName") = (SELECT LOWER(person."email" || ' ' || person."fullName" || ' ' || COALESCE(CASE WHEN NEW."companyId" IS NULL THEN NEW."employeeId" ELSE COALESCE((SELECT workspaceRow."employeeId" FROM "memberships" workspaceRow WHERE workspaceRow."userId" = NEW."userId" AND workspaceRow."organizationId" = NEW."organizationId" AND workspaceRow."companyId" IS NULL AND workspaceRow."courseId" IS NULL AND workspaceRow."role" = 'member'), NEW."employeeId") END, '')), person."fullName" FROM "users" person WHERE person."id" = NEW."userId") WHERE "id" = NEW."id";
  END`);
    await queryRunner.query(`CREATE TRIGGER IF NOT EXISTS "memberships_workspace_employee_id_insert" AFTER INSERT ON "memberships" WHEN NEW."companyId" IS NULL AND NEW."courseId" IS NULL AND NEW."role" = 'member' BEGIN
    UPDATE "memberships" SET "searchText" = (SELECT LOWER(person."email" || ' ' || person."fullName" || ' ' || COALESCE(CASE WHEN "memberships"."companyId" IS NULL THEN "memberships"."employeeId" ELSE COALESCE((SELECT workspaceRow."employeeId" FROM "memberships" workspaceRow WHERE workspaceRow."userId" = "memberships"."userId" AND workspaceRow."organizationId" = "memberships"."organizationId" AND workspaceRow."companyId" IS NULL AND workspaceRow."courseId" IS NULL AND workspaceRow."role" = 'member'), "memberships"."employeeId") END, '')) FROM "users" person WHERE person."id" = "memberships"."userId") WHERE "userId" = NEW."userId" AND "organizationId" = NEW."organizationId" AND "companyId" IS NOT NULL;
  END`);
    await queryRunner.query(`CREATE TRIGGER IF NOT EXISTS "memberships_workspace_employee_id_update" AFTER UPDATE OF "userId", "employeeId" ON "memberships" WHEN NEW."companyId" IS NULL AND NEW."courseId" IS NULL AND NEW."role" = 'member' BEGIN
    UPDATE "memberships" SET "searchText" = (SELECT LOWER(person."email" || ' ' || person."fullName" || ' ' || COALESCE(CASE WHEN "memberships"."companyId" IS NULL THEN "memberships"."employeeId" ELSE COALESCE((SELECT workspaceRow."employeeId" FROM "memberships" workspaceRow WHERE workspaceRow."userId" = "memberships"."userId" AND workspaceRow."organizationId" = "memberships"."organizationId" AND workspaceRow."companyId" IS NULL AND workspaceRow."courseId" IS NULL AND workspaceRow."role" = 'member'), "memberships"."employeeId") END, '')) FROM "users" person WHERE person."id" = "memberships"."userId") WHERE "userId" = NEW."userId" AND "organizationId" = NEW."organizationId" AND "companyId" IS NOT NULL;
  END`);
    await queryRunner.query(`CREATE TRIGGER IF NOT EXISTS "memberships_workspace_employee_id_delete" AFTER DELETE ON "memberships" WHEN OLD."companyId" IS NULL AND OLD."courseId" IS NULL AND OLD."role" = 'member' AND EXISTS (SELECT 1 FROM "users" WHERE "id" = OLD."userId") BEGIN
    UPDATE "memberships" SET "searchText" = (SELECT LOWER(person."email" || ' ' || person."fullName" || ' ' || COALESCE(CASE WHEN "memberships"."companyId" IS NULL THEN "memberships"."employeeId" ELSE COALESCE((SELECT workspaceRow."employeeId" FROM "memberships" workspaceRow WHERE workspaceRow."userId" = "memberships"."userId" AND workspaceRow."organizationId" = "memberships"."organizationId" AND workspaceRow."companyId" IS NULL AND workspaceRow."courseId" IS NULL AND workspaceRow."role" = 'member'), "memberships"."employeeId") END, '')) FROM "users" person WHERE person."id" = "memberships"."userId") WHERE "userId" = OLD."userId" AND "organizationId" = OLD."organizationId" AND "companyId" IS NOT NULL;
  END`);
    await queryRunner.query(`UPDATE "memberships" SET "searchText" = (SELECT LOWER(person."email" || ' ' || person."fullName" || ' ' || COALESCE(CASE WHEN "memberships"."companyId" IS NULL THEN "memberships"."employeeId" ELSE COALESCE((SELECT workspaceRow."employeeId" FROM "memberships" workspaceRow WHERE workspaceRow."userId" = "memberships"."userId" AND workspaceRow."organizationId" = "memberships"."organizationId" AND workspaceRow."companyId" IS NULL AND workspaceRow."courseId" IS NULL AND workspaceRow."role" = 'member'), "memberships"."employeeId") END, '')) FROM "users" person WHERE person."id" = "memberships"."userId") WHERE "companyId" IS NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER IF EXISTS "users_search_text_update"`);
    await queryRunner.query(`DROP TRIGGER IF EXISTS "memberships_search_text_insert"`);
    await queryRunner.query(`DROP TRIGGER IF EXISTS "memberships_search_text_update"`);
    await queryRunner.query(`DROP TRIGGER IF EXISTS "memberships_workspace_employee_id_insert"`);
    await queryRunner.query(`DROP TRIGGER IF EXISTS "memberships_workspace_employee_id_update"`);
    await queryRunner.query(`DROP TRIGGER IF EXISTS "memberships_workspace_employee_id_delete"`);
    await queryRunner.query(`CREATE TRIGGER IF NOT EXISTS "users_search_text_update" AFTER UPDATE OF "email", "fullName" ON "users" BEGIN
    UPDATE "users" SET "searchText" = LOWER(NEW."email" || ' ' || NEW."fullName") WHERE "id" = NEW."id";
    UPDATE "memberships" SET "searchText" = LOWER(NEW."email" || ' ' || NEW."fullName" || ' ' || COALESCE("memberships"."employeeId", '')), "personName" = NEW."fullName" WHERE "userId" = NEW."id";
  END`);
    await queryRunner.query(`CREATE TRIGGER IF NOT EXISTS "memberships_search_text_insert" AFTER INSERT ON "memberships" BEGIN
    UPDATE "memberships" SET ("searchText", "personName") = (SELECT LOWER(person."email" || ' ' || person."fullName" || ' ' || COALESCE(NEW."employeeId", '')), person."fullName" FROM "users" person WHERE person."id" = NEW."userId") WHERE "id" = NEW."id";
  END`);
    await queryRunner.query(`CREATE TRIGGER IF NOT EXISTS "memberships_search_text_update" AFTER UPDATE OF "userId", "employeeId" ON "memberships" BEGIN
    UPDATE "memberships" SET ("searchText", "personName") = (SELECT LOWER(person."email" || ' ' || person."fullName" || ' ' || COALESCE(NEW."employeeId", '')), person."fullName" FROM "users" person WHERE person."id" = NEW."userId") WHERE "id" = NEW."id";
  END`);
    await queryRunner.query(`UPDATE "memberships" SET "searchText" = (SELECT LOWER(person."email" || ' ' || person."fullName" || ' ' || COALESCE("memberships"."employeeId", '')) FROM "users" person WHERE person."id" = "memberships"."userId") WHERE "companyId" IS NOT NULL`);
  }
}
