import { MigrationInterface, QueryRunner } from 'typeorm';

export class InvitationRoles1795477647913 implements MigrationInterface {
  name = 'InvitationRoles1795477647913';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "invited_users" ADD "role" character varying(20) NOT NULL DEFAULT 'member'`);
    await queryRunner.query(`CREATE INDEX "IDX_40eaacd1fcfa5c4eb9a37a78a2" ON "invited_users"  ("email", "status") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_40eaacd1fcfa5c4eb9a37a78a2"`);
    await queryRunner.query(`ALTER TABLE "invited_users" DROP COLUMN "role"`);
  }
}
