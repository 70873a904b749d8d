import { MigrationInterface, QueryRunner } from 'typeorm';

export class CertificateTemplateProgram1795518462273 implements MigrationInterface {
  name = 'CertificateTemplateProgram1795518462273';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "certificate_templates" ADD "courseId" character varying(64)`);
    await queryRunner.query(`CREATE INDEX "IDX_253123683aebda701e837e14cf" ON "certificate_templates"  ("courseId") `);
    await queryRunner.query(`ALTER TABLE "certificate_templates" ADD CONSTRAINT "FK_253123683aebda701e837e14cfb" FOREIGN KEY ("courseId") REFERENCES "courses"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "certificate_templates" DROP CONSTRAINT "FK_253123683aebda701e837e14cfb"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_253123683aebda701e837e14cf"`);
    await queryRunner.query(`ALTER TABLE "certificate_templates" DROP COLUMN "courseId"`);
  }
}
