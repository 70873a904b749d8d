import type { DataProvider } from '@refinedev/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { registeredResources } from '../../server/src/common/resource/resource-registry';
import { DEMO_ACCOUNTS } from '../../server/src/seed/demo-accounts';
import { EXPECTATIONS, Outcome, READ_ONLY_EXPECTATIONS, ReadExpectation, ResourceExpectation, Role, ROLES } from './support/authorization-expectations';
import { graphql } from './support/graphql-client';
import { allIds, codeOf, listIds, refineProvider } from './support/refine';
import { signIn } from './support/session';
import { startTestServer, TestServer } from './support/test-server';

const emailOf = (role: Role): string => `${role}@demo.test`;

/** The table a resource's rows live in (or its view's), as its declaration names it: "reads all" means every row of it. */
const tableOf = (resource: string): string => {
  const declared = registeredResources().find((candidate) => candidate.plural === resource);
  if (!declared) throw new Error(`No declared resource is ${resource}`);
  return declared.table;
};

/** Unique values per attempt where the resource has a unique field. */
const variant = (input: Record<string, unknown>, tag: string): Record<string, unknown> => ({
  ...input,
  ...(typeof input.email === 'string' ? { email: `matrix.${tag}@example.com` } : {}),
  ...(typeof input.code === 'string' ? { code: `MATRIX-${tag.toUpperCase()}` } : {}),
  ...(typeof input.bannerId === 'string' ? { bannerId: `matrix-banner-${tag}` } : {}),
});

describe('authorization matrix: each demo role × each resource × read, create, update, delete', () => {
  let server: TestServer;
  const providers = new Map<Role, DataProvider>();
  const tokens = new Map<Role, string>();
  let staff: DataProvider;

  const sqlIds = async (sql: string): Promise<string[]> => (await server.dataSource.query<Array<{ id: string }>>(sql)).map((row) => row.id).sort();

  /** Ground truth for the large scopes, straight from the tables. */
  const expectedIds = async (resource: string, role: Role, expectation: ReadExpectation): Promise<string[] | 'forbidden'> => {
    if (expectation === 'forbidden') return 'forbidden';
    if (Array.isArray(expectation)) return [...expectation].sort();
    if (typeof expectation === 'object') return sqlIds(expectation.sql);
    const table = tableOf(resource);
    if (expectation === 'all') return sqlIds(`SELECT id FROM ${table}`);
    if (resource === 'users' && role === 'manager') return sqlIds(`SELECT DISTINCT "userId" AS id FROM memberships WHERE "organizationId" = 'org-acme'`);
    if (resource === 'users' && role === 'agent') {
      return sqlIds(
        `SELECT DISTINCT "userId" AS id FROM memberships WHERE "companyId" IN ('company-acme-sales', 'company-acme-success') UNION SELECT 'user-agent'`,
      );
    }
    if (resource === 'courses' && role === 'manager') {
      return sqlIds(`SELECT id FROM courses WHERE "organizationId" = 'org-acme' OR "availableToOrganizations" LIKE '%"org-acme"%'
        UNION SELECT cc."courseId" FROM company_courses cc JOIN companies c ON c.id = cc."companyId" WHERE c."organizationId" = 'org-acme'`);
    }
    throw new Error(`No ground truth for ${resource} as ${role}`);
  };

  const readsExactly = async (resource: string, role: Role, expectation: ReadExpectation): Promise<void> => {
    const expected = await expectedIds(resource, role, expectation);
    const provider = providers.get(role) as DataProvider;
    if (expected === 'forbidden') {
      expect(await codeOf(listIds(provider, resource))).toBe('FORBIDDEN');
      return;
    }
    // Some tables hold more rows than a page (the engagement records): compared whole, page by page.
    expect(await allIds(provider, resource)).toEqual(expected);
  };

  beforeAll(async () => {
    server = await startTestServer();
    for (const role of ROLES) {
      const token = await signIn(server.url, emailOf(role));
      tokens.set(role, token);
      providers.set(role, refineProvider(server.url, token));
    }
    staff = providers.get('super') as DataProvider;
    expect(DEMO_ACCOUNTS.map((account) => account.email).sort()).toEqual(ROLES.map(emailOf).sort());
  }, 60_000);
  afterAll(() => server.close());

  const fieldsOf = (expectation: ResourceExpectation) => ['id', ...Object.keys(expectation.updateInput)];

  for (const expectation of EXPECTATIONS) {
    describe(expectation.resource, () => {
      for (const role of ROLES) {
        it(`${role} reads exactly what the role allows`, () => readsExactly(expectation.resource, role, expectation.reads[role]));

        it(`${role} ${expectation.creators.includes(role) ? 'may' : 'may not'} create`, async () => {
          const provider = providers.get(role) as DataProvider;
          const input = variant(expectation.createInput, `create-${role}`);
          const before = (await listIds(staff, expectation.resource)).total;
          const created: { id?: string } = {};
          const result = await codeOf(
            provider.create({ resource: expectation.resource, variables: input, meta: { fields: ['id'] } }).then((response) => {
              created.id = String(response.data.id);
            }),
          );
          expect(result).toBe(expectation.creators.includes(role) ? 'OK' : 'FORBIDDEN');
          expect((await listIds(staff, expectation.resource)).total).toBe(before + (result === 'OK' ? 1 : 0));
          // Leave the seeded scopes as they were for the reads of the next roles.
          if (created.id) await staff.deleteOne({ resource: expectation.resource, id: created.id });
        });

        it(`${role} updates only rows in scope`, async () => {
          const provider = providers.get(role) as DataProvider;
          const outcomes: [Outcome, Outcome] = expectation.updates[role] ?? ['FORBIDDEN', 'FORBIDDEN'];
          for (const [index, id] of expectation.updateRows.entries()) {
            const before = (await staff.getOne({ resource: expectation.resource, id, meta: { fields: fieldsOf(expectation) } })).data;
            const result = await codeOf(provider.update({ resource: expectation.resource, id, variables: expectation.updateInput, meta: { fields: ['id'] } }));
            expect(result, `${role} updating ${id}`).toBe(outcomes[index]);
            const after = (await staff.getOne({ resource: expectation.resource, id, meta: { fields: fieldsOf(expectation) } })).data;
            if (result === 'OK') expect(after).toMatchObject(expectation.updateInput);
            else expect(after, `${id} must not change`).toEqual(before);
          }
        });

        it(`${role} ${expectation.deleters.includes(role) ? 'may' : 'may not'} delete`, async () => {
          const created = await staff.create({
            resource: expectation.resource,
            variables: variant(expectation.createInput, `delete-${role}`),
            meta: { fields: ['id'] },
          });
          const id = String(created.data.id);
          const result = await codeOf((providers.get(role) as DataProvider).deleteOne({ resource: expectation.resource, id }));
          expect(result).toBe(expectation.deleters.includes(role) ? 'OK' : 'FORBIDDEN');
          const remaining = await codeOf(staff.getOne({ resource: expectation.resource, id, meta: { fields: ['id'] } }));
          const softDeleted = expectation.resource === 'notificationBanners';
          expect(remaining).toBe(result === 'OK' && !softDeleted ? 'NOT_FOUND' : 'OK');
          // Leave the seeded scopes as they were for the reads of the next roles.
          if (remaining === 'OK' && !softDeleted) await staff.deleteOne({ resource: expectation.resource, id });
        });
      }
    });
  }

  for (const expectation of READ_ONLY_EXPECTATIONS) {
    describe(`${expectation.resource} (read-only)`, () => {
      for (const role of ROLES) {
        it(`${role} reads exactly what the role allows`, () => readsExactly(expectation.resource, role, expectation.reads[role]));
      }

      it(expectation.cancellable ? 'offers no generic create or update' : 'offers no generic write at all', async () => {
        const type = expectation.resource.charAt(0).toUpperCase() + expectation.resource.slice(1, -1);
        const codeOfMutation = async (mutation: string) => (await graphql(server.url, tokens.get('super') as string, mutation)).errors?.[0]?.extensions?.code;
        // A cancellable row is deleted through the generic delete (who may: its own test); nothing else is offered.
        expect(await codeOfMutation(`mutation { deleteOne${type}(input: { id: "x" }) { id } }`)).toBe(
          expectation.cancellable ? 'NOT_FOUND' : 'GRAPHQL_VALIDATION_FAILED',
        );
        expect(await codeOfMutation(`mutation { updateOne${type}(input: { id: "x", update: {} }) { id } }`)).toBe('GRAPHQL_VALIDATION_FAILED');
        expect(await codeOfMutation(`mutation { createOne${type}(input: { ${expectation.resource.slice(0, -1)}: {} }) { id } }`)).toBe(
          'GRAPHQL_VALIDATION_FAILED',
        );
      });
    });
  }

  it('a manager cannot put a group or a program in a workspace they do not manage', async () => {
    const manager = providers.get('manager') as DataProvider;
    expect(await codeOf(manager.create({ resource: 'companies', variables: { organizationId: 'org-studio', name: 'Sneaky Group' } }))).toBe('FORBIDDEN');
    expect(await codeOf(manager.create({ resource: 'courses', variables: { title: 'Sneaky Program', organizationId: 'org-studio' } }))).toBe('FORBIDDEN');
    expect((await listIds(staff, 'companies', { filters: [{ field: 'name', operator: 'eq', value: 'Sneaky Group' }] })).total).toBe(0);
  });

  it("several lists in one request are each filtered by their own resource's rules", async () => {
    const query = `query Lists { organizations(paging: {limit: 1000}) { totalCount } companies(paging: {limit: 1000}) { totalCount }
      courses(paging: {limit: 1000}) { totalCount } users(paging: {limit: 1000}) { totalCount } bundles(paging: {limit: 1000}) { totalCount } }`;
    for (const role of ['manager', 'agent', 'partner', 'learner'] as Role[]) {
      const combined = await graphql<Record<string, { totalCount: number }>>(server.url, tokens.get(role) as string, query);
      for (const resource of ['organizations', 'companies', 'courses', 'users', 'bundles']) {
        const alone = await listIds(providers.get(role) as DataProvider, resource);
        expect(combined.data?.[resource].totalCount, `${role} ${resource}`).toBe(alone.total);
      }
    }
  });
});
