import type { Filter } from '@ptc-org/nestjs-query-core';
import type { ObjectLiteral, Repository, SelectQueryBuilder } from 'typeorm';

import { COUNT_LIMIT } from '../../../../shared/constants';
import { optionalActor } from '../../auth/current-actor';
import { forCounting, SCOPE_FIELD, scopeTokensIn, soleScopeToken, withScopeShape } from '../../authorization/scope-token';
import { ExpiringLruCache } from '../expiring-lru-cache';
import { exactCountsRequested } from '../http-request-context';
import { createFilterQueryBuilder, type ComparisonSql, type FilterQueryBuilder } from './nestjs-query-adapter';
import { dialectOf, resourceComparisonHook, scopeLowerBound } from './resource-filter';

/**
 * A count of a view can often be answered by its base table alone (a group's learners are its
 * membership rows): when the filter reads only columns the base table has, count there.
 */
export type CountFrom = { table: string; where: string; columns: readonly string[] };

/** What a list's count is built from: the resource's repository and filter builder, and its base table if any. */
export type CountSource<Row extends ObjectLiteral> = {
  repository: Repository<Row>;
  filterQueryBuilder: FilterQueryBuilder<Row>;
  countFrom?: CountFrom;
};

const filterColumns = (filter: Filter<unknown> | undefined): string[] => {
  if (!filter) return [];
  return Object.entries(filter).flatMap(([key, value]) => (key === 'and' || key === 'or' ? value.flatMap(filterColumns) : [key]));
};

/** The rows a filter lets through, counted as one scalar subquery: on the base table when it can, bounded when asked. */
const countOf = <Row extends ObjectLiteral>(source: CountSource<Row>, filter: Filter<Row>, bounded: boolean): ComparisonSql => {
  const { repository, countFrom: base } = source;
  const onBase = !!base && filterColumns(filter).every((column) => base.columns.includes(column) || column === SCOPE_FIELD);
  const query =
    onBase && base
      ? createFilterQueryBuilder(repository.manager.getRepository<ObjectLiteral>(base.table), resourceComparisonHook).select({ filter })
      : source.filterQueryBuilder.select({ filter });
  if (onBase && base) query.andWhere(base.where.replace(/\{alias\}/g, query.alias));
  const rows = query.select('1', 'counted').orderBy();
  if (bounded) rows.limit(COUNT_LIMIT + 1);
  return { sql: `(SELECT COUNT(*) FROM (${rows.getQuery()}) counted)`, params: rows.getParameters() };
};

/**
 * totalCount as one SQL expression with named parameters: over the base table when the filter
 * needs nothing else (a view's count then skips its join), and bounded at COUNT_LIMIT + 1 rows
 * unless the caller asked for exact counts. The scope goes in in its set-based count shape
 * (access-sql.ts), except where its lower bound (compileLowerBounds: one workspace or group alone
 * holds more than COUNT_LIMIT of the rows) says that set is large:
 * - a list filtered by its scope alone (a manager opening the users list) then passes the bound
 *   without counting, which would otherwise hash every visible row's id first;
 * - with other conditions (a search), on PostgreSQL, the count checks the scope per matching row
 *   (EXISTS, as the page does, in the 'probe' shape that PostgreSQL cannot turn back into a hash)
 *   until the bound, instead of hashing the whole scope before the first match (a 100k
 *   workspace's manager searching users: 300k memberships).
 * The answer is the same either way: the two shapes are the same condition.
 */
export const countExpression = <Row extends ObjectLiteral>(source: CountSource<Row>, scopedFilter: Filter<Row>): ComparisonSql => {
  const key = countKey(source, scopedFilter);
  const cached = countSqlCache.get(key);
  if (cached) return { sql: cached.sql, params: { ...cached.params } };
  const built = buildCountExpression(source, scopedFilter);
  countSqlCache.set(key, built);
  return { sql: built.sql, params: { ...built.params } };
};

/**
 * A count's SQL is a function of the table, the filter (the scope token inside it names the reader
 * and their platform roles), whether counts are exact, and the reader (a declared filter such as
 * "editable" asks for their scope): built once per such key, not by TypeORM on every request. A
 * list paged through, refreshed or asked for again counts with the same SQL. Its parameter names
 * never come back (uniqueParameter, nestjs-query's random ones), so they meet no page's.
 */
const countSqlCache = new ExpiringLruCache<string, ComparisonSql>(60 * 60 * 1000, 1000);

/** JSON that keeps apart what plain JSON merges: a Date and its text, undefined and a missing key, NaN and null. */
export function taggedValue(this: Record<string, unknown>, key: string, value: unknown): unknown {
  const raw = this[key];
  if (raw instanceof Date) return { date: value };
  if (raw === undefined) return { undefined: true };
  if (typeof raw === 'number' && !Number.isFinite(raw)) return { number: String(raw) };
  return value;
}

/** What a list's SQL depends on beyond its arguments: exact or bounded counts, and who reads (id and platform roles). */
export const readerKeyParts = (): unknown[] => {
  const actor = optionalActor();
  return [exactCountsRequested(), actor?.id ?? null, actor?.roles ?? null];
};

const countKey = <Row extends ObjectLiteral>(source: CountSource<Row>, filter: Filter<Row>): string =>
  JSON.stringify([source.repository.metadata.tableName, source.countFrom?.table ?? null, ...readerKeyParts(), filter], taggedValue);

const buildCountExpression = <Row extends ObjectLiteral>(source: CountSource<Row>, scopedFilter: Filter<Row>): ComparisonSql => {
  const bounded = !exactCountsRequested();
  const { repository } = source;
  const counted = countOf(source, forCounting(scopedFilter), bounded);
  if (!bounded) return counted;
  const sole = soleScopeToken(scopedFilter);
  if (sole) {
    const lowerBound = scopeLowerBound(sole, repository, COUNT_LIMIT + 1);
    if (!lowerBound) return counted;
    // CASE evaluates the count only when the bound did not answer (on both databases).
    return {
      sql: `CASE WHEN (${lowerBound.sql}) > ${COUNT_LIMIT} THEN ${COUNT_LIMIT + 1} ELSE ${counted.sql} END`,
      params: { ...counted.params, ...lowerBound.params },
    };
  }
  const tokens = scopeTokensIn(scopedFilter);
  // SQLite plans the row-by-row shape of a count differently (scopedColumn's unary plus): measured on PostgreSQL only.
  const lowerBound = tokens.length === 1 && dialectOf(repository) === 'postgres' ? scopeLowerBound(tokens[0], repository, COUNT_LIMIT + 1) : null;
  if (!lowerBound) return counted;
  const probed = countOf(source, withScopeShape(scopedFilter, 'probe'), true);
  // PostgreSQL runs only the branch the bound picks (each is an InitPlan, run when first needed).
  return {
    sql: `CASE WHEN (${lowerBound.sql}) > ${COUNT_LIMIT} THEN ${probed.sql} ELSE ${counted.sql} END`,
    params: { ...counted.params, ...probed.params, ...lowerBound.params },
  };
};

/** The count on its own: one statement. */
export const countRows = async <Row extends ObjectLiteral>(source: CountSource<Row>, scopedFilter: Filter<Row>): Promise<number> => {
  const { sql, params } = countExpression(source, scopedFilter);
  const driver = source.repository.manager.connection.driver;
  const [query, parameters] = driver.escapeQueryWithParameters(`SELECT ${sql} AS ${driver.escape('count')}`, params);
  const [result] = await source.repository.manager.query<Array<{ count: string | number }>>(query, parameters);
  return Number(result.count);
};

/** The column the page's statement carries its list's count in (never a property of any row). */
const TOTAL_ALIAS = 'listTotalCount';

/**
 * Asks a list's page statement to carry its count too (an uncorrelated subquery: the database
 * runs it once per statement), so a list with totalCount is one statement and one round trip, as
 * PostGraphile's are, instead of two. Returns false, and leaves the page as it was, when the page
 * cannot carry it: TypeORM then pages by two statements of its own (joins), or a parameter name of
 * the count's is the page's too.
 */
export const carryCount = <Row extends ObjectLiteral>(page: SelectQueryBuilder<Row>, count: ComparisonSql): boolean => {
  const pageParameters = page.getParameters();
  if (page.expressionMap.joinAttributes.length > 0 || Object.keys(count.params).some((name) => name in pageParameters)) return false;
  page.addSelect(`(${count.sql})`, TOTAL_ALIAS).setParameters(count.params);
  return true;
};

/**
 * The count a page carried (carryCount). A page with no row carries none: with offset 0 nothing
 * matches, so 0; further on, null (the count must then be run on its own).
 */
export const carriedCount = (raw: readonly ObjectLiteral[], offset: number): number | null => {
  if (raw.length > 0) return Number(raw[0][TOTAL_ALIAS]);
  return offset === 0 ? 0 : null;
};
