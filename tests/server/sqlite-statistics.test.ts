import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestServer, TestServer } from './support/test-server';

/**
 * SQLite picks indexes from sqlite_stat1 (server/src/database/sqlite-statistics.ts): a table whose
 * indexes were never analysed, or were added by a later migration, can get a plan that sorts a
 * 100k group instead of reading an index in order. After a start, every index of the tables the
 * lists read has statistics.
 */
describe.skipIf(process.env.DATABASE_URL?.startsWith('postgres'))('SQLite planner statistics', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it.each(['memberships', 'users', 'company_courses'])('cover every index of %s after start', async (table) => {
    const indexes = await server.dataSource.query<Array<{ name: string }>>(`SELECT name FROM pragma_index_list('${table}')`);
    const analysed = await server.dataSource.query<Array<{ idx: string }>>(`SELECT idx FROM sqlite_stat1 WHERE tbl = ?`, [table]);
    expect(indexes.length).toBeGreaterThan(0);
    expect(analysed.map((row) => row.idx).sort()).toEqual(indexes.map((row) => row.name).sort());
  });
});
