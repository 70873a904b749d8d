import type { DataProvider } from '@refinedev/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { growWorkspace } from './support/large-workspace';
import { codeOf, refineProvider } from './support/refine';
import { signIn } from './support/session';
import { startTestServer, TestServer } from './support/test-server';

/** Past 65,535 visible rows, where a scope made of bound ids would overflow both databases' parameter limits. */
const MEMBERS = 70_001;

describe(`scopes stay SQL in a workspace of ${MEMBERS.toLocaleString('en')} more members`, () => {
  let server: TestServer;
  const providers: Record<string, DataProvider> = {};
  const count = async (sql: string): Promise<number> => Number(((await server.dataSource.query(sql)) as Array<{ count: string | number }>)[0].count);
  const page = (role: string, resource: string, filters: Parameters<DataProvider['getList']>[0]['filters'] = []) =>
    providers[role].getList({ resource, pagination: { currentPage: 1, pageSize: 10, mode: 'server' }, filters, sorters: [{ field: 'email', order: 'asc' }], meta: { fields: ['id', 'email'] } });

  beforeAll(async () => {
    server = await startTestServer();
    await growWorkspace(server.dataSource, { organizationId: 'org-acme', companyId: 'company-acme-sales', members: MEMBERS });
    for (const role of ['manager', 'agent', 'partner', 'learner']) providers[role] = refineProvider(server.url, await signIn(server.url, `${role}@demo.test`));
  }, 180_000);
  afterAll(() => server.close());

  it('the manager lists, counts and searches the users of the workspace', async () => {
    const expected = await count(`SELECT COUNT(DISTINCT "userId") AS count FROM memberships WHERE "organizationId" = 'org-acme'`);
    expect(expected).toBeGreaterThan(MEMBERS);
    const all = await page('manager', 'users');
    expect(all.total).toBe(expected);
    expect(all.data).toHaveLength(10);
    const found = await page('manager', 'users', [{ field: 'searchText', operator: 'contains', value: 'scale0070001' }]);
    expect(found.data.map((row) => row.email)).toEqual(['scale0070001@bulk.test']);
  });

  it("the manager opens any member's record by id", async () => {
    const member = await providers.manager.getOne({ resource: 'users', id: 'scale-user-0065536', meta: { fields: ['id', 'email', 'fullName'] } });
    expect(member.data).toMatchObject({ email: 'scale0065536@bulk.test', fullName: 'Bulk 65536 Kim' });
  });

  it("the workspace's people and a group's learners list and count on both databases", async () => {
    const people = await page('manager', 'organizationUsers', [{ field: 'organizationId', operator: 'eq', value: 'org-acme' }]);
    expect(people.total).toBe(await count(`SELECT COUNT(*) AS count FROM memberships WHERE "organizationId" = 'org-acme' AND role = 'member' AND "companyId" IS NULL AND "courseId" IS NULL`));
    const learners = await page('agent', 'companyUsers', [{ field: 'companyId', operator: 'eq', value: 'company-acme-sales' }]);
    expect(learners.total).toBe(await count(`SELECT COUNT(*) AS count FROM memberships WHERE "companyId" = 'company-acme-sales' AND role = 'member'`));
    const searched = await page('agent', 'companyUsers', [
      { field: 'companyId', operator: 'eq', value: 'company-acme-sales' },
      { field: 'searchText', operator: 'contains', value: 'bulk 4242 ' },
    ]);
    expect(searched.data.map((row) => row.email)).toEqual(['scale0004242@bulk.test']);
  });

  it('the agent of the grown group sees its learners; others outside the scope see none of them', async () => {
    expect((await page('agent', 'users', [{ field: 'email', operator: 'eq', value: 'scale0000001@bulk.test' }])).total).toBe(1);
    expect((await page('partner', 'users', [{ field: 'email', operator: 'eq', value: 'scale0000001@bulk.test' }])).total).toBe(0);
    expect(await codeOf(providers.learner.getOne({ resource: 'users', id: 'scale-user-0000001', meta: { fields: ['id'] } }))).toBe('NOT_FOUND');
  });
});
