import { MigrationInterface, QueryRunner } from 'typeorm';

/* Every sort-serving index ends with the row's id, the tie-breaker of every list's order. */
export class StableSortIndexes1795629142815 implements MigrationInterface {
  name = 'StableSortIndexes1795629142815';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_memberships_workspace_people"`);
    await queryRunner.query(`DROP INDEX "IDX_046bca2459e826bcca6f3676c7"`);
    await queryRunner.query(`DROP INDEX "IDX_5f200aa955482422a42a0a677d"`);
    await queryRunner.query(`DROP INDEX "IDX_54b6c9d2b9f56fa104acb4c0f3"`);
    await queryRunner.query(`DROP INDEX "IDX_0143c917476eaaf2fc1c2d7509"`);
    await queryRunner.query(`DROP INDEX "IDX_5168c5b20914895b140165c425"`);
    await queryRunner.query(`DROP INDEX "IDX_5f5379db8770d98320720cadc0"`);
    await queryRunner.query(`DROP INDEX "IDX_ebe7ccce3154dd5bdd1b792da0"`);
    await queryRunner.query(`DROP INDEX "IDX_a01a7f0e38c6f16024d16058ab"`);
    await queryRunner.query(`DROP INDEX "IDX_45486444b1665f14cb81f4f6ab"`);
    await queryRunner.query(`DROP INDEX "IDX_3d0815a391807078014ad9afdb"`);
    await queryRunner.query(`DROP INDEX "IDX_9b7ca6d30b94fef571cff87688"`);
    await queryRunner.query(`DROP INDEX "IDX_204e9b624861ff4a5b26819210"`);
    await queryRunner.query(`DROP INDEX "IDX_c0f30dcc205fa03b0d77e95118"`);
    await queryRunner.query(`DROP INDEX "IDX_4b2bf18167e94dce386d714c67"`);
    await queryRunner.query(`CREATE INDEX "IDX_memberships_workspace_people" ON "memberships" ("organizationId", "role", "joinedAt", "id") WHERE "companyId" IS NULL AND "courseId" IS NULL`);
    await queryRunner.query(`CREATE INDEX "IDX_a5a4f5cc9347bc5a07e825128e" ON "memberships" ("companyId", "role", "personName", "id", "organizationId") `);
    await queryRunner.query(`CREATE INDEX "IDX_19af47ec16eecd3db6728a698e" ON "memberships" ("organizationId", "role", "personName", "id") `);
    await queryRunner.query(`CREATE INDEX "IDX_923158489f9a9d9af50f71cdc2" ON "memberships" ("companyId", "role", "joinedAt", "id", "organizationId") `);
    await queryRunner.query(`CREATE INDEX "IDX_cf3dba535d573c1792e6f1e9ef" ON "memberships" ("organizationId", "role", "joinedAt", "id") `);
    await queryRunner.query(`CREATE INDEX "IDX_563c286da9016946c2338e87bf" ON "audit_events" ("organizationId", "createdAt", "id") `);
    await queryRunner.query(`CREATE INDEX "IDX_0f333047f2d9991cd0dcfa47ee" ON "audit_events" ("targetUserId", "createdAt", "id") `);
    await queryRunner.query(`CREATE INDEX "IDX_63021844f1a953d31e04d69cb3" ON "companies" ("organizationId", "name", "id") `);
    await queryRunner.query(`CREATE INDEX "IDX_dc5be4ed3df42a2305da416a1e" ON "courses" ("title", "id") `);
    await queryRunner.query(`CREATE INDEX "IDX_3f14c3d60e363c8528d5cf7a35" ON "chapters" ("courseId", "order", "id") `);
    await queryRunner.query(`CREATE INDEX "IDX_c6cec9959665b2b40edd2107df" ON "actions" ("chapterId", "order", "id") `);
    await queryRunner.query(`CREATE INDEX "IDX_069ef629a2f8e90a40cc16d66f" ON "organizations" ("name", "id") `);
    await queryRunner.query(`CREATE INDEX "IDX_603379383366b71239acc25e26" ON "users" ("createdAt", "id") `);
    await queryRunner.query(`CREATE INDEX "IDX_0292709f777e90885f6cb8db09" ON "users" ("fullName", "id") `);
    await queryRunner.query(`CREATE INDEX "IDX_55c7ac8b4d7987e0eb92005be6" ON "users" ("lastLoginAt", "id") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_55c7ac8b4d7987e0eb92005be6"`);
    await queryRunner.query(`DROP INDEX "IDX_0292709f777e90885f6cb8db09"`);
    await queryRunner.query(`DROP INDEX "IDX_603379383366b71239acc25e26"`);
    await queryRunner.query(`DROP INDEX "IDX_069ef629a2f8e90a40cc16d66f"`);
    await queryRunner.query(`DROP INDEX "IDX_c6cec9959665b2b40edd2107df"`);
    await queryRunner.query(`DROP INDEX "IDX_3f14c3d60e363c8528d5cf7a35"`);
    await queryRunner.query(`DROP INDEX "IDX_dc5be4ed3df42a2305da416a1e"`);
    await queryRunner.query(`DROP INDEX "IDX_63021844f1a953d31e04d69cb3"`);
    await queryRunner.query(`DROP INDEX "IDX_0f333047f2d9991cd0dcfa47ee"`);
    await queryRunner.query(`DROP INDEX "IDX_563c286da9016946c2338e87bf"`);
    await queryRunner.query(`DROP INDEX "IDX_cf3dba535d573c1792e6f1e9ef"`);
    await queryRunner.query(`DROP INDEX "IDX_923158489f9a9d9af50f71cdc2"`);
    await queryRunner.query(`DROP INDEX "IDX_19af47ec16eecd3db6728a698e"`);
    await queryRunner.query(`DROP INDEX "IDX_a5a4f5cc9347bc5a07e825128e"`);
    await queryRunner.query(`DROP INDEX "IDX_memberships_workspace_people"`);
    await queryRunner.query(`CREATE INDEX "IDX_4b2bf18167e94dce386d714c67" ON "users" ("fullName") `);
    await queryRunner.query(`CREATE INDEX "IDX_c0f30dcc205fa03b0d77e95118" ON "users" ("lastLoginAt") `);
    await queryRunner.query(`CREATE INDEX "IDX_204e9b624861ff4a5b26819210" ON "users" ("createdAt") `);
    await queryRunner.query(`CREATE INDEX "IDX_9b7ca6d30b94fef571cff87688" ON "organizations" ("name") `);
    await queryRunner.query(`CREATE INDEX "IDX_3d0815a391807078014ad9afdb" ON "actions" ("chapterId", "order") `);
    await queryRunner.query(`CREATE INDEX "IDX_45486444b1665f14cb81f4f6ab" ON "chapters" ("courseId", "order") `);
    await queryRunner.query(`CREATE INDEX "IDX_a01a7f0e38c6f16024d16058ab" ON "courses" ("title") `);
    await queryRunner.query(`CREATE INDEX "IDX_ebe7ccce3154dd5bdd1b792da0" ON "companies" ("organizationId", "name") `);
    await queryRunner.query(`CREATE INDEX "IDX_5f5379db8770d98320720cadc0" ON "audit_events" ("organizationId", "createdAt") `);
    await queryRunner.query(`CREATE INDEX "IDX_5168c5b20914895b140165c425" ON "audit_events" ("targetUserId", "createdAt") `);
    await queryRunner.query(`CREATE INDEX "IDX_0143c917476eaaf2fc1c2d7509" ON "memberships" ("organizationId", "role", "joinedAt") `);
    await queryRunner.query(`CREATE INDEX "IDX_54b6c9d2b9f56fa104acb4c0f3" ON "memberships" ("organizationId", "role", "personName") `);
    await queryRunner.query(`CREATE INDEX "IDX_5f200aa955482422a42a0a677d" ON "memberships" ("companyId", "role", "personName", "organizationId") `);
    await queryRunner.query(`CREATE INDEX "IDX_046bca2459e826bcca6f3676c7" ON "memberships" ("companyId", "role", "joinedAt", "organizationId") `);
    await queryRunner.query(`CREATE INDEX "IDX_memberships_workspace_people" ON "memberships" ("organizationId", "role", "joinedAt") WHERE "companyId" IS NULL AND "courseId" IS NULL`);
  }
}
