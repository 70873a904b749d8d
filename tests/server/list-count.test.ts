import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { COUNT_LIMIT, EXACT_COUNT_HEADER } from '../../shared/constants';
import { signIn } from './support/session';
import { startTestServer, TestServer } from './support/test-server';

const PAGE_SIZE = 20;
/** The programs table as the SPA asks for it: a page with its totalCount, which the page's statement carries. */
const PAGE = `query Programs($filter: CourseFilter!, $offset: Int!) {
  courses(filter: $filter, sorting: [{ field: title, direction: ASC }], paging: { limit: ${PAGE_SIZE}, offset: $offset }) { totalCount nodes { id } }
}`;
/** totalCount alone: no page, so the count runs as its own statement. */
const COUNT_ONLY = `query Count($filter: CourseFilter!) { courses(filter: $filter) { totalCount } }`;
type Programs = { courses: { totalCount: number; nodes?: Array<{ id: string }> } };

/**
 * A list's page carries its totalCount (server/src/common/resource/list-count.ts): the count must
 * be the one the count alone gives, bounded or exact, on any page, for any reader and filter.
 */
describe("a list's count carried by its page", () => {
  let server: TestServer;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    server = await startTestServer();
    for (const account of ['super', 'manager', 'curator']) tokens[account] = await signIn(server.url, `${account}@demo.test`);
  });
  afterAll(() => server.close());

  const ask = async (account: string, query: string, variables: Record<string, unknown>, exact = false): Promise<Programs['courses']> => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[account]}`, ...(exact ? { [EXACT_COUNT_HEADER]: 'true' } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const answer = (await response.json()) as { data: Programs | null; errors?: unknown[] };
    expect(answer.errors).toBeUndefined();
    return (answer.data as Programs).courses;
  };
  const pageOf = (account: string, filter: object, offset: number, exact = false) => ask(account, PAGE, { filter, offset }, exact);
  const countOf = async (account: string, filter: object, exact = false) => (await ask(account, COUNT_ONLY, { filter }, exact)).totalCount;
  const rowsInDatabase = async (): Promise<number> => {
    const [row] = await server.dataSource.query<Array<{ count: string | number }>>('SELECT COUNT(*) AS count FROM courses');
    return Number(row.count);
  };

  it('is the count alone gives, for each reader and filter, on the first page, a later one and past the end', async () => {
    const filters = [{}, { title: { iLike: '%a%' } }, { title: { iLike: '%no program is called this%' } }];
    for (const account of Object.keys(tokens))
      for (const filter of filters) {
        const expected = await countOf(account, filter);
        for (const offset of [0, PAGE_SIZE, expected, expected + 50]) {
          const page = await pageOf(account, filter, offset);
          expect(page.totalCount, `${account} ${JSON.stringify(filter)} offset ${offset}`).toBe(expected);
          expect(page.nodes).toHaveLength(Math.max(0, Math.min(PAGE_SIZE, expected - offset)));
        }
      }
    expect(await countOf('super', {})).toBe(await rowsInDatabase());
  });

  it(`stops at ${COUNT_LIMIT} + 1 unless exact counts are asked for, on every page`, async () => {
    const [template] = await server.dataSource.query<Array<Record<string, unknown>>>('SELECT * FROM courses ORDER BY id LIMIT 1');
    const columns = Object.keys(template);
    const values = columns.map((column) => (column === 'id' ? `'counted-course-' || n.x` : column === 'title' ? `'Counted program ' || n.x` : `t."${column}"`));
    // Set-based (one statement on both databases): COUNT_LIMIT + 50 copies of a seeded program.
    await server.dataSource.query(
      `INSERT INTO courses (${columns.map((column) => `"${column}"`).join(', ')})
       WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n WHERE x < ${COUNT_LIMIT + 50})
       SELECT ${values.join(', ')} FROM n CROSS JOIN (SELECT * FROM courses WHERE id = '${String(template.id)}') t`,
    );
    const total = await rowsInDatabase();
    expect(total).toBeGreaterThan(COUNT_LIMIT + 50);
    for (const offset of [0, COUNT_LIMIT + 40, total + 10]) {
      expect((await pageOf('super', {}, offset)).totalCount, `offset ${offset}`).toBe(COUNT_LIMIT + 1);
      expect((await pageOf('super', {}, offset, true)).totalCount, `exact, offset ${offset}`).toBe(total);
    }
    // A search under the bound is counted exactly; one over it stops at the bound.
    const some = { title: { iLike: 'Counted program 1%' } };
    const expected = await countOf('super', some, true);
    expect(expected).toBeLessThan(COUNT_LIMIT);
    expect((await pageOf('super', some, 0)).totalCount).toBe(expected);
    expect((await pageOf('super', { title: { iLike: 'Counted program%' } }, 0)).totalCount).toBe(COUNT_LIMIT + 1);
    // Scoped readers: the same figure as the count alone, bounded or not.
    for (const account of ['manager', 'curator']) expect((await pageOf(account, {}, 0)).totalCount).toBe(await countOf(account, {}));
  });

  it('runs on PostgreSQL without JIT, which compiled a list with its count for longer than it ran (data-source-options.ts)', async () => {
    if (server.dataSource.options.type !== 'postgres') return;
    const [{ jit }] = await server.dataSource.query<Array<{ jit: string }>>('SHOW jit');
    expect(jit).toBe('off');
  });

  it(`counts a search within a scope of more than ${COUNT_LIMIT} people as the exact count says, bounded`, async () => {
    // COUNT_LIMIT + 50 more people in the manager's workspace: its scope's lower bound then passes
    // the limit, and on PostgreSQL a search's count checks the scope row by row (list-count.ts).
    const extra = COUNT_LIMIT + 50;
    const copies = async (table: string, templateWhere: string, changed: Record<string, string>): Promise<void> => {
      const [template] = await server.dataSource.query<Array<Record<string, unknown>>>(`SELECT * FROM ${table} WHERE ${templateWhere} ORDER BY id LIMIT 1`);
      const columns = Object.keys(template);
      const values = columns.map((column) => changed[column] ?? `t."${column}"`);
      await server.dataSource.query(
        `INSERT INTO ${table} (${columns.map((column) => `"${column}"`).join(', ')})
         WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n WHERE x < ${extra})
         SELECT ${values.join(', ')} FROM n CROSS JOIN (SELECT * FROM ${table} WHERE ${templateWhere} ORDER BY id LIMIT 1) t`,
      );
    };
    await copies('users', `email = 'learner@demo.test'`, {
      id: `'scaled-person-' || n.x`,
      email: `'scaled-person-' || n.x || '@scale.test'`,
      firstName: `'Scaled'`,
      lastName: `'Person ' || n.x`,
      fullName: `'Scaled Person ' || n.x`,
      searchText: `'scaled-person-' || n.x || '@scale.test scaled person ' || n.x`,
    });
    await copies('memberships', `"organizationId" = 'org-acme' AND "companyId" IS NULL AND "courseId" IS NULL AND role = 'member'`, {
      id: `'scaled-membership-' || n.x`,
      userId: `'scaled-person-' || n.x`,
    });
    const USERS = `query Users($filter: UserFilter!, $offset: Int!) {
      users(filter: $filter, sorting: [{ field: email, direction: ASC }], paging: { limit: ${PAGE_SIZE}, offset: $offset }) { totalCount nodes { id } }
    }`;
    const users = async (account: string, filter: object, offset: number, exact = false): Promise<number> => {
      const response = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[account]}`, ...(exact ? { [EXACT_COUNT_HEADER]: 'true' } : {}) },
        body: JSON.stringify({ query: USERS, variables: { filter, offset } }),
      });
      const answer = (await response.json()) as { data: { users: { totalCount: number } } | null; errors?: unknown[] };
      expect(answer.errors).toBeUndefined();
      return answer.data!.users.totalCount;
    };
    const searches = ['scale.test', 'scaled-person-1', 'person 77', 'demo.test', 'acme', 'nobody is called this'];
    for (const term of searches) {
      const filter = { searchText: { iLike: `%${term}%` } };
      for (const account of ['manager', 'super']) {
        const exact = await users(account, filter, 0, true);
        for (const offset of [0, 40])
          expect(await users(account, filter, offset), `${account} "${term}" offset ${offset}`).toBe(Math.min(exact, COUNT_LIMIT + 1));
      }
    }
    // The manager's exact figures are the people of their workspace who match, and themselves.
    const [{ inScope }] = await server.dataSource.query<Array<{ inScope: string | number }>>(
      `SELECT COUNT(*) AS "inScope" FROM users u WHERE u."searchText" LIKE '%scale.test%'
         AND EXISTS (SELECT 1 FROM memberships m WHERE m."userId" = u.id AND m."organizationId" = 'org-acme')`,
    );
    expect(Number(inScope)).toBe(extra);
    expect(await users('manager', { searchText: { iLike: '%scale.test%' } }, 0, true)).toBe(extra);
    expect(await users('manager', { searchText: { iLike: '%scale.test%' } }, 0)).toBe(COUNT_LIMIT + 1);
  });
});
