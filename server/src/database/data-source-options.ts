import { join } from 'node:path';

import type Database from 'better-sqlite3';
import { DataSourceOptions } from 'typeorm';

import { AppConfig } from '../config/app-config';
import { discoveredEntities } from '../common/resource/discover-resources';
import { MIGRATIONS as POSTGRES_MIGRATIONS } from './migrations/postgres';
import { MIGRATIONS as SQLITE_MIGRATIONS } from './migrations/sqlite';

export const SQLITE_FILE_NAME = 'lumen.sqlite';

/**
 * SQLite in DATA_DIR by default, PostgreSQL when DATABASE_URL is set. Both run versioned
 * migrations at start-up (one instance at a time: database.module.ts, startup-lock.ts); nothing
 * is synchronised automatically, so nothing is dropped. The entities are the discovered ones
 * (discover-resources.ts): call discoverResources() first.
 */
export const buildDataSourceOptions = (config: Pick<AppConfig, 'databaseUrl' | 'dataDirectory'>): DataSourceOptions => {
  if (config.databaseUrl) {
    return {
      type: 'postgres',
      url: config.databaseUrl,
      entities: discoveredEntities(),
      migrations: POSTGRES_MIGRATIONS,
      migrationsRun: true,
      migrationsTransactionMode: 'each',
      synchronize: false,
      // No JIT for this server's statements: PostgreSQL compiles a statement whose estimated cost
      // passes jit_above_cost (100,000) anew on every run, and with LLVM's optimisation and
      // inlining past 500,000. A list's statement with its bounded count (list-count.ts) is costed
      // as if its count ran to the end, so it passed them: at 1M learners the 100k workspace
      // manager's users search spent 1-5 s compiling for 0.1-0.3 s of execution.
      extra: { max: 10, options: '-c jit=off' },
    };
  }
  return {
    type: 'better-sqlite3',
    database: join(config.dataDirectory, SQLITE_FILE_NAME),
    entities: discoveredEntities(),
    migrations: SQLITE_MIGRATIONS,
    migrationsRun: true,
    migrationsTransactionMode: 'each',
    synchronize: false,
    // WAL lets readers proceed during a write; a busy timeout waits instead of failing on a lock.
    // The busy timeout comes first, so that switching to WAL also waits for another instance.
    prepareDatabase: (database: Database.Database) => {
      database.pragma('busy_timeout = 5000');
      database.pragma('journal_mode = WAL');
      database.pragma('foreign_keys = ON');
    },
  };
};
