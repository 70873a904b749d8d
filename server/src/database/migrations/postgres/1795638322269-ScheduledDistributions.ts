import { MigrationInterface, QueryRunner } from 'typeorm';

export class ScheduledDistributions1795638322269 implements MigrationInterface {
  name = 'ScheduledDistributions1795638322269';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "scheduled_distributions" ("id" character varying(64) NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "organizationId" character varying(64) NOT NULL, "companyId" character varying(64) NOT NULL, "courseId" character varying(64) NOT NULL, "futureDistribution" TIMESTAMP WITH TIME ZONE NOT NULL, "manualReviewsSkipEndorsment" boolean NOT NULL DEFAULT false, "showHintsAfterAssessmentsCompleted" boolean NOT NULL DEFAULT false, "hideAssessmentsAfterCompleted" boolean NOT NULL DEFAULT false, "createdBy" character varying(64), CONSTRAINT "PK_10b0ab20a78c86bd3dc500f407f" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_8324e2e975d28ebbd774ca855c" ON "scheduled_distributions"  ("companyId", "courseId") `);
    await queryRunner.query(`CREATE INDEX "IDX_8560786a8e48a5d9a9106692b3" ON "scheduled_distributions"  ("courseId", "organizationId", "id") `);
    await queryRunner.query(`CREATE INDEX "IDX_4adf8ceaa42a5ad31275e7e293" ON "scheduled_distributions"  ("futureDistribution", "id") `);
    await queryRunner.query(`ALTER TABLE "scheduled_distributions" ADD CONSTRAINT "FK_9cd6c62d77fc80503e077c256c9" FOREIGN KEY ("organizationId") REFERENCES "organizations"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "scheduled_distributions" ADD CONSTRAINT "FK_9169e1eb92f6f4539e955b7ad36" FOREIGN KEY ("companyId") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "scheduled_distributions" ADD CONSTRAINT "FK_806fbbc03ba10740ac7a2e9c804" FOREIGN KEY ("courseId") REFERENCES "courses"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "scheduled_distributions" ADD CONSTRAINT "FK_285ee0c0e1037e392a8902825ab" FOREIGN KEY ("createdBy") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "scheduled_distributions" DROP CONSTRAINT "FK_285ee0c0e1037e392a8902825ab"`);
    await queryRunner.query(`ALTER TABLE "scheduled_distributions" DROP CONSTRAINT "FK_806fbbc03ba10740ac7a2e9c804"`);
    await queryRunner.query(`ALTER TABLE "scheduled_distributions" DROP CONSTRAINT "FK_9169e1eb92f6f4539e955b7ad36"`);
    await queryRunner.query(`ALTER TABLE "scheduled_distributions" DROP CONSTRAINT "FK_9cd6c62d77fc80503e077c256c9"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_4adf8ceaa42a5ad31275e7e293"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_8560786a8e48a5d9a9106692b3"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_8324e2e975d28ebbd774ca855c"`);
    await queryRunner.query(`DROP TABLE "scheduled_distributions"`);
  }
}
