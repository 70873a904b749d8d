import { setTimeout as sleep } from 'node:timers/promises';

import { Logger } from '@nestjs/common';
import Database from 'better-sqlite3';
import { DataSource, DataSourceOptions } from 'typeorm';

import { keepSqliteStatisticsCurrent } from './sqlite-statistics';

/** Any fixed number: the PostgreSQL advisory lock every Lumen instance takes around its start-up writes. */
const POSTGRES_LOCK_KEY = 7_311_202_611;
const SQLITE_RETRY_MS = 100;
const SQLITE_WAIT_LIMIT_MS = 10 * 60_000;

const logger = new Logger('StartupLock');

const withPostgresLock = async <Result>(dataSource: DataSource, work: () => Promise<Result>): Promise<Result> => {
  // A session-level lock on a connection of its own: the work runs on other connections of the pool.
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    const [{ acquired }] = (await runner.query('SELECT pg_try_advisory_lock($1) AS acquired', [POSTGRES_LOCK_KEY])) as Array<{ acquired: boolean }>;
    if (!acquired) {
      logger.log('Another instance is preparing the database; waiting for it.');
      await runner.query('SELECT pg_advisory_lock($1)', [POSTGRES_LOCK_KEY]);
    }
    try {
      return await work();
    } finally {
      await runner.query('SELECT pg_advisory_unlock($1)', [POSTGRES_LOCK_KEY]);
    }
  } finally {
    await runner.release();
  }
};

/**
 * SQLite has no advisory locks: an exclusive transaction on a lock file beside the database does
 * the same, and the operating system releases it if the process dies.
 */
const withSqliteLock = async <Result>(databaseFile: string, work: () => Promise<Result>): Promise<Result> => {
  const lock = new Database(`${databaseFile}.startup-lock`);
  try {
    lock.pragma('busy_timeout = 0');
    const startedAt = Date.now();
    let announced = false;
    for (;;) {
      try {
        lock.exec('BEGIN EXCLUSIVE');
        break;
      } catch (error) {
        if ((error as { code?: string }).code !== 'SQLITE_BUSY') throw error;
        if (Date.now() - startedAt > SQLITE_WAIT_LIMIT_MS) throw new Error(`Another instance has held ${databaseFile}.startup-lock for over 10 minutes.`);
        if (!announced) logger.log('Another instance is preparing the database; waiting for it.');
        announced = true;
        await sleep(SQLITE_RETRY_MS);
      }
    }
    try {
      return await work();
    } finally {
      lock.exec('COMMIT');
    }
  } finally {
    lock.close();
  }
};

/**
 * Runs start-up writes (migrations, the demo seed) while no other instance on the same database
 * runs its own: when several start together on an empty database, one migrates and seeds, the
 * others wait and then find nothing left to do.
 */
export const withStartupLock = <Result>(dataSource: DataSource, work: () => Promise<Result>): Promise<Result> => {
  if (dataSource.options.type === 'postgres') return withPostgresLock(dataSource, work);
  if (dataSource.options.type === 'better-sqlite3') return withSqliteLock(dataSource.options.database, work);
  return work();
};

/** TypeORM's migrationsRun, under the start-up lock: the data source for @nestjs/typeorm. */
export const initializeWithLockedMigrations = async (options?: DataSourceOptions): Promise<DataSource> => {
  if (!options) throw new Error('The database options are missing.');
  const dataSource = await new DataSource({ ...options, migrationsRun: false }).initialize();
  if (options.migrationsRun) {
    await withStartupLock(dataSource, () => dataSource.runMigrations({ transaction: options.migrationsTransactionMode ?? 'all' }));
  }
  await keepSqliteStatisticsCurrent(dataSource);
  return dataSource;
};
