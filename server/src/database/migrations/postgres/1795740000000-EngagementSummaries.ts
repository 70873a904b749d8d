import { MigrationInterface, QueryRunner } from 'typeorm';

import { backfill, createTables, dropAll, postgresTriggers } from '../engagement-summaries-1795740000000';

/** Engagement summaries kept current by triggers, filled from the existing rows (see engagement-summaries-1795740000000.ts). */
export class EngagementSummaries1795740000000 implements MigrationInterface {
  name = 'EngagementSummaries1795740000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // The triggers come after the backfill, so it counts each row once.
    for (const statement of [...createTables('postgres'), ...backfill('postgres'), ...postgresTriggers()]) await queryRunner.query(statement);
    // The planner's statistics for the filled tables, before autovacuum comes round.
    await queryRunner.query('ANALYZE "engagement_totals", "engagement_activity", "engagement_sessions"');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const statement of dropAll('postgres')) await queryRunner.query(statement);
  }
}
