import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Written by hand (the generator knows no triggers): the lower-cased search text of users and
 * memberships, kept current by triggers on both tables so no write path can forget it, and
 * trigram GIN indexes so the lists' substring search ("contains") uses an index.
 */
export class SearchText1795468712241 implements MigrationInterface {
  name = 'SearchText1795468712241';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await queryRunner.query(`CREATE OR REPLACE FUNCTION lumen_user_search_text() RETURNS trigger AS $$
      BEGIN NEW."searchText" := LOWER(NEW."email" || ' ' || NEW."fullName"); RETURN NEW; END $$ LANGUAGE plpgsql`);
    await queryRunner.query(`CREATE TRIGGER "users_search_text" BEFORE INSERT OR UPDATE OF "email", "fullName" ON "users"
      FOR EACH ROW EXECUTE FUNCTION lumen_user_search_text()`);
    await queryRunner.query(`CREATE OR REPLACE FUNCTION lumen_membership_search_text() RETURNS trigger AS $$
      BEGIN
        SELECT LOWER(person."email" || ' ' || person."fullName" || ' ' || COALESCE(NEW."employeeId", '')) INTO NEW."searchText"
          FROM "users" person WHERE person."id" = NEW."userId";
        RETURN NEW;
      END $$ LANGUAGE plpgsql`);
    await queryRunner.query(`CREATE TRIGGER "memberships_search_text" BEFORE INSERT OR UPDATE OF "userId", "employeeId" ON "memberships"
      FOR EACH ROW EXECUTE FUNCTION lumen_membership_search_text()`);
    // A person's new name or e-mail reaches every membership row of theirs.
    await queryRunner.query(`CREATE OR REPLACE FUNCTION lumen_person_search_text() RETURNS trigger AS $$
      BEGIN
        UPDATE "memberships" SET "searchText" = LOWER(NEW."email" || ' ' || NEW."fullName" || ' ' || COALESCE("employeeId", ''))
          WHERE "userId" = NEW."id";
        RETURN NEW;
      END $$ LANGUAGE plpgsql`);
    await queryRunner.query(`CREATE TRIGGER "users_memberships_search_text" AFTER UPDATE OF "email", "fullName" ON "users"
      FOR EACH ROW WHEN (OLD."email" IS DISTINCT FROM NEW."email" OR OLD."fullName" IS DISTINCT FROM NEW."fullName")
      EXECUTE FUNCTION lumen_person_search_text()`);
    await queryRunner.query(`UPDATE "users" SET "searchText" = LOWER("email" || ' ' || "fullName")`);
    await queryRunner.query(`UPDATE "memberships" SET "searchText" = LOWER(person."email" || ' ' || person."fullName" || ' ' || COALESCE("memberships"."employeeId", ''))
      FROM "users" person WHERE person."id" = "memberships"."userId"`);
    await queryRunner.query(`CREATE INDEX "IDX_users_search_text" ON "users" USING gin ("searchText" gin_trgm_ops)`);
    await queryRunner.query(`CREATE INDEX "IDX_memberships_search_text" ON "memberships" USING gin ("searchText" gin_trgm_ops)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_memberships_search_text"`);
    await queryRunner.query(`DROP INDEX "IDX_users_search_text"`);
    await queryRunner.query(`DROP TRIGGER "users_memberships_search_text" ON "users"`);
    await queryRunner.query(`DROP FUNCTION lumen_person_search_text()`);
    await queryRunner.query(`DROP TRIGGER "memberships_search_text" ON "memberships"`);
    await queryRunner.query(`DROP FUNCTION lumen_membership_search_text()`);
    await queryRunner.query(`DROP TRIGGER "users_search_text" ON "users"`);
    await queryRunner.query(`DROP FUNCTION lumen_user_search_text()`);
  }
}
