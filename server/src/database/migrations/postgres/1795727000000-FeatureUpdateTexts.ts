import { MigrationInterface, QueryRunner } from 'typeorm';

export class FeatureUpdateTexts1795727000000 implements MigrationInterface {
  name = 'FeatureUpdateTexts1795727000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "feature_update_texts" ("id" character varying(64) NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "featureUpdateId" character varying(64) NOT NULL, "language" character varying(5) NOT NULL, "name" character varying(200) NOT NULL, "summary" text NOT NULL, CONSTRAINT "PK_d3c1b6fafca5cbf8312d03cfa63" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_a537d610894218cfe00abb3e06" ON "feature_update_texts"  ("featureUpdateId", "language") `);
    await queryRunner.query(`ALTER TABLE "feature_update_texts" ADD CONSTRAINT "FK_3dc2957baf7c548b0aeb67c721c" FOREIGN KEY ("featureUpdateId") REFERENCES "feature_updates"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "feature_update_texts" DROP CONSTRAINT "FK_3dc2957baf7c548b0aeb67c721c"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_a537d610894218cfe00abb3e06"`);
    await queryRunner.query(`DROP TABLE "feature_update_texts"`);
  }
}
