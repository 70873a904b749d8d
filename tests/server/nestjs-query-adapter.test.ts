import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ObjectLiteral, Repository } from 'typeorm';

import { ComparisonHook, createFilterQueryBuilder, createRelationQueryBuilder } from '../../server/src/common/resource/nestjs-query-adapter';
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
});
