import { MigrationInterface, QueryRunner } from 'typeorm';

import { POSTGRES_USED_LICENCE_TRIGGERS, postgresUsedLicenceTriggers, RECOUNT_USED_LICENCES } from '../../used-licence-triggers';

/** Written by hand (the generator knows no triggers): used licences counted from the members, kept current by triggers. */
export class UsedLicences1795700000000 implements MigrationInterface {
  name = 'UsedLicences1795700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const statement of postgresUsedLicenceTriggers()) await queryRunner.query(statement);
    await queryRunner.query(RECOUNT_USED_LICENCES);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const name of POSTGRES_USED_LICENCE_TRIGGERS) {
      await queryRunner.query(`DROP TRIGGER IF EXISTS "${name}" ON "memberships"`);
      await queryRunner.query(`DROP FUNCTION IF EXISTS lumen_${name}()`);
    }
  }
}
