import { MigrationInterface, QueryRunner } from 'typeorm';

export class EngagementGroupSummaryIndex1795549320422 implements MigrationInterface {
  name = 'EngagementGroupSummaryIndex1795549320422';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "IDX_course_engagements_group_summary" ON "course_engagements"  ("companyId", "userId", "organizationId", "visibleInAnalytics", "opened", "started", "completion", "discoverRate", "engagement", "numOfCompletedChapters", "minutesSpent") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_course_engagements_group_summary"`);
  }
}
