import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Generated, then completed by hand: memberships keep their person's full name (personName) so the
 * people lists sort by name through an index; the SearchText triggers now write it too, and it is
 * filled for the rows already there.
 */
export class PeopleNameOrder1795535241300 implements MigrationInterface {
  name = 'PeopleNameOrder1795535241300';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "typeorm_metadata" WHERE "type" = $1 AND "name" = $2 AND "schema" = $3`, ["VIEW","organization_users","public"]);
    await queryRunner.query(`DROP VIEW "organization_users"`);
    await queryRunner.query(`DELETE FROM "typeorm_metadata" WHERE "type" = $1 AND "name" = $2 AND "schema" = $3`, ["VIEW","company_users","public"]);
    await queryRunner.query(`DROP VIEW "company_users"`);
    await queryRunner.query(`ALTER TABLE "memberships" ADD "personName" character varying(201) NOT NULL DEFAULT ''`);
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
    await queryRunner.query(`UPDATE "memberships" SET "personName" = person."fullName" FROM "users" person WHERE person."id" = "memberships"."userId"`);
    await queryRunner.query(`CREATE INDEX "IDX_ba9a093a95ebf4d489e5bfc865" ON "memberships"  ("companyId", "role", "personName") `);
    await queryRunner.query(`CREATE INDEX "IDX_54b6c9d2b9f56fa104acb4c0f3" ON "memberships"  ("organizationId", "role", "personName") `);
    await queryRunner.query(`CREATE VIEW "company_users" AS SELECT "membership"."id" AS "id", "membership"."companyId" AS "companyId", "membership"."organizationId" AS "organizationId", "membership"."userId" AS "userId", "membership"."employeeId" AS "employeeId", "membership"."joinedAt" AS "joinedAt", "membership"."isDisabled" AS "isDisabled", "membership"."searchText" AS "searchText", "membership"."personName" AS "fullName", "person"."email" AS "email", "person"."firstName" AS "firstName", "person"."lastName" AS "lastName", "person"."lastLoginAt" AS "lastLoginAt" FROM "memberships" "membership" INNER JOIN "users" "person" ON "person"."id" = "membership"."userId" WHERE "membership"."role" = 'member' AND "membership"."companyId" IS NOT NULL`);
    await queryRunner.query(`INSERT INTO "typeorm_metadata"("database", "schema", "table", "type", "name", "value") VALUES (DEFAULT, $1, DEFAULT, $2, $3, $4)`, ["public","VIEW","company_users","SELECT \"membership\".\"id\" AS \"id\", \"membership\".\"companyId\" AS \"companyId\", \"membership\".\"organizationId\" AS \"organizationId\", \"membership\".\"userId\" AS \"userId\", \"membership\".\"employeeId\" AS \"employeeId\", \"membership\".\"joinedAt\" AS \"joinedAt\", \"membership\".\"isDisabled\" AS \"isDisabled\", \"membership\".\"searchText\" AS \"searchText\", \"membership\".\"personName\" AS \"fullName\", \"person\".\"email\" AS \"email\", \"person\".\"firstName\" AS \"firstName\", \"person\".\"lastName\" AS \"lastName\", \"person\".\"lastLoginAt\" AS \"lastLoginAt\" FROM \"memberships\" \"membership\" INNER JOIN \"users\" \"person\" ON \"person\".\"id\" = \"membership\".\"userId\" WHERE \"membership\".\"role\" = 'member' AND \"membership\".\"companyId\" IS NOT NULL"]);
    await queryRunner.query(`CREATE VIEW "organization_users" AS SELECT "membership"."id" AS "id", "membership"."organizationId" AS "organizationId", "membership"."userId" AS "userId", "membership"."employeeId" AS "employeeId", "membership"."joinedAt" AS "joinedAt", "membership"."isDisabled" AS "isDisabled", "membership"."searchText" AS "searchText", "membership"."personName" AS "fullName", "person"."email" AS "email", "person"."firstName" AS "firstName", "person"."lastName" AS "lastName", "person"."lastLoginAt" AS "lastLoginAt" FROM "memberships" "membership" INNER JOIN "users" "person" ON "person"."id" = "membership"."userId" WHERE "membership"."role" = 'member' AND "membership"."companyId" IS NULL AND "membership"."courseId" IS NULL`);
    await queryRunner.query(`INSERT INTO "typeorm_metadata"("database", "schema", "table", "type", "name", "value") VALUES (DEFAULT, $1, DEFAULT, $2, $3, $4)`, ["public","VIEW","organization_users","SELECT \"membership\".\"id\" AS \"id\", \"membership\".\"organizationId\" AS \"organizationId\", \"membership\".\"userId\" AS \"userId\", \"membership\".\"employeeId\" AS \"employeeId\", \"membership\".\"joinedAt\" AS \"joinedAt\", \"membership\".\"isDisabled\" AS \"isDisabled\", \"membership\".\"searchText\" AS \"searchText\", \"membership\".\"personName\" AS \"fullName\", \"person\".\"email\" AS \"email\", \"person\".\"firstName\" AS \"firstName\", \"person\".\"lastName\" AS \"lastName\", \"person\".\"lastLoginAt\" AS \"lastLoginAt\" FROM \"memberships\" \"membership\" INNER JOIN \"users\" \"person\" ON \"person\".\"id\" = \"membership\".\"userId\" WHERE \"membership\".\"role\" = 'member' AND \"membership\".\"companyId\" IS NULL AND \"membership\".\"courseId\" IS NULL"]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE OR REPLACE FUNCTION lumen_membership_search_text() RETURNS trigger AS $$
      BEGIN
        SELECT LOWER(person."email" || ' ' || person."fullName" || ' ' || COALESCE(NEW."employeeId", '')) INTO NEW."searchText"
          FROM "users" person WHERE person."id" = NEW."userId";
        RETURN NEW;
      END $$ LANGUAGE plpgsql`);
    await queryRunner.query(`CREATE OR REPLACE FUNCTION lumen_person_search_text() RETURNS trigger AS $$
      BEGIN
        UPDATE "memberships" SET "searchText" = LOWER(NEW."email" || ' ' || NEW."fullName" || ' ' || COALESCE("employeeId", ''))
          WHERE "userId" = NEW."id";
        RETURN NEW;
      END $$ LANGUAGE plpgsql`);
    await queryRunner.query(`DELETE FROM "typeorm_metadata" WHERE "type" = $1 AND "name" = $2 AND "schema" = $3`, ["VIEW","organization_users","public"]);
    await queryRunner.query(`DROP VIEW "organization_users"`);
    await queryRunner.query(`DELETE FROM "typeorm_metadata" WHERE "type" = $1 AND "name" = $2 AND "schema" = $3`, ["VIEW","company_users","public"]);
    await queryRunner.query(`DROP VIEW "company_users"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_54b6c9d2b9f56fa104acb4c0f3"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_ba9a093a95ebf4d489e5bfc865"`);
    await queryRunner.query(`ALTER TABLE "memberships" DROP COLUMN "personName"`);
    await queryRunner.query(`CREATE VIEW "company_users" AS SELECT "membership"."id" AS "id", "membership"."companyId" AS "companyId", "membership"."organizationId" AS "organizationId", "membership"."userId" AS "userId", "membership"."employeeId" AS "employeeId", "membership"."joinedAt" AS "joinedAt", "membership"."isDisabled" AS "isDisabled", "membership"."searchText" AS "searchText", "person"."email" AS "email", "person"."firstName" AS "firstName", "person"."lastName" AS "lastName", "person"."fullName" AS "fullName", "person"."lastLoginAt" AS "lastLoginAt" FROM "memberships" "membership" INNER JOIN "users" "person" ON "person"."id" = "membership"."userId" WHERE "membership"."role" = 'member' AND "membership"."companyId" IS NOT NULL`);
    await queryRunner.query(`INSERT INTO "typeorm_metadata"("database", "schema", "table", "type", "name", "value") VALUES (DEFAULT, $1, DEFAULT, $2, $3, $4)`, ["public","VIEW","company_users","SELECT \"membership\".\"id\" AS \"id\", \"membership\".\"companyId\" AS \"companyId\", \"membership\".\"organizationId\" AS \"organizationId\", \"membership\".\"userId\" AS \"userId\", \"membership\".\"employeeId\" AS \"employeeId\", \"membership\".\"joinedAt\" AS \"joinedAt\", \"membership\".\"isDisabled\" AS \"isDisabled\", \"membership\".\"searchText\" AS \"searchText\", \"person\".\"email\" AS \"email\", \"person\".\"firstName\" AS \"firstName\", \"person\".\"lastName\" AS \"lastName\", \"person\".\"fullName\" AS \"fullName\", \"person\".\"lastLoginAt\" AS \"lastLoginAt\" FROM \"memberships\" \"membership\" INNER JOIN \"users\" \"person\" ON \"person\".\"id\" = \"membership\".\"userId\" WHERE \"membership\".\"role\" = 'member' AND \"membership\".\"companyId\" IS NOT NULL"]);
    await queryRunner.query(`CREATE VIEW "organization_users" AS SELECT "membership"."id" AS "id", "membership"."organizationId" AS "organizationId", "membership"."userId" AS "userId", "membership"."employeeId" AS "employeeId", "membership"."joinedAt" AS "joinedAt", "membership"."isDisabled" AS "isDisabled", "membership"."searchText" AS "searchText", "person"."email" AS "email", "person"."firstName" AS "firstName", "person"."lastName" AS "lastName", "person"."fullName" AS "fullName", "person"."lastLoginAt" AS "lastLoginAt" FROM "memberships" "membership" INNER JOIN "users" "person" ON "person"."id" = "membership"."userId" WHERE "membership"."role" = 'member' AND "membership"."companyId" IS NULL AND "membership"."courseId" IS NULL`);
    await queryRunner.query(`INSERT INTO "typeorm_metadata"("database", "schema", "table", "type", "name", "value") VALUES (DEFAULT, $1, DEFAULT, $2, $3, $4)`, ["public","VIEW","organization_users","SELECT \"membership\".\"id\" AS \"id\", \"membership\".\"organizationId\" AS \"organizationId\", \"membership\".\"userId\" AS \"userId\", \"membership\".\"employeeId\" AS \"employeeId\", \"membership\".\"joinedAt\" AS \"joinedAt\", \"membership\".\"isDisabled\" AS \"isDisabled\", \"membership\".\"searchText\" AS \"searchText\", \"person\".\"email\" AS \"email\", \"person\".\"firstName\" AS \"firstName\", \"person\".\"lastName\" AS \"lastName\", \"person\".\"fullName\" AS \"fullName\", \"person\".\"lastLoginAt\" AS \"lastLoginAt\" FROM \"memberships\" \"membership\" INNER JOIN \"users\" \"person\" ON \"person\".\"id\" = \"membership\".\"userId\" WHERE \"membership\".\"role\" = 'member' AND \"membership\".\"companyId\" IS NULL AND \"membership\".\"courseId\" IS NULL"]);
  }
}
