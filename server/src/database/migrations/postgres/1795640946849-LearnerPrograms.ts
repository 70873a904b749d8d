import { MigrationInterface, QueryRunner } from 'typeorm';

export class LearnerPrograms1795640946849 implements MigrationInterface {
  name = 'LearnerPrograms1795640946849';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE VIEW "learner_programs" AS SELECT "engagement"."id" AS "id", "engagement"."userId" AS "userId", "engagement"."organizationId" AS "organizationId", "engagement"."companyId" AS "companyId", "engagement"."courseId" AS "courseId", "engagement"."currentDay" AS "currentDay", "engagement"."opened" AS "opened", "engagement"."started" AS "started", "engagement"."completion" AS "completion", "engagement"."assessmentStatus" AS "assessmentStatus", "engagement"."assessmentScore" AS "assessmentScore", "engagement"."certificateUrl" AS "certificateUrl", "engagement"."lastVisitAt" AS "lastVisitAt", "engagement"."completedAt" AS "completedAt", "course"."title" AS "courseTitle", "session"."title" AS "currentSession" FROM "course_engagements" "engagement" INNER JOIN "courses" "course" ON "course"."id" = "engagement"."courseId"  LEFT JOIN "chapters" "session" ON "session"."courseId" = "engagement"."courseId" AND "session"."order" = "engagement"."currentDay"`);
    await queryRunner.query(`INSERT INTO "typeorm_metadata"("database", "schema", "table", "type", "name", "value") VALUES (DEFAULT, $1, DEFAULT, $2, $3, $4)`, ["public","VIEW","learner_programs","SELECT \"engagement\".\"id\" AS \"id\", \"engagement\".\"userId\" AS \"userId\", \"engagement\".\"organizationId\" AS \"organizationId\", \"engagement\".\"companyId\" AS \"companyId\", \"engagement\".\"courseId\" AS \"courseId\", \"engagement\".\"currentDay\" AS \"currentDay\", \"engagement\".\"opened\" AS \"opened\", \"engagement\".\"started\" AS \"started\", \"engagement\".\"completion\" AS \"completion\", \"engagement\".\"assessmentStatus\" AS \"assessmentStatus\", \"engagement\".\"assessmentScore\" AS \"assessmentScore\", \"engagement\".\"certificateUrl\" AS \"certificateUrl\", \"engagement\".\"lastVisitAt\" AS \"lastVisitAt\", \"engagement\".\"completedAt\" AS \"completedAt\", \"course\".\"title\" AS \"courseTitle\", \"session\".\"title\" AS \"currentSession\" FROM \"course_engagements\" \"engagement\" INNER JOIN \"courses\" \"course\" ON \"course\".\"id\" = \"engagement\".\"courseId\"  LEFT JOIN \"chapters\" \"session\" ON \"session\".\"courseId\" = \"engagement\".\"courseId\" AND \"session\".\"order\" = \"engagement\".\"currentDay\""]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "typeorm_metadata" WHERE "type" = $1 AND "name" = $2 AND "schema" = $3`, ["VIEW","learner_programs","public"]);
    await queryRunner.query(`DROP VIEW "learner_programs"`);
  }
}
