import { MigrationInterface, QueryRunner } from 'typeorm';

export class IdentityGeneration1795300000000 implements MigrationInterface {
  name = 'IdentityGeneration1795300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD "identityGeneration" integer NOT NULL DEFAULT '0'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "identityGeneration"`);
  }
}
