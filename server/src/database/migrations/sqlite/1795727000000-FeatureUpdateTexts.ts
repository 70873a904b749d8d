import { MigrationInterface, QueryRunner } from 'typeorm';

export class FeatureUpdateTexts1795727000000 implements MigrationInterface {
  name = 'FeatureUpdateTexts1795727000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`PRAGMA legacy_alter_table = ON`);
    await queryRunner.query(`CREATE TABLE "feature_update_texts" ("id" varchar(64) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "featureUpdateId" varchar(64) NOT NULL, "language" varchar(5) NOT NULL, "name" varchar(200) NOT NULL, "summary" text NOT NULL)`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_a537d610894218cfe00abb3e06" ON "feature_update_texts" ("featureUpdateId", "language") `);
    await queryRunner.query(`DROP INDEX "IDX_a537d610894218cfe00abb3e06"`);
    await queryRunner.query(`CREATE TABLE "temporary_feature_update_texts" ("id" varchar(64) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "featureUpdateId" varchar(64) NOT NULL, "language" varchar(5) NOT NULL, "name" varchar(200) NOT NULL, "summary" text NOT NULL, CONSTRAINT "FK_3dc2957baf7c548b0aeb67c721c" FOREIGN KEY ("featureUpdateId") REFERENCES "feature_updates" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`);
    await queryRunner.query(`INSERT INTO "temporary_feature_update_texts"("id", "createdAt", "updatedAt", "featureUpdateId", "language", "name", "summary") SELECT "id", "createdAt", "updatedAt", "featureUpdateId", "language", "name", "summary" FROM "feature_update_texts"`);
    await queryRunner.query(`DROP TABLE "feature_update_texts"`);
    await queryRunner.query(`ALTER TABLE "temporary_feature_update_texts" RENAME TO "feature_update_texts"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_a537d610894218cfe00abb3e06" ON "feature_update_texts" ("featureUpdateId", "language") `);
    await queryRunner.query(`PRAGMA legacy_alter_table = OFF`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`PRAGMA legacy_alter_table = ON`);
    await queryRunner.query(`DROP INDEX "IDX_a537d610894218cfe00abb3e06"`);
    await queryRunner.query(`ALTER TABLE "feature_update_texts" RENAME TO "temporary_feature_update_texts"`);
    await queryRunner.query(`CREATE TABLE "feature_update_texts" ("id" varchar(64) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "featureUpdateId" varchar(64) NOT NULL, "language" varchar(5) NOT NULL, "name" varchar(200) NOT NULL, "summary" text NOT NULL)`);
    await queryRunner.query(`INSERT INTO "feature_update_texts"("id", "createdAt", "updatedAt", "featureUpdateId", "language", "name", "summary") SELECT "id", "createdAt", "updatedAt", "featureUpdateId", "language", "name", "summary" FROM "temporary_feature_update_texts"`);
    await queryRunner.query(`DROP TABLE "temporary_feature_update_texts"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_a537d610894218cfe00abb3e06" ON "feature_update_texts" ("featureUpdateId", "language") `);
    await queryRunner.query(`DROP INDEX "IDX_a537d610894218cfe00abb3e06"`);
    await queryRunner.query(`DROP TABLE "feature_update_texts"`);
    await queryRunner.query(`PRAGMA legacy_alter_table = OFF`);
  }
}
