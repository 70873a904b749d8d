import { MigrationInterface, QueryRunner } from 'typeorm';

export class CertificateTemplates1795466314336 implements MigrationInterface {
  name = 'CertificateTemplates1795466314336';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "certificate_templates" ("id" character varying(64) NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "organizationId" character varying(64) NOT NULL, "name" character varying(200) NOT NULL, "layout" character varying(7) NOT NULL DEFAULT 'classic', "signerName" character varying(100) NOT NULL, "signerTitle" character varying(100), "passingScore" integer NOT NULL DEFAULT '80', "validForDays" integer, "isDefault" boolean NOT NULL DEFAULT false, CONSTRAINT "PK_9704620367ce59e9aa60204ed30" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_6e402e4a13549bbbfa0bc343e7" ON "certificate_templates"  ("organizationId") `);
    await queryRunner.query(`ALTER TABLE "certificate_templates" ADD CONSTRAINT "FK_6e402e4a13549bbbfa0bc343e72" FOREIGN KEY ("organizationId") REFERENCES "organizations"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "certificate_templates" DROP CONSTRAINT "FK_6e402e4a13549bbbfa0bc343e72"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_6e402e4a13549bbbfa0bc343e7"`);
    await queryRunner.query(`DROP TABLE "certificate_templates"`);
  }
}
