import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { GroupSearchEmployeeIds1795760000000 as PostgresMigration } from '../../server/src/database/migrations/postgres/1795760000000-GroupSearchEmployeeIds';
import { GroupSearchEmployeeIds1795760000000 as SqliteMigration } from '../../server/src/database/migrations/sqlite/1795760000000-GroupSearchEmployeeIds';
import { orderedId } from '../../server/src/database/ordered-id';
import { MembershipEntity } from '../../server/src/memberships/membership.entity';
import { graphql } from './support/graphql-client';
import { signIn } from './support/session';
import { startTestServer, TestServer } from './support/test-server';

/*
 * A group's learner list shows the person's workspace employee id (issue 29); its search box must
 * find them by it too: a group membership's stored search text holds the workspace membership's
 * employee id, kept current when that changes, and the rows already there are filled by a migration.
 */

const SEARCH = `query ($companyId: ID!, $text: String!) {
  companyUsers(filter: { companyId: { eq: $companyId }, searchText: { like: $text } }, paging: { limit: 50 }) { totalCount nodes { userId employeeId } }
}`;
const WORKSPACE_SEARCH = `query ($text: String!) {
  organizationUsers(filter: { organizationId: { eq: "org-acme" }, searchText: { like: $text } }, paging: { limit: 50 }) { nodes { userId } }
}`;
const WORKSPACE_ROW = `"userId" = 'user-learner' AND "organizationId" = 'org-acme' AND "companyId" IS NULL AND "courseId" IS NULL AND "role" = 'member'`;

type Found = { companyUsers: { totalCount: number; nodes: Array<{ userId: string; employeeId: string | null }> } };

describe("a group's learner search by workspace employee id (issue 29)", () => {
  let server: TestServer;
  let manager: string;

  const found = async (companyId: string, text: string): Promise<string[]> =>
    ((await graphql<Found>(server.url, manager, SEARCH, { companyId, text: `%${text}%` })).data?.companyUsers.nodes ?? []).map(
      (row) => `${row.userId} ${row.employeeId}`,
    );
  const setWorkspaceEmployeeId = (id: string | null) =>
    server.dataSource.query(`UPDATE "memberships" SET "employeeId" = ${id === null ? 'NULL' : `'${id}'`} WHERE ${WORKSPACE_ROW}`);

  beforeAll(async () => {
    server = await startTestServer();
    manager = await signIn(server.url, 'manager@demo.test');
  }, 180_000);
  afterAll(() => server.close());

  it('finds a learner by the employee id the group list shows (the workspace membership holds it)', async () => {
    expect(await found('company-acme-engineering', 'a-0100')).toEqual(['user-learner A-0100']);
    expect(await found('company-acme-everyone', 'a-0100')).toEqual(['user-learner A-0100']);
    // Whatever the case typed.
    expect(await found('company-acme-engineering', 'A-0100')).toEqual(['user-learner A-0100']);
  });

  it('follows a change of the workspace employee id, its removal and a group joined later', async () => {
    await setWorkspaceEmployeeId('A-7777');
    expect(await found('company-acme-engineering', 'a-7777')).toEqual(['user-learner A-7777']);
    expect(await found('company-acme-everyone', 'a-7777')).toEqual(['user-learner A-7777']);
    expect(await found('company-acme-engineering', 'a-0100')).toEqual([]);
    // The workspace list still finds them by their own row's id.
    const workspace = await graphql<{ organizationUsers: { nodes: Array<{ userId: string }> } }>(server.url, manager, WORKSPACE_SEARCH, { text: '%a-7777%' });
    expect(workspace.data?.organizationUsers.nodes.map((row) => row.userId)).toEqual(['user-learner']);

    await server.dataSource.getRepository(MembershipEntity).insert({
      id: orderedId(),
      userId: 'user-learner',
      role: 'member',
      organizationId: 'org-acme',
      companyId: 'company-acme-sales',
      joinedAt: new Date(),
    });
    expect(await found('company-acme-sales', 'a-7777')).toEqual(['user-learner A-7777']);

    await setWorkspaceEmployeeId(null);
    expect(await found('company-acme-engineering', 'a-7777')).toEqual([]);
    await setWorkspaceEmployeeId('A-0100');
    expect(await found('company-acme-sales', 'a-0100')).toEqual(['user-learner A-0100']);
  });

  it("a person's new name reaches their group rows with the workspace employee id kept", async () => {
    await server.dataSource.query(`UPDATE "users" SET "fullName" = 'Lee Renamed' WHERE "id" = 'user-learner'`);
    expect(await found('company-acme-engineering', 'renamed')).toEqual(['user-learner A-0100']);
    expect(await found('company-acme-engineering', 'a-0100')).toEqual(['user-learner A-0100']);
  });

  it("fills the group rows already there (the migration's backfill)", async () => {
    await server.dataSource.query(`UPDATE "memberships" SET "searchText" = 'stale' WHERE "companyId" IS NOT NULL`);
    expect(await found('company-acme-engineering', 'a-0100')).toEqual([]);
    const runner = server.dataSource.createQueryRunner();
    try {
      const migration = server.dataSource.options.type === 'postgres' ? new PostgresMigration() : new SqliteMigration();
      await migration.up(runner);
    } finally {
      await runner.release();
    }
    expect(await found('company-acme-engineering', 'a-0100')).toEqual(['user-learner A-0100']);
    const learners = await graphql<Found>(server.url, manager, SEARCH, { companyId: 'company-acme-sales', text: '%e-0%' });
    expect(learners.data?.companyUsers.totalCount).toBeGreaterThan(0);
  });

  it('lets a person with workspace and group memberships be deleted (their rows go by cascade)', async () => {
    // The trigger that rewrites a person's group rows when their workspace row goes must not run
    // for a person being deleted: their text would be NULL (SQLite refused the whole delete).
    const person = await server.dataSource.query<Array<{ userId: string }>>(
      `SELECT w."userId" FROM "memberships" w JOIN "memberships" g ON g."userId" = w."userId" AND g."companyId" IS NOT NULL
        WHERE w."organizationId" = 'org-acme' AND w."companyId" IS NULL AND w."courseId" IS NULL AND w."role" = 'member' AND w."userId" <> 'user-learner' LIMIT 1`,
    );
    expect(person).toHaveLength(1);
    const userId = person[0].userId;
    await server.dataSource.query(`DELETE FROM "users" WHERE "id" = '${userId}'`);
    expect(await server.dataSource.query(`SELECT "id" FROM "memberships" WHERE "userId" = '${userId}'`)).toEqual([]);
  });
});
