import { QueryFailedError } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ReadPoolQueryRunner } from '../../server/src/database/sqlite-readers';
import { graphql } from './support/graphql-client';
import { signIn } from './support/session';
import { startTestServer, TestServer } from './support/test-server';

type Probe = { id: number; label: string };

/** About half a second of work for SQLite's engine, without touching a table. */
const SLOW_READ =
  'WITH RECURSIVE counter(value) AS (SELECT 1 UNION ALL SELECT value + 1 FROM counter WHERE value < 3000000) SELECT count(*) AS total FROM counter';

/**
 * SQLite reads outside transactions go to reader threads (server/src/database/sqlite-readers.ts);
 * what every read sees must not change, so the visibility tests run on PostgreSQL too.
 */
describe('reads and writes', () => {
  let server: TestServer;
  let nextId = 1;
  const insert = (label: string): Promise<Probe> => {
    const probe = { id: nextId, label };
    nextId += 1;
    return server.dataSource
      .createQueryBuilder()
      .insert()
      .into('reader_probe')
      .values(probe)
      .execute()
      .then(() => probe);
  };
  const read = (id: number) =>
    server.dataSource
      .createQueryBuilder()
      .select(['probe.id AS id', 'probe.label AS label'])
      .from('reader_probe', 'probe')
      .where('probe.id = :id', { id })
      .getRawOne<Probe>();

  beforeAll(async () => {
    server = await startTestServer();
    await server.dataSource.query('CREATE TABLE reader_probe (id integer PRIMARY KEY, label varchar(50) NOT NULL)');
  });
  afterAll(() => server.close());

  it('sees each committed write on the very next read', async () => {
    for (let round = 0; round < 50; round += 1) {
      const written = await insert(`round ${round}`);
      expect(await read(written.id)).toMatchObject({ id: written.id, label: written.label });
      await server.dataSource
        .createQueryBuilder()
        .update('reader_probe')
        .set({ label: `updated ${round}` })
        .where('id = :id', { id: written.id })
        .execute();
      expect((await read(written.id))?.label).toBe(`updated ${round}`);
    }
  });

  it('reads its own uncommitted writes inside a transaction, and nothing of them after a rollback', async () => {
    let insideId = 0;
    await expect(
      server.dataSource.transaction(async (manager) => {
        const probe = { id: 100_000, label: 'inside' };
        insideId = probe.id;
        await manager.createQueryBuilder().insert().into('reader_probe').values(probe).execute();
        const seen = await manager
          .createQueryBuilder()
          .select('probe.label', 'label')
          .from('reader_probe', 'probe')
          .where('probe.id = :id', { id: probe.id })
          .getRawOne<Probe>();
        expect(seen?.label).toBe('inside');
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await read(insideId)).toBeUndefined();
  });

  it('answers many concurrent reads, each with its own rows', async () => {
    const written = await Promise.all(Array.from({ length: 20 }, (_, index) => insert(`concurrent ${index}`)));
    const answers = await Promise.all(written.flatMap((probe) => [read(probe.id), read(probe.id)]));
    expect(answers.map((answer) => answer?.label)).toEqual(written.flatMap((probe) => [probe.label, probe.label]));
  });

  it('serves the same list to sixteen concurrent users as to one', async () => {
    const token = await signIn(server.url, 'super@demo.test');
    const list = '{ users(paging: { limit: 50 }, sorting: [{ field: email, direction: ASC }]) { totalCount nodes { id email roles } } }';
    const alone = await graphql(server.url, token, list);
    expect(alone.errors).toBeUndefined();
    const together = await Promise.all(Array.from({ length: 16 }, () => graphql(server.url, token, list)));
    for (const answer of together) expect(answer).toEqual(alone);
  });

  it('raises a failing read as a query error, as before', async () => {
    await expect(server.dataSource.query("SELECT json_extract('not json', '$') AS value")).rejects.toBeInstanceOf(QueryFailedError);
    await expect(server.dataSource.query('SELECT missing_column FROM reader_probe')).rejects.toBeInstanceOf(QueryFailedError);
  });

  describe.runIf(process.env.DATABASE_URL?.startsWith('postgres') !== true)('on SQLite', () => {
    it('runs a read outside a transaction off the event loop', async () => {
      expect(server.dataSource.driver.createQueryRunner('master')).toBeInstanceOf(ReadPoolQueryRunner);
      let ticks = 0;
      const timer = setInterval(() => (ticks += 1), 5);
      const [{ total }] = await server.dataSource.query<Array<{ total: number }>>(SLOW_READ);
      clearInterval(timer);
      expect(total).toBe(3_000_000);
      expect(ticks).toBeGreaterThan(5);
    });

    it('keeps reads inside a transaction on the main connection', async () => {
      let ticks = 0;
      const timer = setInterval(() => (ticks += 1), 5);
      await server.dataSource.transaction((manager) => manager.query(SLOW_READ));
      clearInterval(timer);
      expect(ticks).toBeLessThanOrEqual(1);
    });

    it('keeps a write that starts with WITH on the main connection', async () => {
      await server.dataSource.query("WITH next(id) AS (SELECT 200000) INSERT INTO reader_probe (id, label) SELECT id, 'from a CTE' FROM next");
      expect((await read(200_000))?.label).toBe('from a CTE');
    });

    it('returns rows exactly as the main connection does', async () => {
      const sql = 'SELECT * FROM users ORDER BY id LIMIT 20';
      const fromReaders = await server.dataSource.query(sql);
      const fromMain = await server.dataSource.transaction((manager) => manager.query(sql));
      expect(fromReaders).toEqual(fromMain);
    });
  });
});
