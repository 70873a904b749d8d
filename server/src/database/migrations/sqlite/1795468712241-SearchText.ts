import { MigrationInterface, QueryRunner } from 'typeorm';

import { sqliteSearchTextTriggers } from '../../search-text-triggers';

/**
 * Written by hand (the generator knows no triggers): the lower-cased search text of users and
 * memberships, kept current by triggers on both tables so no write path can forget it.
 */
export class SearchText1795468712241 implements MigrationInterface {
  name = 'SearchText1795468712241';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const statement of sqliteSearchTextTriggers()) await queryRunner.query(statement);
    await queryRunner.query(`UPDATE "users" SET "searchText" = LOWER("email" || ' ' || "fullName")`);
    await queryRunner.query(`UPDATE "memberships" SET "searchText" = (SELECT LOWER(person."email" || ' ' || person."fullName" || ' ' || COALESCE("memberships"."employeeId", ''))
      FROM "users" person WHERE person."id" = "memberships"."userId")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const trigger of ['users_search_text_insert', 'users_search_text_update', 'memberships_search_text_insert', 'memberships_search_text_update']) {
      await queryRunner.query(`DROP TRIGGER IF EXISTS "${trigger}"`);
    }
  }
}
