import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { resourceNamed } from '../../server/src/common/resource/resource-registry';
import { scopeLowerBound } from '../../server/src/common/resource/resource-filter';
import { signIn } from './support/session';
import { startTestServer, TestServer } from './support/test-server';

/** The declared resources whose read access reaches rows through a related table (access-sql.ts). */
const RESOURCES = [
  { name: 'User', list: 'users' },
  { name: 'Course', list: 'courses' },
  { name: 'Organization', list: 'organizations' },
] as const;
const ACCOUNTS = ['manager', 'agent', 'partner', 'curator', 'curator2', 'learner'] as const;

/**
 * A bounded count first asks the scope for cheap lower bounds (compileLowerBounds) and answers
 * "more than COUNT_LIMIT" when one reaches it. A lower bound that counted a row the reader may not
 * see would hide how many rows there really are: each must stay at or under the exact count.
 */
describe('the lower bounds of a scope', () => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  const userIds: Record<string, string> = {};

  beforeAll(async () => {
    server = await startTestServer();
    for (const account of ACCOUNTS) {
      tokens[account] = await signIn(server.url, `${account}@demo.test`);
      const [row] = await server.dataSource.query<Array<{ id: string }>>(`SELECT id FROM users WHERE email = '${account}@demo.test'`);
      userIds[account] = row.id;
    }
  });
  afterAll(() => server.close());

  /** A list's totalCount as the reader gets it: bounded, or exact when asked (x-lumen-exact-count). */
  const countOf = async (account: string, list: string, exact: boolean): Promise<number> => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[account]}`, ...(exact ? { 'x-lumen-exact-count': 'true' } : {}) },
      body: JSON.stringify({ query: `{ ${list}(paging: { limit: 1 }) { totalCount } }` }),
    });
    const answer = (await response.json()) as { data: Record<string, { totalCount: number }> };
    return answer.data[list].totalCount;
  };

  /** The scope's largest lower bound as the count asks for it, or null when it has none. */
  const boundOf = async (account: string, resource: string, limit: number, globalRoles: string[] = []): Promise<number | null> => {
    const repository = server.dataSource.getRepository(resourceNamed(resource).entity);
    const token = { resource, operation: 'read' as const, userId: userIds[account], globalRoles, shape: 'count' as const };
    const bound = scopeLowerBound(token, repository, limit);
    if (!bound) return null;
    const [query, parameters] = server.dataSource.driver.escapeQueryWithParameters(bound.sql, bound.params);
    const [row] = await server.dataSource.query<Array<{ bound: string | number | null }>>(query, parameters);
    return Number(row.bound ?? 0);
  };

  for (const account of ACCOUNTS)
    for (const resource of RESOURCES)
      it(`never exceed what ${account} may see of ${resource.list}, and the list's count is that exact figure`, async () => {
        const exact = await countOf(account, resource.list, true);
        expect((await boundOf(account, resource.name, 1_000_000)) ?? 0).toBeLessThanOrEqual(exact);
        // Under the limit, the bounded count is the exact one.
        expect(await countOf(account, resource.list, false)).toBe(exact);
      });

  it("reach the manager's workspace people, one workspace at a time, and stop at the limit", async () => {
    const [{ people }] = await server.dataSource.query<Array<{ people: string | number }>>(
      `SELECT COUNT(DISTINCT m."userId") AS people FROM memberships m WHERE m."organizationId" = 'org-acme'`,
    );
    expect(await boundOf('manager', 'User', 1_000_000)).toBe(Number(people));
    expect(await boundOf('manager', 'User', 7)).toBe(7);
  });

  it('are none for a platform role that sees every row', async () => {
    expect(await boundOf('manager', 'User', 10, ['superEditor'])).toBeNull();
  });
});
