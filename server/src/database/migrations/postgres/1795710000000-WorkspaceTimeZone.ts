import { MigrationInterface, QueryRunner } from 'typeorm';

export class WorkspaceTimeZone1795710000000 implements MigrationInterface {
  name = 'WorkspaceTimeZone1795710000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "organizations" ADD "timeZone" character varying(64) NOT NULL DEFAULT 'UTC'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "organizations" DROP COLUMN "timeZone"`);
  }
}
