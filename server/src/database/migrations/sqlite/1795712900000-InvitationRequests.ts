import { MigrationInterface, QueryRunner } from 'typeorm';

export class InvitationRequests1795712900000 implements MigrationInterface {
  name = 'InvitationRequests1795712900000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`PRAGMA legacy_alter_table = ON`);
    await queryRunner.query(`DROP INDEX "IDX_40eaacd1fcfa5c4eb9a37a78a2"`);
    await queryRunner.query(`DROP INDEX "IDX_2a4d8f7bf9221a52dbefdbfbeb"`);
    await queryRunner.query(`CREATE TABLE "temporary_invited_users" ("id" varchar(64) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "organizationId" varchar(64) NOT NULL, "companyId" varchar(64), "email" varchar(254) NOT NULL, "employeeId" varchar(100), "firstName" varchar(100), "lastName" varchar(100), "invitedBy" varchar(64), "status" varchar(10) NOT NULL DEFAULT ('invited'), "role" varchar(20) NOT NULL DEFAULT ('member'), "sentAt" datetime, CONSTRAINT "FK_3d59ef7bb87e1f84742bdc22954" FOREIGN KEY ("organizationId") REFERENCES "organizations" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_a70c9724b3c5d4908b84edbdede" FOREIGN KEY ("companyId") REFERENCES "companies" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_fe336140e15d76e242cce077e12" FOREIGN KEY ("invitedBy") REFERENCES "users" ("id") ON DELETE SET NULL ON UPDATE NO ACTION)`);
    await queryRunner.query(`INSERT INTO "temporary_invited_users"("id", "createdAt", "updatedAt", "organizationId", "companyId", "email", "employeeId", "firstName", "lastName", "invitedBy", "status", "role") SELECT "id", "createdAt", "updatedAt", "organizationId", "companyId", "email", "employeeId", "firstName", "lastName", "invitedBy", "status", "role" FROM "invited_users"`);
    await queryRunner.query(`DROP TABLE "invited_users"`);
    await queryRunner.query(`ALTER TABLE "temporary_invited_users" RENAME TO "invited_users"`);
    await queryRunner.query(`CREATE INDEX "IDX_40eaacd1fcfa5c4eb9a37a78a2" ON "invited_users" ("email", "status") `);
    await queryRunner.query(`CREATE INDEX "IDX_2a4d8f7bf9221a52dbefdbfbeb" ON "invited_users" ("organizationId", "email") `);
    await queryRunner.query(`CREATE INDEX "IDX_a70c9724b3c5d4908b84edbded" ON "invited_users" ("companyId") `);
    // Invitations already sent were sent when they were made.
    await queryRunner.query(`UPDATE "invited_users" SET "sentAt" = "createdAt" WHERE "status" = 'invited'`);
    await queryRunner.query(`PRAGMA legacy_alter_table = OFF`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`PRAGMA legacy_alter_table = ON`);
    await queryRunner.query(`DROP INDEX "IDX_a70c9724b3c5d4908b84edbded"`);
    await queryRunner.query(`DROP INDEX "IDX_2a4d8f7bf9221a52dbefdbfbeb"`);
    await queryRunner.query(`DROP INDEX "IDX_40eaacd1fcfa5c4eb9a37a78a2"`);
    await queryRunner.query(`ALTER TABLE "invited_users" RENAME TO "temporary_invited_users"`);
    await queryRunner.query(`CREATE TABLE "invited_users" ("id" varchar(64) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "organizationId" varchar(64) NOT NULL, "companyId" varchar(64), "email" varchar(254) NOT NULL, "employeeId" varchar(100), "firstName" varchar(100), "lastName" varchar(100), "invitedBy" varchar(64), "status" varchar(10) NOT NULL DEFAULT ('invited'), "role" varchar(20) NOT NULL DEFAULT ('member'), CONSTRAINT "FK_3d59ef7bb87e1f84742bdc22954" FOREIGN KEY ("organizationId") REFERENCES "organizations" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_a70c9724b3c5d4908b84edbdede" FOREIGN KEY ("companyId") REFERENCES "companies" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_fe336140e15d76e242cce077e12" FOREIGN KEY ("invitedBy") REFERENCES "users" ("id") ON DELETE SET NULL ON UPDATE NO ACTION)`);
    await queryRunner.query(`INSERT INTO "invited_users"("id", "createdAt", "updatedAt", "organizationId", "companyId", "email", "employeeId", "firstName", "lastName", "invitedBy", "status", "role") SELECT "id", "createdAt", "updatedAt", "organizationId", "companyId", "email", "employeeId", "firstName", "lastName", "invitedBy", "status", "role" FROM "temporary_invited_users"`);
    await queryRunner.query(`DROP TABLE "temporary_invited_users"`);
    await queryRunner.query(`CREATE INDEX "IDX_2a4d8f7bf9221a52dbefdbfbeb" ON "invited_users" ("organizationId", "email") `);
    await queryRunner.query(`CREATE INDEX "IDX_40eaacd1fcfa5c4eb9a37a78a2" ON "invited_users" ("email", "status") `);
    await queryRunner.query(`PRAGMA legacy_alter_table = OFF`);
  }
}
