import { MigrationInterface, QueryRunner } from 'typeorm';

export class ScopeBoundIndexes1795600440125 implements MigrationInterface {
  name = 'ScopeBoundIndexes1795600440125';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "IDX_3a1cdbb1434a2c0a6f3f95a860" ON "memberships"  ("companyId", "userId") `);
    await queryRunner.query(`CREATE INDEX "IDX_64893eb3c6fcaeaaee71a4d0ae" ON "memberships"  ("organizationId", "userId") `);
    await queryRunner.query(`CREATE INDEX "IDX_d283dade4735094ebbf6917645" ON "company_courses"  ("organizationId", "courseId") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_d283dade4735094ebbf6917645"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_64893eb3c6fcaeaaee71a4d0ae"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_3a1cdbb1434a2c0a6f3f95a860"`);
  }
}
