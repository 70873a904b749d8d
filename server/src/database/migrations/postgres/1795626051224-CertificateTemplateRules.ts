import { MigrationInterface, QueryRunner } from 'typeorm';

export class CertificateTemplateRules1795626051224 implements MigrationInterface {
  name = 'CertificateTemplateRules1795626051224';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "certificate_templates" ADD "distinctionScore" integer`);
    await queryRunner.query(`ALTER TABLE "certificate_templates" ADD "skills" text NOT NULL DEFAULT '[]'`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_certificate_templates_organizationId_name_ci" ON "certificate_templates" ("organizationId", lower("name"))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "UQ_certificate_templates_organizationId_name_ci"`);
    await queryRunner.query(`ALTER TABLE "certificate_templates" DROP COLUMN "skills"`);
    await queryRunner.query(`ALTER TABLE "certificate_templates" DROP COLUMN "distinctionScore"`);
  }
}
