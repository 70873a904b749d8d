import { MigrationInterface, QueryRunner } from 'typeorm';

export class InvitationRequests1795712900000 implements MigrationInterface {
  name = 'InvitationRequests1795712900000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "invited_users" ADD "sentAt" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`CREATE INDEX "IDX_a70c9724b3c5d4908b84edbded" ON "invited_users"  ("companyId") `);
    // Invitations already sent were sent when they were made.
    await queryRunner.query(`UPDATE "invited_users" SET "sentAt" = "createdAt" WHERE "status" = 'invited'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_a70c9724b3c5d4908b84edbded"`);
    await queryRunner.query(`ALTER TABLE "invited_users" DROP COLUMN "sentAt"`);
  }
}
