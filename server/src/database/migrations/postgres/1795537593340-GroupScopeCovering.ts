import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A group's people-list indexes also hold the workspace, which readers' scopes are checked on:
 * counting a group's learners within a scope reads the index alone. (Generated; the column order of
 * the PostgreSQL down migration corrected by hand.)
 */
export class GroupScopeCovering1795537593340 implements MigrationInterface {
  name = 'GroupScopeCovering1795537593340';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_ba9a093a95ebf4d489e5bfc865"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_0b3840bbc0e62c86b08cda354c"`);
    await queryRunner.query(`CREATE INDEX "IDX_5f200aa955482422a42a0a677d" ON "memberships"  ("companyId", "role", "personName", "organizationId") `);
    await queryRunner.query(`CREATE INDEX "IDX_046bca2459e826bcca6f3676c7" ON "memberships"  ("companyId", "role", "joinedAt", "organizationId") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_046bca2459e826bcca6f3676c7"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_5f200aa955482422a42a0a677d"`);
    await queryRunner.query(`CREATE INDEX "IDX_0b3840bbc0e62c86b08cda354c" ON "memberships" ("companyId", "role", "joinedAt") `);
    await queryRunner.query(`CREATE INDEX "IDX_ba9a093a95ebf4d489e5bfc865" ON "memberships" ("companyId", "role", "personName") `);
  }
}
