import { MigrationInterface, QueryRunner } from 'typeorm';

export class GroupsFollowTheirWorkspace1795633573465 implements MigrationInterface {
  name = 'GroupsFollowTheirWorkspace1795633573465';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "companies" ADD "disabledWithWorkspace" boolean NOT NULL DEFAULT false`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "companies" DROP COLUMN "disabledWithWorkspace"`);
  }
}
