import { MigrationInterface, QueryRunner } from 'typeorm';

export class ScheduledDistributions1795638322269 implements MigrationInterface {
  name = 'ScheduledDistributions1795638322269';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`PRAGMA legacy_alter_table = ON`);
    await queryRunner.query(`CREATE TABLE "scheduled_distributions" ("id" varchar(64) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "organizationId" varchar(64) NOT NULL, "companyId" varchar(64) NOT NULL, "courseId" varchar(64) NOT NULL, "futureDistribution" datetime NOT NULL, "manualReviewsSkipEndorsment" boolean NOT NULL DEFAULT (0), "showHintsAfterAssessmentsCompleted" boolean NOT NULL DEFAULT (0), "hideAssessmentsAfterCompleted" boolean NOT NULL DEFAULT (0), "createdBy" varchar(64))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_8324e2e975d28ebbd774ca855c" ON "scheduled_distributions" ("companyId", "courseId") `);
    await queryRunner.query(`CREATE INDEX "IDX_8560786a8e48a5d9a9106692b3" ON "scheduled_distributions" ("courseId", "organizationId", "id") `);
    await queryRunner.query(`CREATE INDEX "IDX_4adf8ceaa42a5ad31275e7e293" ON "scheduled_distributions" ("futureDistribution", "id") `);
    await queryRunner.query(`DROP INDEX "IDX_8324e2e975d28ebbd774ca855c"`);
    await queryRunner.query(`DROP INDEX "IDX_8560786a8e48a5d9a9106692b3"`);
    await queryRunner.query(`DROP INDEX "IDX_4adf8ceaa42a5ad31275e7e293"`);
    await queryRunner.query(`CREATE TABLE "temporary_scheduled_distributions" ("id" varchar(64) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "organizationId" varchar(64) NOT NULL, "companyId" varchar(64) NOT NULL, "courseId" varchar(64) NOT NULL, "futureDistribution" datetime NOT NULL, "manualReviewsSkipEndorsment" boolean NOT NULL DEFAULT (0), "showHintsAfterAssessmentsCompleted" boolean NOT NULL DEFAULT (0), "hideAssessmentsAfterCompleted" boolean NOT NULL DEFAULT (0), "createdBy" varchar(64), CONSTRAINT "FK_9cd6c62d77fc80503e077c256c9" FOREIGN KEY ("organizationId") REFERENCES "organizations" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_9169e1eb92f6f4539e955b7ad36" FOREIGN KEY ("companyId") REFERENCES "companies" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_806fbbc03ba10740ac7a2e9c804" FOREIGN KEY ("courseId") REFERENCES "courses" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_285ee0c0e1037e392a8902825ab" FOREIGN KEY ("createdBy") REFERENCES "users" ("id") ON DELETE SET NULL ON UPDATE NO ACTION)`);
    await queryRunner.query(`INSERT INTO "temporary_scheduled_distributions"("id", "createdAt", "updatedAt", "organizationId", "companyId", "courseId", "futureDistribution", "manualReviewsSkipEndorsment", "showHintsAfterAssessmentsCompleted", "hideAssessmentsAfterCompleted", "createdBy") SELECT "id", "createdAt", "updatedAt", "organizationId", "companyId", "courseId", "futureDistribution", "manualReviewsSkipEndorsment", "showHintsAfterAssessmentsCompleted", "hideAssessmentsAfterCompleted", "createdBy" FROM "scheduled_distributions"`);
    await queryRunner.query(`DROP TABLE "scheduled_distributions"`);
    await queryRunner.query(`ALTER TABLE "temporary_scheduled_distributions" RENAME TO "scheduled_distributions"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_8324e2e975d28ebbd774ca855c" ON "scheduled_distributions" ("companyId", "courseId") `);
    await queryRunner.query(`CREATE INDEX "IDX_8560786a8e48a5d9a9106692b3" ON "scheduled_distributions" ("courseId", "organizationId", "id") `);
    await queryRunner.query(`CREATE INDEX "IDX_4adf8ceaa42a5ad31275e7e293" ON "scheduled_distributions" ("futureDistribution", "id") `);
    await queryRunner.query(`PRAGMA legacy_alter_table = OFF`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`PRAGMA legacy_alter_table = ON`);
    await queryRunner.query(`DROP INDEX "IDX_4adf8ceaa42a5ad31275e7e293"`);
    await queryRunner.query(`DROP INDEX "IDX_8560786a8e48a5d9a9106692b3"`);
    await queryRunner.query(`DROP INDEX "IDX_8324e2e975d28ebbd774ca855c"`);
    await queryRunner.query(`ALTER TABLE "scheduled_distributions" RENAME TO "temporary_scheduled_distributions"`);
    await queryRunner.query(`CREATE TABLE "scheduled_distributions" ("id" varchar(64) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "organizationId" varchar(64) NOT NULL, "companyId" varchar(64) NOT NULL, "courseId" varchar(64) NOT NULL, "futureDistribution" datetime NOT NULL, "manualReviewsSkipEndorsment" boolean NOT NULL DEFAULT (0), "showHintsAfterAssessmentsCompleted" boolean NOT NULL DEFAULT (0), "hideAssessmentsAfterCompleted" boolean NOT NULL DEFAULT (0), "createdBy" varchar(64))`);
    await queryRunner.query(`INSERT INTO "scheduled_distributions"("id", "createdAt", "updatedAt", "organizationId", "companyId", "courseId", "futureDistribution", "manualReviewsSkipEndorsment", "showHintsAfterAssessmentsCompleted", "hideAssessmentsAfterCompleted", "createdBy") SELECT "id", "createdAt", "updatedAt", "organizationId", "companyId", "courseId", "futureDistribution", "manualReviewsSkipEndorsment", "showHintsAfterAssessmentsCompleted", "hideAssessmentsAfterCompleted", "createdBy" FROM "temporary_scheduled_distributions"`);
    await queryRunner.query(`DROP TABLE "temporary_scheduled_distributions"`);
    await queryRunner.query(`CREATE INDEX "IDX_4adf8ceaa42a5ad31275e7e293" ON "scheduled_distributions" ("futureDistribution", "id") `);
    await queryRunner.query(`CREATE INDEX "IDX_8560786a8e48a5d9a9106692b3" ON "scheduled_distributions" ("courseId", "organizationId", "id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_8324e2e975d28ebbd774ca855c" ON "scheduled_distributions" ("companyId", "courseId") `);
    await queryRunner.query(`DROP INDEX "IDX_4adf8ceaa42a5ad31275e7e293"`);
    await queryRunner.query(`DROP INDEX "IDX_8560786a8e48a5d9a9106692b3"`);
    await queryRunner.query(`DROP INDEX "IDX_8324e2e975d28ebbd774ca855c"`);
    await queryRunner.query(`DROP TABLE "scheduled_distributions"`);
    await queryRunner.query(`PRAGMA legacy_alter_table = OFF`);
  }
}
