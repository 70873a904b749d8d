import { MigrationInterface, QueryRunner } from 'typeorm';

import { createDayTables, dayBackfill, dropDaySummaries, postgresDayTriggers } from '../engagement-day-summaries-1795750000000';

/** Per-day engagement summaries over the first ones, so activity figures don't grow with the learners (see engagement-day-summaries-1795750000000.ts). */
export class EngagementDaySummaries1795750000000 implements MigrationInterface {
  name = 'EngagementDaySummaries1795750000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // The triggers come after the backfill, so it counts each row once.
    for (const statement of [...createDayTables(), ...dayBackfill('postgres'), ...postgresDayTriggers()]) await queryRunner.query(statement);
    // The planner's statistics for the filled tables, before autovacuum comes round.
    await queryRunner.query('ANALYZE "engagement_days", "engagement_day_learners", "engagement_day_sessions"');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const statement of dropDaySummaries('postgres')) await queryRunner.query(statement);
  }
}
