import { applyFilter, SortDirection } from '@ptc-org/nestjs-query-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ObjectLiteral, Repository } from 'typeorm';

import { ComparisonHook, createFilterQueryBuilder, createRelationQueryBuilder, likeRegExp } from '../../server/src/common/resource/nestjs-query-adapter';
import { resourceNamed } from '../../server/src/common/resource/resource-registry';
import { startTestServer, TestServer } from './support/test-server';

/**
 * The adapter is the one place that reaches into @ptc-org/nestjs-query-typeorm's internals. These
 * tests pin what it relies on, so moving the version pin either passes them or shows what broke.
 */
describe('nestjs-query adapter', () => {
  let server: TestServer;
  let companies: Repository<ObjectLiteral>;
  type Seen = Parameters<ComparisonHook>[0];
  const recorder =
    (seen: Seen[], answer?: (comparison: Seen) => ReturnType<ComparisonHook>): ((repository: Repository<ObjectLiteral>) => ComparisonHook) =>
    (repository) =>
    (comparison) => {
      seen.push({ ...comparison, field: `${repository.metadata.tableName}.${comparison.field}` });
      return answer?.(comparison);
    };

  beforeAll(async () => {
    server = await startTestServer();
    companies = server.dataSource.getRepository(resourceNamed('Company').entity);
  });
  afterAll(() => server.close());

  it('asks the hook about every comparison of a filter, with the query alias, and uses its SQL', async () => {
    const seen: Seen[] = [];
    const builder = createFilterQueryBuilder(
      companies,
      recorder(seen, ({ field }) => (field === 'name' ? { sql: '1 = 0', params: {} } : undefined)),
    );
    const query = builder.select({ filter: { and: [{ organizationId: { eq: 'org-acme' } }, { name: { like: 'Sales%' } }] } });
    expect(seen.map(({ field, operator, value }) => [field, operator, value])).toEqual([
      ['companies.organizationId', 'eq', 'org-acme'],
      ['companies.name', 'like', 'Sales%'],
    ]);
    expect(seen[0].alias).toBe(query.alias);
    // The hook's answer replaced the name comparison: no row can match.
    expect(await query.getCount()).toBe(0);
  });

  it("keeps nestjs-query's own SQL when the hook has nothing to say", async () => {
    const builder = createFilterQueryBuilder(companies, recorder([]));
    expect(await builder.select({ filter: { organizationId: { eq: 'org-extend' } } }).getCount()).toBe(2);
  });

  it("asks the hook about filters on a related record too, with that record's table", async () => {
    const seen: Seen[] = [];
    const builder = createFilterQueryBuilder(companies, recorder(seen));
    const rows = await builder.select({ filter: { organization: { name: { eq: 'Extend Partners' } } } }).getMany();
    expect(rows.map((row) => row.id).sort()).toEqual(['company-extend-a', 'company-extend-b']);
    expect(seen.map(({ field }) => field)).toEqual(['organizations.name']);
  });

  it('passes no alias in UPDATE and DELETE statements', async () => {
    const seen: Seen[] = [];
    const builder = createFilterQueryBuilder(companies, recorder(seen));
    builder
      .update({ filter: { id: { eq: 'nothing' } } })
      .set({ contact: 'x' })
      .getQuery();
    expect(seen).toHaveLength(1);
    expect(seen[0].alias).toBeUndefined();
  });

  it('asks the hook about the filter of a relation read, with the related table', async () => {
    const seen: Seen[] = [];
    const relation = createRelationQueryBuilder(companies, 'organization', recorder(seen));
    const [group] = await companies.find({ where: { id: 'company-acme-sales' } });
    const organizations = await relation.select(group, { filter: { product: { eq: 'UL' } } }).getMany();
    expect(organizations.map((organization) => organization.id)).toEqual(['org-acme']);
    expect(seen.map(({ field }) => field)).toEqual(['organizations.product']);
  });

  /** The ORDER BY of a select, as [column, direction] pairs. */
  const orderOf = (query: { expressionMap: { allOrderBys: Record<string, unknown> } }) =>
    Object.entries(query.expressionMap.allOrderBys).map(([column, order]) => [column, typeof order === 'string' ? order : (order as { order: string }).order]);

  it("ends every select's order with the primary key, in the last sort's direction (stable paging)", () => {
    const builder = createFilterQueryBuilder(companies, recorder([]));
    const byName = builder.select({ sorting: [{ field: 'name', direction: SortDirection.DESC }] });
    expect(orderOf(byName)).toEqual([
      [`${byName.alias}.name`, 'DESC'],
      [`${byName.alias}.id`, 'DESC'],
    ]);
    const twoFields = builder.select({
      sorting: [
        { field: 'organizationId', direction: SortDirection.ASC },
        { field: 'name', direction: SortDirection.ASC },
      ],
    });
    expect(orderOf(twoFields).map(([column]) => column)).toEqual([`${twoFields.alias}.organizationId`, `${twoFields.alias}.name`, `${twoFields.alias}.id`]);
    // Unsorted lists (a CSV export's pages) are ordered by the key alone.
    expect(orderOf(builder.select({}))).toEqual([[`${byName.alias}.id`, 'ASC']]);
    // Sorted by the key already, or by a column unique by itself (a user's e-mail): nothing to add.
    expect(orderOf(builder.select({ sorting: [{ field: 'id', direction: SortDirection.DESC }] }))).toEqual([[`${byName.alias}.id`, 'DESC']]);
    const users = createFilterQueryBuilder(server.dataSource.getRepository<ObjectLiteral>(resourceNamed('User').entity), recorder([]));
    const byEmail = users.select({ sorting: [{ field: 'email', direction: SortDirection.ASC }] });
    expect(orderOf(byEmail)).toEqual([[`${byEmail.alias}.email`, 'ASC']]);
    // A view's key is its id column.
    const people = createFilterQueryBuilder(server.dataSource.getRepository<ObjectLiteral>(resourceNamed('CompanyUser').entity), recorder([]));
    const byPerson = people.select({ sorting: [{ field: 'fullName', direction: SortDirection.ASC }] });
    expect(orderOf(byPerson).map(([column]) => column)).toEqual([`${byPerson.alias}.fullName`, `${byPerson.alias}.id`]);
  });

  it('hands each whole filter and sorting to the hook before building their SQL, and adds no order to an UPDATE', () => {
    const filters: unknown[] = [];
    const sortings: unknown[] = [];
    const hookFor = (repository: Repository<ObjectLiteral>): ComparisonHook => {
      const hook: ComparisonHook = recorder([])(repository);
      hook.checkFilter = (filter) => void filters.push(filter);
      hook.checkSorting = (sorting) => void sortings.push(sorting);
      return hook;
    };
    const builder = createFilterQueryBuilder(companies, hookFor);
    const filter = { or: [{ name: { eq: 'a' } }, { name: { eq: 'b' } }] };
    const sorting = [{ field: 'name', direction: SortDirection.ASC }];
    builder.select({ filter, sorting });
    expect(filters).toEqual([filter]);
    expect(sortings).toEqual([sorting]);
    // An UPDATE gets no key to order by (PostgreSQL has no UPDATE ... ORDER BY).
    const update = builder.update({ filter }).set({ contact: 'x' });
    expect(update.getQuery()).not.toMatch(/ORDER BY/);
    expect(sortings).toHaveLength(1);
  });

  it("matches live events' LIKE patterns in memory as SQL does: outer % only, the rest literal, the same answer every time", () => {
    const matches = (name: string, filter: object) => applyFilter({ name }, filter as never);
    expect(matches('Pay (EU)', { name: { like: '%(EU)' } })).toBe(true);
    expect(matches('C++ Guild', { name: { like: 'C++%' } })).toBe(true);
    expect(matches('AxB', { name: { like: 'A.B' } })).toBe(false);
    expect(matches('50% off', { name: { like: '50%%' } })).toBe(true);
    expect(matches('50 and more off', { name: { like: '50% off' } })).toBe(false);
    expect(matches('SALES team', { name: { iLike: '%sales%' } })).toBe(true);
    expect(matches('SALES team', { name: { notILike: '%sales%' } })).toBe(false);
    // Each test of one filter answers alike (nestjs-query's RegExp was global: every other test failed).
    const filter = { name: { like: 'Acme%' } };
    expect([1, 2, 3, 4].map(() => matches('Acme Learning', filter))).toEqual([true, true, true, true]);
    // Thirty wildcards are text, not thirty nested loops over the value.
    const started = Date.now();
    expect(likeRegExp(`${'%a'.repeat(30)}%b`).test('a'.repeat(5000))).toBe(false);
    expect(Date.now() - started).toBeLessThan(100);
  });
});
