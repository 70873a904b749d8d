import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Generated, then completed by hand: memberships keep their person's full name (personName) so the
 * people lists sort by name through an index. The table rebuild drops its triggers, which come back
 * below; the users trigger that also writes memberships is replaced (IF NOT EXISTS would keep the
 * old one), and the column is filled for the rows already there.
 */
export class PeopleNameOrder1795535241300 implements MigrationInterface {
  name = 'PeopleNameOrder1795535241300';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`PRAGMA legacy_alter_table = ON`);
    await queryRunner.query(`DELETE FROM "typeorm_metadata" WHERE "type" = ? AND "name" = ?`, ["VIEW","organization_users"]);
    await queryRunner.query(`DROP VIEW "organization_users"`);
    await queryRunner.query(`DELETE FROM "typeorm_metadata" WHERE "type" = ? AND "name" = ?`, ["VIEW","company_users"]);
    await queryRunner.query(`DROP VIEW "company_users"`);
    await queryRunner.query(`DROP INDEX "IDX_0143c917476eaaf2fc1c2d7509"`);
    await queryRunner.query(`DROP INDEX "IDX_0b3840bbc0e62c86b08cda354c"`);
    await queryRunner.query(`DROP INDEX "IDX_7cd6b908dff732d8dc3e9c6550"`);
    await queryRunner.query(`DROP INDEX "IDX_ee06f3c685de7dfeec0f8c27e8"`);
    await queryRunner.query(`CREATE TABLE "temporary_memberships" ("id" varchar(64) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "userId" varchar(64) NOT NULL, "role" varchar(20) NOT NULL, "organizationId" varchar(64), "companyId" varchar(64), "courseId" varchar(64), "employeeId" varchar(100), "joinedAt" datetime NOT NULL, "isDisabled" boolean NOT NULL DEFAULT (0), "searchText" varchar(512) NOT NULL DEFAULT (''), "personName" varchar(201) NOT NULL DEFAULT (''), CONSTRAINT "FK_f87374cb1608910590f6dbb70d8" FOREIGN KEY ("courseId") REFERENCES "courses" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_5d66e0f9a4a9378fc4e3fbead74" FOREIGN KEY ("companyId") REFERENCES "companies" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_98d23786d647f0ccf477b3b2867" FOREIGN KEY ("organizationId") REFERENCES "organizations" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_187d573e43b2c2aa3960df20b78" FOREIGN KEY ("userId") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`);
    await queryRunner.query(`INSERT INTO "temporary_memberships"("id", "createdAt", "updatedAt", "userId", "role", "organizationId", "companyId", "courseId", "employeeId", "joinedAt", "isDisabled", "searchText") SELECT "id", "createdAt", "updatedAt", "userId", "role", "organizationId", "companyId", "courseId", "employeeId", "joinedAt", "isDisabled", "searchText" FROM "memberships"`);
    await queryRunner.query(`DROP TABLE "memberships"`);
    await queryRunner.query(`ALTER TABLE "temporary_memberships" RENAME TO "memberships"`);
    await queryRunner.query(`CREATE INDEX "IDX_0143c917476eaaf2fc1c2d7509" ON "memberships" ("organizationId", "role", "joinedAt") `);
    await queryRunner.query(`CREATE INDEX "IDX_0b3840bbc0e62c86b08cda354c" ON "memberships" ("companyId", "role", "joinedAt") `);
    await queryRunner.query(`CREATE INDEX "IDX_7cd6b908dff732d8dc3e9c6550" ON "memberships" ("courseId", "role") `);
    await queryRunner.query(`CREATE INDEX "IDX_ee06f3c685de7dfeec0f8c27e8" ON "memberships" ("userId", "role") `);
    await queryRunner.query(`CREATE INDEX "IDX_ba9a093a95ebf4d489e5bfc865" ON "memberships" ("companyId", "role", "personName") `);
    await queryRunner.query(`CREATE INDEX "IDX_54b6c9d2b9f56fa104acb4c0f3" ON "memberships" ("organizationId", "role", "personName") `);
    await queryRunner.query(`CREATE VIEW "company_users" AS SELECT "membership"."id" AS "id", "membership"."companyId" AS "companyId", "membership"."organizationId" AS "organizationId", "membership"."userId" AS "userId", "membership"."employeeId" AS "employeeId", "membership"."joinedAt" AS "joinedAt", "membership"."isDisabled" AS "isDisabled", "membership"."searchText" AS "searchText", "membership"."personName" AS "fullName", "person"."email" AS "email", "person"."firstName" AS "firstName", "person"."lastName" AS "lastName", "person"."lastLoginAt" AS "lastLoginAt" FROM "memberships" "membership" INNER JOIN "users" "person" ON "person"."id" = "membership"."userId" WHERE "membership"."role" = 'member' AND "membership"."companyId" IS NOT NULL`);
    await queryRunner.query(`INSERT INTO "typeorm_metadata"("database", "schema", "table", "type", "name", "value") VALUES (NULL, NULL, NULL, ?, ?, ?)`, ["VIEW","company_users","SELECT \"membership\".\"id\" AS \"id\", \"membership\".\"companyId\" AS \"companyId\", \"membership\".\"organizationId\" AS \"organizationId\", \"membership\".\"userId\" AS \"userId\", \"membership\".\"employeeId\" AS \"employeeId\", \"membership\".\"joinedAt\" AS \"joinedAt\", \"membership\".\"isDisabled\" AS \"isDisabled\", \"membership\".\"searchText\" AS \"searchText\", \"membership\".\"personName\" AS \"fullName\", \"person\".\"email\" AS \"email\", \"person\".\"firstName\" AS \"firstName\", \"person\".\"lastName\" AS \"lastName\", \"person\".\"lastLoginAt\" AS \"lastLoginAt\" FROM \"memberships\" \"membership\" INNER JOIN \"users\" \"person\" ON \"person\".\"id\" = \"membership\".\"userId\" WHERE \"membership\".\"role\" = 'member' AND \"membership\".\"companyId\" IS NOT NULL"]);
    await queryRunner.query(`CREATE VIEW "organization_users" AS SELECT "membership"."id" AS "id", "membership"."organizationId" AS "organizationId", "membership"."userId" AS "userId", "membership"."employeeId" AS "employeeId", "membership"."joinedAt" AS "joinedAt", "membership"."isDisabled" AS "isDisabled", "membership"."searchText" AS "searchText", "membership"."personName" AS "fullName", "person"."email" AS "email", "person"."firstName" AS "firstName", "person"."lastName" AS "lastName", "person"."lastLoginAt" AS "lastLoginAt" FROM "memberships" "membership" INNER JOIN "users" "person" ON "person"."id" = "membership"."userId" WHERE "membership"."role" = 'member' AND "membership"."companyId" IS NULL AND "membership"."courseId" IS NULL`);
    await queryRunner.query(`INSERT INTO "typeorm_metadata"("database", "schema", "table", "type", "name", "value") VALUES (NULL, NULL, NULL, ?, ?, ?)`, ["VIEW","organization_users","SELECT \"membership\".\"id\" AS \"id\", \"membership\".\"organizationId\" AS \"organizationId\", \"membership\".\"userId\" AS \"userId\", \"membership\".\"employeeId\" AS \"employeeId\", \"membership\".\"joinedAt\" AS \"joinedAt\", \"membership\".\"isDisabled\" AS \"isDisabled\", \"membership\".\"searchText\" AS \"searchText\", \"membership\".\"personName\" AS \"fullName\", \"person\".\"email\" AS \"email\", \"person\".\"firstName\" AS \"firstName\", \"person\".\"lastName\" AS \"lastName\", \"person\".\"lastLoginAt\" AS \"lastLoginAt\" FROM \"memberships\" \"membership\" INNER JOIN \"users\" \"person\" ON \"person\".\"id\" = \"membership\".\"userId\" WHERE \"membership\".\"role\" = 'member' AND \"membership\".\"companyId\" IS NULL AND \"membership\".\"courseId\" IS NULL"]);
    await queryRunner.query(`CREATE TRIGGER IF NOT EXISTS "users_search_text_insert" AFTER INSERT ON "users" BEGIN
    UPDATE "users" SET "searchText" = LOWER(NEW."email" || ' ' || NEW."fullName") WHERE "id" = NEW."id";
  END`);
    await queryRunner.query(`DROP TRIGGER IF EXISTS "users_search_text_update"`);
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
    await queryRunner.query(`UPDATE "memberships" SET "personName" = (SELECT person."fullName" FROM "users" person WHERE person."id" = "memberships"."userId")`);
    await queryRunner.query(`PRAGMA legacy_alter_table = OFF`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`PRAGMA legacy_alter_table = ON`);
    await queryRunner.query(`DELETE FROM "typeorm_metadata" WHERE "type" = ? AND "name" = ?`, ["VIEW","organization_users"]);
    await queryRunner.query(`DROP VIEW "organization_users"`);
    await queryRunner.query(`DELETE FROM "typeorm_metadata" WHERE "type" = ? AND "name" = ?`, ["VIEW","company_users"]);
    await queryRunner.query(`DROP VIEW "company_users"`);
    await queryRunner.query(`DROP INDEX "IDX_54b6c9d2b9f56fa104acb4c0f3"`);
    await queryRunner.query(`DROP INDEX "IDX_ba9a093a95ebf4d489e5bfc865"`);
    await queryRunner.query(`DROP INDEX "IDX_ee06f3c685de7dfeec0f8c27e8"`);
    await queryRunner.query(`DROP INDEX "IDX_7cd6b908dff732d8dc3e9c6550"`);
    await queryRunner.query(`DROP INDEX "IDX_0b3840bbc0e62c86b08cda354c"`);
    await queryRunner.query(`DROP INDEX "IDX_0143c917476eaaf2fc1c2d7509"`);
    await queryRunner.query(`ALTER TABLE "memberships" RENAME TO "temporary_memberships"`);
    await queryRunner.query(`CREATE TABLE "memberships" ("id" varchar(64) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "userId" varchar(64) NOT NULL, "role" varchar(20) NOT NULL, "organizationId" varchar(64), "companyId" varchar(64), "courseId" varchar(64), "employeeId" varchar(100), "joinedAt" datetime NOT NULL, "isDisabled" boolean NOT NULL DEFAULT (0), "searchText" varchar(512) NOT NULL DEFAULT (''), CONSTRAINT "FK_f87374cb1608910590f6dbb70d8" FOREIGN KEY ("courseId") REFERENCES "courses" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_5d66e0f9a4a9378fc4e3fbead74" FOREIGN KEY ("companyId") REFERENCES "companies" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_98d23786d647f0ccf477b3b2867" FOREIGN KEY ("organizationId") REFERENCES "organizations" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_187d573e43b2c2aa3960df20b78" FOREIGN KEY ("userId") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`);
    await queryRunner.query(`INSERT INTO "memberships"("id", "createdAt", "updatedAt", "userId", "role", "organizationId", "companyId", "courseId", "employeeId", "joinedAt", "isDisabled", "searchText") SELECT "id", "createdAt", "updatedAt", "userId", "role", "organizationId", "companyId", "courseId", "employeeId", "joinedAt", "isDisabled", "searchText" FROM "temporary_memberships"`);
    await queryRunner.query(`DROP TABLE "temporary_memberships"`);
    await queryRunner.query(`CREATE INDEX "IDX_ee06f3c685de7dfeec0f8c27e8" ON "memberships" ("userId", "role") `);
    await queryRunner.query(`CREATE INDEX "IDX_7cd6b908dff732d8dc3e9c6550" ON "memberships" ("courseId", "role") `);
    await queryRunner.query(`CREATE INDEX "IDX_0b3840bbc0e62c86b08cda354c" ON "memberships" ("companyId", "role", "joinedAt") `);
    await queryRunner.query(`CREATE INDEX "IDX_0143c917476eaaf2fc1c2d7509" ON "memberships" ("organizationId", "role", "joinedAt") `);
    await queryRunner.query(`CREATE VIEW "company_users" AS SELECT "membership"."id" AS "id", "membership"."companyId" AS "companyId", "membership"."organizationId" AS "organizationId", "membership"."userId" AS "userId", "membership"."employeeId" AS "employeeId", "membership"."joinedAt" AS "joinedAt", "membership"."isDisabled" AS "isDisabled", "membership"."searchText" AS "searchText", "person"."email" AS "email", "person"."firstName" AS "firstName", "person"."lastName" AS "lastName", "person"."fullName" AS "fullName", "person"."lastLoginAt" AS "lastLoginAt" FROM "memberships" "membership" INNER JOIN "users" "person" ON "person"."id" = "membership"."userId" WHERE "membership"."role" = 'member' AND "membership"."companyId" IS NOT NULL`);
    await queryRunner.query(`INSERT INTO "typeorm_metadata"("database", "schema", "table", "type", "name", "value") VALUES (NULL, NULL, NULL, ?, ?, ?)`, ["VIEW","company_users","SELECT \"membership\".\"id\" AS \"id\", \"membership\".\"companyId\" AS \"companyId\", \"membership\".\"organizationId\" AS \"organizationId\", \"membership\".\"userId\" AS \"userId\", \"membership\".\"employeeId\" AS \"employeeId\", \"membership\".\"joinedAt\" AS \"joinedAt\", \"membership\".\"isDisabled\" AS \"isDisabled\", \"membership\".\"searchText\" AS \"searchText\", \"person\".\"email\" AS \"email\", \"person\".\"firstName\" AS \"firstName\", \"person\".\"lastName\" AS \"lastName\", \"person\".\"fullName\" AS \"fullName\", \"person\".\"lastLoginAt\" AS \"lastLoginAt\" FROM \"memberships\" \"membership\" INNER JOIN \"users\" \"person\" ON \"person\".\"id\" = \"membership\".\"userId\" WHERE \"membership\".\"role\" = 'member' AND \"membership\".\"companyId\" IS NOT NULL"]);
    await queryRunner.query(`CREATE VIEW "organization_users" AS SELECT "membership"."id" AS "id", "membership"."organizationId" AS "organizationId", "membership"."userId" AS "userId", "membership"."employeeId" AS "employeeId", "membership"."joinedAt" AS "joinedAt", "membership"."isDisabled" AS "isDisabled", "membership"."searchText" AS "searchText", "person"."email" AS "email", "person"."firstName" AS "firstName", "person"."lastName" AS "lastName", "person"."fullName" AS "fullName", "person"."lastLoginAt" AS "lastLoginAt" FROM "memberships" "membership" INNER JOIN "users" "person" ON "person"."id" = "membership"."userId" WHERE "membership"."role" = 'member' AND "membership"."companyId" IS NULL AND "membership"."courseId" IS NULL`);
    await queryRunner.query(`INSERT INTO "typeorm_metadata"("database", "schema", "table", "type", "name", "value") VALUES (NULL, NULL, NULL, ?, ?, ?)`, ["VIEW","organization_users","SELECT \"membership\".\"id\" AS \"id\", \"membership\".\"organizationId\" AS \"organizationId\", \"membership\".\"userId\" AS \"userId\", \"membership\".\"employeeId\" AS \"employeeId\", \"membership\".\"joinedAt\" AS \"joinedAt\", \"membership\".\"isDisabled\" AS \"isDisabled\", \"membership\".\"searchText\" AS \"searchText\", \"person\".\"email\" AS \"email\", \"person\".\"firstName\" AS \"firstName\", \"person\".\"lastName\" AS \"lastName\", \"person\".\"fullName\" AS \"fullName\", \"person\".\"lastLoginAt\" AS \"lastLoginAt\" FROM \"memberships\" \"membership\" INNER JOIN \"users\" \"person\" ON \"person\".\"id\" = \"membership\".\"userId\" WHERE \"membership\".\"role\" = 'member' AND \"membership\".\"companyId\" IS NULL AND \"membership\".\"courseId\" IS NULL"]);
    await queryRunner.query(`PRAGMA legacy_alter_table = OFF`);
  }
}
