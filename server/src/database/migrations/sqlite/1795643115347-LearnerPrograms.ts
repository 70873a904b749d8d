import { MigrationInterface, QueryRunner } from 'typeorm';

export class LearnerPrograms1795643115347 implements MigrationInterface {
  name = 'LearnerPrograms1795643115347';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE VIEW "learner_programs" AS SELECT "engagement"."id" AS "id", "engagement"."userId" AS "userId", "engagement"."organizationId" AS "organizationId", "engagement"."companyId" AS "companyId", "engagement"."courseId" AS "courseId", "engagement"."currentDay" AS "currentDay", "engagement"."opened" AS "opened", "engagement"."started" AS "started", "engagement"."completion" AS "completion", "engagement"."assessmentStatus" AS "assessmentStatus", "engagement"."assessmentScore" AS "assessmentScore", "engagement"."certificateUrl" AS "certificateUrl", "engagement"."lastVisitAt" AS "lastVisitAt", "engagement"."completedAt" AS "completedAt", "course"."title" AS "courseTitle", "session"."title" AS "currentSession" FROM "course_engagements" "engagement" INNER JOIN "courses" "course" ON "course"."id" = "engagement"."courseId"  LEFT JOIN "chapters" "session" ON "session"."courseId" = "engagement"."courseId" AND "session"."order" = (SELECT MAX(unlocked."order") FROM chapters unlocked WHERE unlocked."courseId" = engagement."courseId" AND unlocked."order" <= engagement."currentDay")`);
    await queryRunner.query(`INSERT INTO "typeorm_metadata"("database", "schema", "table", "type", "name", "value") VALUES (NULL, NULL, NULL, ?, ?, ?)`, ["VIEW","learner_programs","SELECT \"engagement\".\"id\" AS \"id\", \"engagement\".\"userId\" AS \"userId\", \"engagement\".\"organizationId\" AS \"organizationId\", \"engagement\".\"companyId\" AS \"companyId\", \"engagement\".\"courseId\" AS \"courseId\", \"engagement\".\"currentDay\" AS \"currentDay\", \"engagement\".\"opened\" AS \"opened\", \"engagement\".\"started\" AS \"started\", \"engagement\".\"completion\" AS \"completion\", \"engagement\".\"assessmentStatus\" AS \"assessmentStatus\", \"engagement\".\"assessmentScore\" AS \"assessmentScore\", \"engagement\".\"certificateUrl\" AS \"certificateUrl\", \"engagement\".\"lastVisitAt\" AS \"lastVisitAt\", \"engagement\".\"completedAt\" AS \"completedAt\", \"course\".\"title\" AS \"courseTitle\", \"session\".\"title\" AS \"currentSession\" FROM \"course_engagements\" \"engagement\" INNER JOIN \"courses\" \"course\" ON \"course\".\"id\" = \"engagement\".\"courseId\"  LEFT JOIN \"chapters\" \"session\" ON \"session\".\"courseId\" = \"engagement\".\"courseId\" AND \"session\".\"order\" = (SELECT MAX(unlocked.\"order\") FROM chapters unlocked WHERE unlocked.\"courseId\" = engagement.\"courseId\" AND unlocked.\"order\" <= engagement.\"currentDay\")"]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "typeorm_metadata" WHERE "type" = ? AND "name" = ?`, ["VIEW","learner_programs"]);
    await queryRunner.query(`DROP VIEW "learner_programs"`);
  }
}
