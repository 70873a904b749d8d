import { MigrationInterface, QueryRunner } from 'typeorm';

import { sqliteUsedLicenceTriggers, RECOUNT_USED_LICENCES } from '../../used-licence-triggers';

/** Written by hand (the generator knows no triggers): used licences counted from the members, kept current by triggers. */
export class UsedLicences1795700000000 implements MigrationInterface {
  name = 'UsedLicences1795700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const statement of sqliteUsedLicenceTriggers()) await queryRunner.query(statement);
    await queryRunner.query(RECOUNT_USED_LICENCES);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const name of ['memberships_used_licences_insert', 'memberships_used_licences_delete', 'memberships_used_licences_update']) await queryRunner.query(`DROP TRIGGER IF EXISTS "${name}"`);
  }
}
