import type { DataProvider } from '@refinedev/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { signedInProvider } from './support/refine';
import { startTestServer, TestServer } from './support/test-server';

const GROUP = 'company-acme-sales';

/**
 * The people lists sort by name (the SPA's default order) through the name each membership keeps
 * of its person; a renamed person must move in the order at once, on both databases.
 */
describe("the people lists' order by name", () => {
  let server: TestServer;
  let manager: DataProvider;
  let superEditor: DataProvider;
  beforeAll(async () => {
    server = await startTestServer();
    manager = await signedInProvider(server.url, 'manager@demo.test');
    superEditor = await signedInProvider(server.url, 'super@demo.test');
  });
  afterAll(() => server.close());

  /** The group's learners by name as the list answers, and as the people table itself says (same collation). */
  const namesInOrder = async () => {
    const listed = await manager.getList({
      resource: 'companyUsers',
      pagination: { currentPage: 1, pageSize: 100, mode: 'server' },
      filters: [{ field: 'companyId', operator: 'eq', value: GROUP }],
      sorters: [{ field: 'fullName', order: 'asc' }],
      meta: { fields: ['id', 'userId', 'fullName'] },
    });
    const stored = await server.dataSource.query<Array<{ fullName: string }>>(
      `SELECT u."fullName" FROM memberships m JOIN users u ON u.id = m."userId"
        WHERE m."companyId" = '${GROUP}' AND m.role = 'member' ORDER BY u."fullName", m.id`,
    );
    return { listed: listed.data.map((row) => ({ userId: String(row.userId), fullName: String(row.fullName) })), stored: stored.map((row) => row.fullName) };
  };

  it("lists a group's learners in the order of their names", async () => {
    const { listed, stored } = await namesInOrder();
    expect(listed.length).toBeGreaterThan(10);
    expect(listed.map((row) => row.fullName)).toEqual(stored);
  });

  it('moves a renamed learner to their new place in every people list at once', async () => {
    const { listed } = await namesInOrder();
    const last = listed[listed.length - 1];
    await superEditor.update({ resource: 'users', id: last.userId, variables: { firstName: 'Aaron', lastName: 'Aardvark' }, meta: { fields: ['id'] } });

    const after = await namesInOrder();
    expect(after.listed[0]).toEqual({ userId: last.userId, fullName: 'Aaron Aardvark' });
    expect(after.listed.map((row) => row.fullName)).toEqual(after.stored);
    const workspace = await manager.getList({
      resource: 'organizationUsers',
      pagination: { currentPage: 1, pageSize: 1, mode: 'server' },
      filters: [{ field: 'organizationId', operator: 'eq', value: 'org-acme' }],
      sorters: [{ field: 'fullName', order: 'asc' }],
      meta: { fields: ['id', 'userId', 'fullName'] },
    });
    expect(workspace.data[0]).toMatchObject({ userId: last.userId, fullName: 'Aaron Aardvark' });
  });
});

describe("the workspace people list's roles", () => {
  let server: TestServer;
  let manager: DataProvider;
  beforeAll(async () => {
    server = await startTestServer();
    manager = await signedInProvider(server.url, 'manager@demo.test');
  });
  afterAll(() => server.close());

  const rolesIn = async (organizationId: string) => {
    const listed = await manager.getList({
      resource: 'organizationUsers',
      pagination: { currentPage: 1, pageSize: 1000, mode: 'server' },
      filters: [{ field: 'organizationId', operator: 'eq', value: organizationId }],
      sorters: [{ field: 'fullName', order: 'asc' }],
      meta: { fields: ['id', 'userId', 'roles'] },
    });
    return new Map(listed.data.map((row) => [String(row.userId), row.roles as string[]]));
  };

  it("are each person's roles in this workspace only, never another workspace's", async () => {
    // The agent also manages another workspace; that role must not show in Acme's list.
    await server.dataSource.query(
      `INSERT INTO memberships (id, "userId", role, "organizationId", "joinedAt", "isDisabled", "searchText", "personName")
        VALUES ('membership-agent-manages-studio', 'user-agent', 'manager', 'org-studio', '2026-11-01 00:00:00', ${server.dataSource.options.type === 'postgres' ? 'false' : '0'}, '', '')`,
    );
    const roles = await rolesIn('org-acme');
    expect(roles.get('user-manager')).toEqual(['billingManager', 'creator', 'manager']);
    expect(roles.get('user-agent')).toEqual(['agent']);
    expect(roles.get('user-learner-007')).toEqual([]);
  });
});
