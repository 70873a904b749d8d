import type { CrudFilter, DataProvider } from '@refinedev/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { listIds, signedInProvider } from './support/refine';
import { startTestServer, TestServer } from './support/test-server';

/*
 * Spec 02 §5 operators as Refine's provider sends them:
 * startsWith -> startswiths (like), startsWithCI -> startswith (iLike),
 * contains -> containss (like), containsCI -> contains (iLike).
 */
const textCases: Array<{ name: string; filter: CrudFilter; expected: string[] }> = [
  { name: 'eq', filter: { field: 'name', operator: 'eq', value: 'Acme Learning' }, expected: ['org-acme'] },
  { name: 'eq is case sensitive', filter: { field: 'name', operator: 'eq', value: 'acme learning' }, expected: [] },
  { name: 'ne', filter: { field: 'name', operator: 'ne', value: 'Acme Learning' }, expected: ['org-extend', 'org-garden', 'org-studio'] },
  { name: 'gt', filter: { field: 'name', operator: 'gt', value: 'F' }, expected: ['org-garden', 'org-studio'] },
  { name: 'gte', filter: { field: 'name', operator: 'gte', value: 'Free Garden' }, expected: ['org-garden', 'org-studio'] },
  { name: 'lt', filter: { field: 'name', operator: 'lt', value: 'F' }, expected: ['org-acme', 'org-extend'] },
  { name: 'lte', filter: { field: 'name', operator: 'lte', value: 'Extend Partners' }, expected: ['org-acme', 'org-extend'] },
  { name: 'startsWith', filter: { field: 'name', operator: 'startswiths', value: 'Stu' }, expected: ['org-studio'] },
  { name: 'startsWith is case sensitive', filter: { field: 'name', operator: 'startswiths', value: 'stu' }, expected: [] },
  { name: 'startsWithCI', filter: { field: 'name', operator: 'startswith', value: 'stu' }, expected: ['org-studio'] },
  { name: 'contains', filter: { field: 'name', operator: 'containss', value: 'Garden' }, expected: ['org-garden'] },
  { name: 'contains is case sensitive', filter: { field: 'name', operator: 'containss', value: 'garden' }, expected: [] },
  { name: 'containsCI', filter: { field: 'name', operator: 'contains', value: 'GARDEN' }, expected: ['org-garden'] },
  { name: 'contains treats _ literally', filter: { field: 'name', operator: 'containss', value: 'Acme_Learning' }, expected: [] },
  { name: 'containsCI treats % literally', filter: { field: 'name', operator: 'contains', value: 'e%g' }, expected: [] },
  { name: 'startsWith treats * literally on SQLite too', filter: { field: 'name', operator: 'startswiths', value: 'A*' }, expected: [] },
];

describe("filter operators through Refine's provider", () => {
  let server: TestServer;
  let provider: DataProvider;
  beforeAll(async () => {
    server = await startTestServer();
    provider = await signedInProvider(server.url, 'super@demo.test');
  });
  afterAll(() => server.close());

  for (const testCase of textCases) {
    it(`text ${testCase.name}`, async () => {
      expect((await listIds(provider, 'organizations', { filters: [testCase.filter] })).ids).toEqual(testCase.expected);
    });
  }

  it('numbers: eq, ne, gt, gte, lt, lte agree with the stored values', async () => {
    const rows = await server.dataSource.query<Array<{ id: string; chaptersCount: number }>>('SELECT id, "chaptersCount" FROM courses');
    const expectIds = (predicate: (count: number) => boolean) =>
      rows
        .filter((row) => predicate(Number(row.chaptersCount)))
        .map((row) => row.id)
        .sort();
    const check = async (operator: 'eq' | 'ne' | 'gt' | 'gte' | 'lt' | 'lte', predicate: (count: number) => boolean) => {
      const { ids } = await listIds(provider, 'courses', { filters: [{ field: 'chaptersCount', operator, value: 4 }] });
      expect(ids, operator).toEqual(expectIds(predicate));
    };
    await check('eq', (count) => count === 4);
    await check('ne', (count) => count !== 4);
    await check('gt', (count) => count > 4);
    await check('gte', (count) => count >= 4);
    await check('lt', (count) => count < 4);
    await check('lte', (count) => count <= 4);
    expect(rows.length).toBe(22);
  });

  it('combines filters on different fields and a case-insensitive search on e-mails', async () => {
    const { ids } = await listIds(provider, 'users', {
      filters: [
        { field: 'email', operator: 'contains', value: 'LEARNER00' },
        { field: 'emailVerified', operator: 'eq', value: true },
      ],
    });
    const expected = await server.dataSource.query<Array<{ id: string }>>(
      `SELECT id FROM users WHERE LOWER(email) LIKE '%learner00%' AND "emailVerified" = ${server.databaseKind === 'postgres' ? 'true' : '1'}`,
    );
    expect(ids).toEqual(expected.map((row) => row.id).sort());
    expect(ids.length).toBeGreaterThan(0);
  });

  it('a date filter answers its rows and their count (a date operand once became {} in the count, a 500)', async () => {
    const since = '2000-01-01T00:00:00.000Z';
    for (const operator of ['gte', 'ne'] as const) {
      const { ids, total } = await listIds(provider, 'organizations', { filters: [{ field: 'createdAt', operator, value: since }] });
      expect(ids.length, operator).toBe(4);
      expect(total, operator).toBe(4);
    }
    const none = await listIds(provider, 'organizations', { filters: [{ field: 'createdAt', operator: 'lt', value: since }] });
    expect(none).toMatchObject({ ids: [], total: 0 });
  });

  it("searchText matches e-mail or name, whatever the case, on users and on a group's learners", async () => {
    const users = await server.dataSource.query<Array<{ id: string; email: string; fullName: string }>>('SELECT id, email, "fullName" FROM users');
    const sample = users.find((user) => user.fullName.includes(' '))!;
    const word = sample.fullName.split(' ')[1];
    const expected = users
      .filter((user) => `${user.email} ${user.fullName}`.toLowerCase().includes(word.toLowerCase()))
      .map((user) => user.id)
      .sort();
    const byName = await listIds(provider, 'users', { filters: [{ field: 'searchText', operator: 'contains', value: word.toLowerCase() }] });
    expect(byName.ids).toEqual(expected);
    const byEmail = await listIds(provider, 'users', { filters: [{ field: 'searchText', operator: 'contains', value: sample.email }] });
    expect(byEmail.ids).toContain(sample.id);
    const learners = await listIds(provider, 'companyUsers', { filters: [{ field: 'searchText', operator: 'contains', value: 'learner00' }] });
    expect(learners.ids.length).toBeGreaterThan(0);
  });
});
