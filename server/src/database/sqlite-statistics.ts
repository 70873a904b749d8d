import { Logger } from '@nestjs/common';
import type { DataSource } from 'typeorm';

/** How often the planner's statistics are looked at again while the server runs. */
const REFRESH_MS = 24 * 60 * 60 * 1000;

/**
 * SQLite chooses its indexes from the statistics ANALYZE leaves in sqlite_stat1. A table analysed
 * before a migration added an index has none for that index, and one unanalysed index was enough
 * to turn a 100k group's learners by name from an ordered index read (0.2 ms) into a sort of all
 * of them (54 ms). PRAGMA optimize analyses what needs it (0x10002: every table; analysis_limit
 * keeps each look to a sample, ~0.1 s for 600k memberships). Nothing on PostgreSQL, which keeps
 * its statistics itself.
 */
export const refreshSqliteStatistics = async (dataSource: DataSource): Promise<void> => {
  if (dataSource.options.type !== 'better-sqlite3') return;
  await dataSource.query('PRAGMA analysis_limit = 1000');
  await dataSource.query('PRAGMA optimize = 0x10002');
};

/**
 * After a bulk write (the demo seed of a first start): SQLite's as above, PostgreSQL's ANALYZE. A
 * PostgreSQL table its autovacuum has not looked at yet has no statistics (reltuples -1), and the
 * membership triggers' plans made then read memberships whole for each inserted row: 10,000 group
 * memberships inserted in one statement took 20 s, and 0.8 s once analysed.
 */
export const refreshPlannerStatistics = async (dataSource: DataSource): Promise<void> => {
  if (dataSource.options.type === 'postgres') await dataSource.query('ANALYZE');
  else await refreshSqliteStatistics(dataSource);
};

/** At start (after the migrations), and once a day, as SQLite advises for long-lived connections. */
export const keepSqliteStatisticsCurrent = async (dataSource: DataSource): Promise<void> => {
  if (dataSource.options.type !== 'better-sqlite3') return;
  await refreshSqliteStatistics(dataSource);
  // A failed refresh leaves the old statistics in place (plans stay as they were): said in the log, not fatal.
  const logger = new Logger('SqliteStatistics');
  setInterval(
    () =>
      void refreshSqliteStatistics(dataSource).catch((error: unknown) =>
        logger.error('Refreshing the planner statistics failed', error instanceof Error ? error.stack : String(error)),
      ),
    REFRESH_MS,
  ).unref();
};
