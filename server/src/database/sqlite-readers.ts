import type Database from 'better-sqlite3';
import { DataSource, QueryFailedError, QueryResult } from 'typeorm';
import { BetterSqlite3Driver } from 'typeorm/driver/better-sqlite3/BetterSqlite3Driver.js';
import { BetterSqlite3QueryRunner } from 'typeorm/driver/better-sqlite3/BetterSqlite3QueryRunner.js';
import { BroadcasterResult } from 'typeorm/subscriber/BroadcasterResult.js';

import { SqliteReadPool } from './sqlite-read-pool';

/*
 * The one place that reaches into TypeORM's better-sqlite3 driver (typeorm 1.1). That driver runs
 * every query of the process on one synchronous connection through one shared query runner, so a
 * slow SELECT blocks the event loop and every other request queues behind it. This runner sends a
 * statement to the read pool when it only reads and no transaction is open on the main
 * connection; everything else (writes, transactions, reads inside them, schema work) stays there.
 * tests/server/sqlite-readers.test.ts covers the routing and what each side sees.
 */

const READ_STATEMENT = /^\s*(SELECT|WITH)\b/i;
const VERDICTS_KEPT = 1000;

type QueryParameters = Parameters<BetterSqlite3QueryRunner['query']>[1];
type QueryAnswer = ReturnType<BetterSqlite3QueryRunner['query']>;

export class ReadPoolQueryRunner extends BetterSqlite3QueryRunner {
  /** Whether a SQL text only reads, as the main connection's compiler judged it. */
  private readonly readOnly = new Map<string, boolean>();

  constructor(
    driver: BetterSqlite3Driver,
    private readonly pool: SqliteReadPool,
  ) {
    super(driver);
  }

  async query(query: string, parameters: QueryParameters = [], useStructuredResult = false): QueryAnswer {
    if (!Array.isArray(parameters) || !this.goesToReaders(query)) return super.query(query, parameters, useStructuredResult);
    // As the base runner does: better-sqlite3 cannot bind booleans.
    const values = parameters.map((value: unknown) => (typeof value === 'boolean' ? Number(value) : value));
    const logger = this.dataSource.logger;
    logger.logQuery(query, values, this);
    await this.broadcaster.broadcast('BeforeQuery', query, values);
    const broadcasterResult = new BroadcasterResult();
    const startedAt = Date.now();
    try {
      const rows = await this.pool.all(query, values);
      const executionTime = Date.now() - startedAt;
      const slowAfter = this.dataSource.options.maxQueryExecutionTime;
      if (slowAfter && executionTime > slowAfter) logger.logQuerySlow(executionTime, query, values, this);
      this.broadcaster.broadcastAfterQueryEvent(broadcasterResult, query, values, true, executionTime, rows, undefined);
      if (!useStructuredResult) return rows;
      const result = new QueryResult();
      result.raw = rows;
      result.records = rows;
      return result;
    } catch (error) {
      logger.logQueryError(error as Error, query, values, this);
      this.broadcaster.broadcastAfterQueryEvent(broadcasterResult, query, values, false, undefined, undefined, error);
      throw new QueryFailedError(query, values, error as Error);
    } finally {
      await broadcasterResult.wait();
    }
  }

  /** A read outside any transaction: in one, reads must see its own uncommitted writes. */
  private goesToReaders(query: string): boolean {
    return !this.isReleased && !this.isTransactionActive && this.pool.usable && this.onlyReads(query);
  }

  private onlyReads(query: string): boolean {
    if (!READ_STATEMENT.test(query)) return false;
    let verdict = this.readOnly.get(query);
    if (verdict === undefined) {
      const connection = this.driver.databaseConnection as Database.Database;
      try {
        const statement = connection.prepare(query);
        verdict = statement.reader && statement.readonly;
      } catch {
        // Let the main connection raise the error as it always did.
        verdict = false;
      }
      if (this.readOnly.size >= VERDICTS_KEPT) this.readOnly.delete(this.readOnly.keys().next().value as string);
      this.readOnly.set(query, verdict);
    }
    return verdict;
  }
}

/**
 * Gives an initialised better-sqlite3 data source `readers` reader threads (after migrations ran
 * on the main connection). The pool ends with the data source.
 */
export const useSqliteReaders = (dataSource: DataSource, readers: number): SqliteReadPool | null => {
  if (readers <= 0 || !(dataSource.driver instanceof BetterSqlite3Driver)) return null;
  const driver = dataSource.driver;
  if (driver.options.database === ':memory:') return null;
  const pool = new SqliteReadPool(String(driver.options.database), readers);
  driver.queryRunner = new ReadPoolQueryRunner(driver, pool);
  const disconnect = driver.disconnect.bind(driver);
  driver.disconnect = async () => {
    await pool.close();
    await disconnect();
  };
  return pool;
};
