import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestServer, TestServer } from './support/test-server';

describe('database schema', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ SEED_DEMO_DATA: 'false' });
  });
  afterAll(() => server.close());

  it('is built by the versioned migrations alone, and they match the entities', async () => {
    const executed = await server.dataSource.query<Array<{ name: string }>>('SELECT name FROM migrations');
    expect(executed.length).toBe(server.dataSource.migrations.length);
    const { upQueries } = await server.dataSource.driver.createSchemaBuilder().log();
    expect(
      upQueries.map((query) => query.query),
      'run npm run migration:generate -- <Name>',
    ).toEqual([]);
    expect(server.dataSource.options.synchronize).toBe(false);
  });

  it('has every case-insensitive unique index the declarations ask for, and no other', async () => {
    const { declaredExpressionIndexes, existingExpressionIndexes } = await import('../../server/src/database/expression-indexes');
    const declared = declaredExpressionIndexes().map((index) => index.name);
    expect(declared.length, 'certificate templates declare one at least').toBeGreaterThan(0);
    expect((await existingExpressionIndexes(server.dataSource)).sort(), 'run npm run migration:generate -- <Name>').toEqual(declared.sort());
  });
});
