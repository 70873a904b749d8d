import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { DataSource } from 'typeorm';

/*
 * The migrated and seeded database every test server starts from, built once per test run: the
 * migrations and the demo seed (argon2 hashes, 330 people) took ~3 of the ~4.5 s of each of the
 * ~130 server starts of the suite. A copy is what a first start would have made: the same
 * migrations and the same seed, run by the same code in this run.
 *
 * The workers of one vitest run are children of one process, whose id names the run's template;
 * the first worker that needs it builds it under a lock (a directory made atomically) and the
 * others wait for its "ready" mark. Templates of runs that have ended are removed by the next run.
 */

const RUN = process.ppid;
const PREFIX = 'lumen-template-';
/** Test databases' names start with this (TEST_DATABASE_PREFIX: runs sharing one PostgreSQL keep to their own names). */
export const TEST_DATABASE_PREFIX = process.env.TEST_DATABASE_PREFIX ?? 'lumen_';
const DATABASE_PREFIX = `${TEST_DATABASE_PREFIX}template_`;
const WAIT_MS = 180_000;

const isRunning = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists, owned by someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

const withDatabase = (url: string, database: string): string => {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
};

export const adminQuery = async <Row>(postgresUrl: string, sql: string): Promise<Row[]> => {
  const admin = new DataSource({ type: 'postgres', url: withDatabase(postgresUrl, 'postgres') });
  await admin.initialize();
  try {
    return await admin.query<Row[]>(sql);
  } finally {
    await admin.destroy();
  }
};

const removeEndedRuns = async (postgresUrl: string | null): Promise<void> => {
  for (const entry of readdirSync(tmpdir())) {
    // lumen-template-<pid> or lumen-template-<pid>-pg
    const pid = Number.parseInt(entry.slice(PREFIX.length), 10);
    if (entry.startsWith(PREFIX) && Number.isInteger(pid) && pid !== RUN && !isRunning(pid)) rmSync(join(tmpdir(), entry), { recursive: true, force: true });
  }
  if (!postgresUrl) return;
  const databases = await adminQuery<{ datname: string }>(postgresUrl, `SELECT datname FROM pg_database WHERE datname LIKE '${DATABASE_PREFIX}%'`);
  for (const { datname } of databases) {
    const pid = Number.parseInt(datname.slice(DATABASE_PREFIX.length), 10);
    if (Number.isInteger(pid) && pid !== RUN && !isRunning(pid)) await adminQuery(postgresUrl, `DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  }
};

export type SeededTemplate = { dataDirectory: string; databaseName: string | null };

const waitFor = async (path: string, failed: string): Promise<void> => {
  const deadline = Date.now() + WAIT_MS;
  while (!existsSync(path)) {
    if (existsSync(failed)) throw new Error(`Building the seeded test database template failed in another worker:\n${readFileSync(failed, 'utf8')}`);
    if (Date.now() > deadline) throw new Error(`The seeded test database template was not ready after ${WAIT_MS} ms (${path})`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};

let template: Promise<SeededTemplate> | null = null;

/**
 * This run's template: a data directory (SQLite: its lumen.sqlite) and, on PostgreSQL, a database
 * to create test databases from (CREATE DATABASE … TEMPLATE). `build` starts the real server on it
 * once, which migrates and seeds, and closes it.
 */
export const seededTemplate = (postgresUrl: string | null, build: (environment: Record<string, string>) => Promise<void>): Promise<SeededTemplate> => {
  template ??= (async () => {
    const root = join(tmpdir(), `${PREFIX}${RUN}${postgresUrl ? '-pg' : ''}`);
    const result: SeededTemplate = { dataDirectory: join(root, 'data'), databaseName: postgresUrl ? `${DATABASE_PREFIX}${RUN}` : null };
    const ready = join(root, 'ready');
    const failed = join(root, 'failed');
    try {
      mkdirSync(root);
    } catch {
      await waitFor(ready, failed);
      return result;
    }
    try {
      await removeEndedRuns(postgresUrl);
      mkdirSync(result.dataDirectory);
      if (postgresUrl && result.databaseName) await adminQuery(postgresUrl, `CREATE DATABASE ${result.databaseName}`);
      await build({
        DATA_DIR: result.dataDirectory,
        DATABASE_URL: postgresUrl && result.databaseName ? withDatabase(postgresUrl, result.databaseName) : '',
        CLIENT_DIR: join(root, 'no-client'),
      });
    } catch (error) {
      // The other workers stop waiting and report it too.
      writeFileSync(failed, String((error as Error).stack ?? error));
      throw error;
    }
    writeFileSync(ready, `${new Date().toISOString()}\n`);
    return result;
  })();
  return template;
};

/** A test server's own copy of the template's files (SQLite's database, anything seeded on disk). */
export const copyTemplateFiles = (seeded: SeededTemplate, dataDirectory: string): void => {
  cpSync(seeded.dataDirectory, dataDirectory, { recursive: true });
};
