import { MigrationInterface, QueryRunner } from 'typeorm';

export class UsersSortIndexes1795549990041 implements MigrationInterface {
  name = 'UsersSortIndexes1795549990041';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "IDX_c0f30dcc205fa03b0d77e95118" ON "users"  ("lastLoginAt") `);
    await queryRunner.query(`CREATE INDEX "IDX_204e9b624861ff4a5b26819210" ON "users"  ("createdAt") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_204e9b624861ff4a5b26819210"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_c0f30dcc205fa03b0d77e95118"`);
  }
}
