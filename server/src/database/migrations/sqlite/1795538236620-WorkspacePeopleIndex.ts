import { MigrationInterface, QueryRunner } from 'typeorm';

/** A partial index of a workspace's own members: its people list and their count read it alone. (Generated.) */
export class WorkspacePeopleIndex1795538236620 implements MigrationInterface {
  name = 'WorkspacePeopleIndex1795538236620';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "IDX_memberships_workspace_people" ON "memberships" ("organizationId", "role", "joinedAt") WHERE "companyId" IS NULL AND "courseId" IS NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_memberships_workspace_people"`);
  }
}
