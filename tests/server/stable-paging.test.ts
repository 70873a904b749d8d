import { Query, SortDirection } from '@ptc-org/nestjs-query-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';

import { resourceServiceToken } from '../../server/src/common/resource/inject-resource';
import { graphql } from './support/graphql-client';
import { signIn } from './support/session';
import { startTestServer, TestServer } from './support/test-server';

/** Rows that share every sorted value: one creation time, one name, one join date, no login. */
const ROWS = 1000;
const PAGE = 37;
const GROUP = 'company-acme-sales';
const WORKSPACE = 'org-acme';

type Page = { nodes: Array<{ id: string }>; totalCount: number };

/** 1,000 people created at the same instant with the same name, each in Acme and in its sales group since the same day. */
const addLookalikes = async (server: TestServer): Promise<void> => {
  const postgres = server.databaseKind === 'postgres';
  const series = postgres
    ? `SELECT n FROM generate_series(1, ${ROWS}) AS n`
    : `WITH RECURSIVE series(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM series WHERE n < ${ROWS}) SELECT n FROM series`;
  const padded = postgres ? `LPAD(n::text, 4, '0')` : `SUBSTR('0000' || n, -4, 4)`;
  const instant = postgres ? `'2026-06-01T00:00:00Z'` : `'2026-06-01 00:00:00'`;
  await server.dataSource.transaction(async (manager) => {
    // Inserted in an order unrelated to the ids, so that no physical order happens to match the key.
    await manager.query(
      `INSERT INTO "users" ("id", "email", "firstName", "lastName", "fullName", "roles", "timezone", "emailVerified", "notificationSettings", "createdAt", "updatedAt")
       SELECT 'paging-' || ${padded}, 'paging' || ${padded} || '@paging.test', 'Robin', 'Same', 'Robin Same', '[]', 'UTC', ${postgres ? 'true' : '1'}, '{}', ${instant}, ${instant}
       FROM (${series}) numbers ORDER BY (n * 7919) % ${ROWS}`,
    );
    for (const [kind, company] of [
      ['w', 'NULL'],
      ['g', `'${GROUP}'`],
    ] as const) {
      await manager.query(
        `INSERT INTO "memberships" ("id", "userId", "role", "organizationId", "companyId", "joinedAt", "isDisabled", "createdAt", "updatedAt")
         SELECT 'paging-${kind}-' || ${padded}, 'paging-' || ${padded}, 'member', '${WORKSPACE}', ${company}, ${instant}, ${postgres ? 'false' : '0'}, ${instant}, ${instant}
         FROM (${series}) numbers ORDER BY (n * 104729) % ${ROWS}`,
      );
    }
  });
};

/**
 * Issue 30, item 8: every list's order ends with the row's key, so paging through rows that share
 * the sorted value sees each exactly once (before, PostgreSQL's top-N sort repeated some rows on
 * one page and skipped others), on both databases; and the indexes behind the sorts end with the
 * key too, so a page is still read from an index in order, without a sort.
 */
describe('stable paging', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer();
    token = await signIn(server.url, 'super@demo.test');
    await addLookalikes(server);
  });
  afterAll(() => server.close());

  /** Every id of a list, page after page, in the order the pages came. */
  const pageThrough = async (list: string, filterType: string, sortType: string, filter: object, sorting: object[]): Promise<string[]> => {
    const query = `query Page($filter: ${filterType}!, $sorting: [${sortType}!]!, $paging: OffsetPaging!) {
      ${list}(filter: $filter, sorting: $sorting, paging: $paging) { totalCount nodes { id } }
    }`;
    const ids: string[] = [];
    for (let offset = 0; ; offset += PAGE) {
      const answer = await graphql<Record<string, Page>>(server.url, token, query, { filter, sorting, paging: { limit: PAGE, offset } });
      expect(answer.errors).toBeUndefined();
      const page = answer.data?.[list] as Page;
      ids.push(...page.nodes.map((node) => node.id));
      if (page.nodes.length < PAGE) return ids;
    }
  };
  const expectEachOnce = (ids: string[], expected: string[]) => {
    expect(ids.length).toBe(expected.length);
    expect([...ids].sort()).toEqual([...expected].sort());
  };
  const lookalikes = Array.from({ length: ROWS }, (_, index) => `paging-${String(index + 1).padStart(4, '0')}`);
  const viewIds = async (view: string, where: string) =>
    (await server.dataSource.query<Array<{ id: string }>>(`SELECT id FROM ${view} WHERE ${where}`)).map((row) => row.id);

  it('pages through 1,000 users sharing a creation time, a name and no login, each exactly once', async () => {
    const filter = { email: { iLike: '%@paging.test' } };
    for (const sorting of [
      [{ field: 'createdAt', direction: 'DESC' }],
      [{ field: 'fullName', direction: 'ASC' }],
      [{ field: 'lastLoginAt', direction: 'DESC' }],
      [
        { field: 'lastName', direction: 'ASC' },
        { field: 'firstName', direction: 'DESC' },
      ],
      [],
    ]) {
      const ids = await pageThrough('users', 'UserFilter', 'UserSort', filter, sorting);
      expectEachOnce(ids, lookalikes);
    }
  });

  it("pages through a group's and a workspace's people by name and by join date, each exactly once", async () => {
    const group = await viewIds('company_users', `"companyId" = '${GROUP}'`);
    const workspace = await viewIds('organization_users', `"organizationId" = '${WORKSPACE}'`);
    expect(group.length).toBeGreaterThan(ROWS);
    for (const sorting of [[{ field: 'fullName', direction: 'ASC' }], [{ field: 'joinedAt', direction: 'DESC' }]]) {
      expectEachOnce(await pageThrough('companyUsers', 'CompanyUserFilter', 'CompanyUserSort', { companyId: { eq: GROUP } }, sorting), group);
      expectEachOnce(
        await pageThrough('organizationUsers', 'OrganizationUserFilter', 'OrganizationUserSort', { organizationId: { eq: WORKSPACE } }, sorting),
        workspace,
      );
    }
    // Some 200 page requests with their counts: ~20 s on PostgreSQL alone, past the default 30 s
    // when two test files share the two cores.
  }, 120_000);

  /** The plan of a list's page as the server builds it (its own query builder, so with the key appended). */
  const planOf = async (resource: string, query: Query<ObjectLiteral>): Promise<string> => {
    const service = server.app.get<{ filterQueryBuilder: { select: (query: Query<ObjectLiteral>) => SelectQueryBuilder<ObjectLiteral> } }>(
      resourceServiceToken(resource),
    );
    const [sql, parameters] = service.filterQueryBuilder.select({ ...query, paging: { limit: 20 } }).getQueryAndParameters();
    if (server.databaseKind === 'sqlite') {
      const rows = await server.dataSource.query<Array<{ detail: string }>>(`EXPLAIN QUERY PLAN ${sql}`, parameters);
      return rows.map((row) => row.detail).join('\n');
    }
    // Sorting is made as dear as it gets: a plan that still sorts has no index that gives the order.
    return server.dataSource.transaction(async (manager) => {
      await manager.query('SET LOCAL enable_sort = off');
      await manager.query('SET LOCAL enable_incremental_sort = off');
      await manager.query('SET LOCAL enable_seqscan = off');
      const rows = await manager.query<Array<{ 'QUERY PLAN': string }>>(`EXPLAIN ${sql}`, parameters);
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
  };

  it('reads each sorted page from an index in order, the key included, without sorting', async () => {
    const [asc, desc] = [SortDirection.ASC, SortDirection.DESC];
    const cases: Array<[string, Query<ObjectLiteral>]> = [
      ['User', { sorting: [{ field: 'createdAt', direction: desc }] }],
      ['User', { sorting: [{ field: 'fullName', direction: asc }] }],
      ['User', { sorting: [{ field: 'lastLoginAt', direction: desc }] }],
      ['User', { sorting: [{ field: 'email', direction: asc }] }],
      ['User', {}],
      ['CompanyUser', { filter: { companyId: { eq: GROUP } }, sorting: [{ field: 'fullName', direction: asc }] }],
      ['CompanyUser', { filter: { companyId: { eq: GROUP } }, sorting: [{ field: 'joinedAt', direction: desc }] }],
      ['OrganizationUser', { filter: { organizationId: { eq: WORKSPACE } }, sorting: [{ field: 'fullName', direction: asc }] }],
      ['OrganizationUser', { filter: { organizationId: { eq: WORKSPACE } }, sorting: [{ field: 'joinedAt', direction: desc }] }],
      ['Organization', { sorting: [{ field: 'name', direction: asc }] }],
      ['Course', { sorting: [{ field: 'title', direction: asc }] }],
      ['Company', { filter: { organizationId: { eq: WORKSPACE } }, sorting: [{ field: 'name', direction: asc }] }],
      ['AuditEvent', { filter: { organizationId: { eq: WORKSPACE } }, sorting: [{ field: 'createdAt', direction: desc }] }],
    ];
    for (const [resource, query] of cases) {
      const plan = await planOf(resource, query);
      const label = `${resource} ${JSON.stringify(query.sorting ?? [])}\n${plan}`;
      if (server.databaseKind === 'sqlite') expect(plan, label).not.toMatch(/USE TEMP B-TREE FOR/);
      else expect(plan, label).not.toMatch(/Sort/);
    }
  });
});
