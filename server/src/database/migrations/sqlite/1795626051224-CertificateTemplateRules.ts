import { MigrationInterface, QueryRunner } from 'typeorm';

export class CertificateTemplateRules1795626051224 implements MigrationInterface {
  name = 'CertificateTemplateRules1795626051224';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`PRAGMA legacy_alter_table = ON`);
    await queryRunner.query(`DROP INDEX "IDX_253123683aebda701e837e14cf"`);
    await queryRunner.query(`DROP INDEX "IDX_6e402e4a13549bbbfa0bc343e7"`);
    await queryRunner.query(`CREATE TABLE "temporary_certificate_templates" ("id" varchar(64) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "organizationId" varchar(64) NOT NULL, "name" varchar(200) NOT NULL, "layout" varchar(7) NOT NULL DEFAULT ('classic'), "signerName" varchar(100) NOT NULL, "signerTitle" varchar(100), "passingScore" integer NOT NULL DEFAULT (80), "validForDays" integer, "isDefault" boolean NOT NULL DEFAULT (0), "courseId" varchar(64), "distinctionScore" integer, "skills" text NOT NULL DEFAULT ('[]'), CONSTRAINT "FK_253123683aebda701e837e14cfb" FOREIGN KEY ("courseId") REFERENCES "courses" ("id") ON DELETE SET NULL ON UPDATE NO ACTION, CONSTRAINT "FK_6e402e4a13549bbbfa0bc343e72" FOREIGN KEY ("organizationId") REFERENCES "organizations" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`);
    await queryRunner.query(`INSERT INTO "temporary_certificate_templates"("id", "createdAt", "updatedAt", "organizationId", "name", "layout", "signerName", "signerTitle", "passingScore", "validForDays", "isDefault", "courseId") SELECT "id", "createdAt", "updatedAt", "organizationId", "name", "layout", "signerName", "signerTitle", "passingScore", "validForDays", "isDefault", "courseId" FROM "certificate_templates"`);
    await queryRunner.query(`DROP TABLE "certificate_templates"`);
    await queryRunner.query(`ALTER TABLE "temporary_certificate_templates" RENAME TO "certificate_templates"`);
    await queryRunner.query(`CREATE INDEX "IDX_253123683aebda701e837e14cf" ON "certificate_templates" ("courseId") `);
    await queryRunner.query(`CREATE INDEX "IDX_6e402e4a13549bbbfa0bc343e7" ON "certificate_templates" ("organizationId") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_certificate_templates_organizationId_name_ci" ON "certificate_templates" ("organizationId", lower("name"))`);
    await queryRunner.query(`PRAGMA legacy_alter_table = OFF`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`PRAGMA legacy_alter_table = ON`);
    await queryRunner.query(`DROP INDEX "UQ_certificate_templates_organizationId_name_ci"`);
    await queryRunner.query(`DROP INDEX "IDX_6e402e4a13549bbbfa0bc343e7"`);
    await queryRunner.query(`DROP INDEX "IDX_253123683aebda701e837e14cf"`);
    await queryRunner.query(`ALTER TABLE "certificate_templates" RENAME TO "temporary_certificate_templates"`);
    await queryRunner.query(`CREATE TABLE "certificate_templates" ("id" varchar(64) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "organizationId" varchar(64) NOT NULL, "name" varchar(200) NOT NULL, "layout" varchar(7) NOT NULL DEFAULT ('classic'), "signerName" varchar(100) NOT NULL, "signerTitle" varchar(100), "passingScore" integer NOT NULL DEFAULT (80), "validForDays" integer, "isDefault" boolean NOT NULL DEFAULT (0), "courseId" varchar(64), CONSTRAINT "FK_253123683aebda701e837e14cfb" FOREIGN KEY ("courseId") REFERENCES "courses" ("id") ON DELETE SET NULL ON UPDATE NO ACTION, CONSTRAINT "FK_6e402e4a13549bbbfa0bc343e72" FOREIGN KEY ("organizationId") REFERENCES "organizations" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`);
    await queryRunner.query(`INSERT INTO "certificate_templates"("id", "createdAt", "updatedAt", "organizationId", "name", "layout", "signerName", "signerTitle", "passingScore", "validForDays", "isDefault", "courseId") SELECT "id", "createdAt", "updatedAt", "organizationId", "name", "layout", "signerName", "signerTitle", "passingScore", "validForDays", "isDefault", "courseId" FROM "temporary_certificate_templates"`);
    await queryRunner.query(`DROP TABLE "temporary_certificate_templates"`);
    await queryRunner.query(`CREATE INDEX "IDX_6e402e4a13549bbbfa0bc343e7" ON "certificate_templates" ("organizationId") `);
    await queryRunner.query(`CREATE INDEX "IDX_253123683aebda701e837e14cf" ON "certificate_templates" ("courseId") `);
    await queryRunner.query(`PRAGMA legacy_alter_table = OFF`);
  }
}
