import type { DataProvider } from '@refinedev/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { COUNT_LIMIT } from '../../shared/constants';
import { growWorkspace } from './support/large-workspace';
import { codeOf, refineProvider } from './support/refine';
import { signIn } from './support/session';
import { startTestServer, TestServer } from './support/test-server';

/**
 * Past 65,535 visible rows, where a scope made of bound ids would overflow both databases'
 * parameter limits, and past COUNT_LIMIT, where lists stop counting unless asked to.
 */
const MEMBERS = 100_010;

describe(`scopes stay SQL in a workspace of ${MEMBERS.toLocaleString('en')} more members`, () => {
  let server: TestServer;
  const providers: Record<string, DataProvider> = {};
  let managerToken = '';
  const count = async (sql: string): Promise<number> => Number((await server.dataSource.query<Array<{ count: string | number }>>(sql))[0].count);
  const page = (role: string, resource: string, filters: Parameters<DataProvider['getList']>[0]['filters'] = []) =>
    providers[role].getList({
      resource,
      pagination: { currentPage: 1, pageSize: 10, mode: 'server' },
      filters,
      sorters: [{ field: 'email', order: 'asc' }],
      meta: { fields: ['id', 'email'] },
    });

  beforeAll(async () => {
    server = await startTestServer();
    await growWorkspace(server.dataSource, { organizationId: 'org-acme', companyId: 'company-acme-sales', members: MEMBERS });
    managerToken = await signIn(server.url, 'manager@demo.test');
    for (const role of ['manager', 'agent', 'partner', 'learner'])
      providers[role] = refineProvider(server.url, role === 'manager' ? managerToken : await signIn(server.url, `${role}@demo.test`));
  }, 180_000);
  afterAll(() => server.close());

  it('the manager lists, counts (up to the limit, or exactly on demand) and searches the users of the workspace', async () => {
    const expected = await count(`SELECT COUNT(DISTINCT "userId") AS count FROM memberships WHERE "organizationId" = 'org-acme'`);
    expect(expected).toBeGreaterThan(MEMBERS);
    const all = await page('manager', 'users');
    expect(all.total).toBe(COUNT_LIMIT + 1);
    expect(all.data).toHaveLength(10);
    const exact = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${managerToken}`, 'x-lumen-exact-count': 'true' },
      body: JSON.stringify({ query: '{ users(paging: { limit: 1 }) { totalCount } }' }),
    });
    expect(((await exact.json()) as { data: { users: { totalCount: number } } }).data.users.totalCount).toBe(expected);
    const found = await page('manager', 'users', [{ field: 'searchText', operator: 'contains', value: 'scale0070001' }]);
    expect(found.data.map((row) => row.email)).toEqual(['scale0070001@bulk.test']);
  });

  it("the manager opens any member's record by id", async () => {
    const member = await providers.manager.getOne({ resource: 'users', id: 'scale-user-0065536', meta: { fields: ['id', 'email', 'fullName'] } });
    expect(member.data).toMatchObject({ email: 'scale0065536@bulk.test', fullName: 'Bulk 65536 Kim' });
  });

  it("the workspace's people and a group's learners list and count on both databases", async () => {
    const people = await page('manager', 'organizationUsers', [{ field: 'organizationId', operator: 'eq', value: 'org-acme' }]);
    expect(people.total).toBe(COUNT_LIMIT + 1);
    expect(
      await count(`SELECT COUNT(*) AS count FROM memberships WHERE "organizationId" = 'org-acme' AND role = 'member' AND "companyId" IS NULL`),
    ).toBeGreaterThan(COUNT_LIMIT);
    const fewer = await page('manager', 'organizationUsers', [
      { field: 'organizationId', operator: 'eq', value: 'org-acme' },
      { field: 'employeeId', operator: 'lt', value: 'E0005000' },
    ]);
    expect(fewer.total).toBe(
      await count(
        `SELECT COUNT(*) AS count FROM memberships WHERE "organizationId" = 'org-acme' AND role = 'member' AND "companyId" IS NULL AND "courseId" IS NULL AND "employeeId" < 'E0005000'`,
      ),
    );
    const learners = await page('agent', 'companyUsers', [{ field: 'companyId', operator: 'eq', value: 'company-acme-sales' }]);
    expect(learners.total).toBe(COUNT_LIMIT + 1);
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
