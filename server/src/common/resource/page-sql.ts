import type { Query } from '@ptc-org/nestjs-query-core';
import type { ObjectLiteral, Repository, SelectQueryBuilder } from 'typeorm';
import { RawSqlResultsToEntityTransformer } from 'typeorm/query-builder/transformer/RawSqlResultsToEntityTransformer.js';

import { ExpiringLruCache } from '../expiring-lru-cache';
import { readerKeyParts, taggedValue } from './list-count';

/** A list page's statement as TypeORM built it, and what hydrating its rows needs. */
export type PageStatement = {
  sql: string;
  parameters: readonly unknown[];
  /** The builder's expression map: which columns of which alias make which property (read only here). */
  expressionMap: SelectQueryBuilder<ObjectLiteral>['expressionMap'];
  /** Whether the page's rows carry the list's count (list-count.ts carryCount). */
  carriesCount: boolean;
};

/** What a page's SQL is a function of, besides the reader (readerKeyParts). */
export type PageShape = {
  table: string;
  query: Query<unknown>;
  /** The fields asked of each row (they choose the columns read: selected-columns.ts). */
  fields: readonly string[] | null;
  /** Whether the request lets a page read only some columns (no fragments in its document). */
  narrow: boolean;
  withDeleted: boolean;
  /** Whether the answer asks for totalCount and nodes, so the page may carry its count. */
  withCount: boolean;
};

/**
 * A list page's statement is a function of its table, filter (the scope token in it names the
 * reader and their platform roles), sorting, paging, the fields asked, whether the count rides
 * in it (and exact or bounded), and the reader (a declared filter such as "editable" reads their
 * scope): built once per such key, as the count's is, not by nestjs-query and TypeORM on every
 * request (building it was about a tenth of a small list's server time). A list paged through,
 * refreshed or asked again by a live update reads with the same statement; its rows still come
 * from the database. The filter and sorting checks (filter-bounds.ts) depend on nothing else, so
 * a statement found here was built from a filter that passed them.
 */
const pageCache = new ExpiringLruCache<string, PageStatement>(60 * 60 * 1000, 1000);

export const pageKey = (shape: PageShape): string => {
  const { table, query, fields, narrow, withDeleted, withCount } = shape;
  return JSON.stringify(
    [
      'page',
      table,
      query.filter ?? null,
      query.sorting ?? null,
      query.paging ?? null,
      query.relations ?? null,
      fields,
      narrow,
      withDeleted,
      withCount,
      ...readerKeyParts(),
    ],
    taggedValue,
  );
};

export const cachedPage = (key: string): PageStatement | undefined => pageCache.get(key);

/**
 * Whether TypeORM's getRawAndEntities would do nothing for this page beyond one statement and
 * hydrating its rows, which is all runPage does: no joins (TypeORM pages those in two statements),
 * no relation ids, no lock, no transaction of its own, and no load listener or subscriber.
 */
const runsAsOneStatement = (builder: SelectQueryBuilder<ObjectLiteral>): boolean => {
  const { expressionMap } = builder;
  const metadata = expressionMap.mainAlias?.hasMetadata ? expressionMap.mainAlias.metadata : null;
  return (
    !!metadata &&
    expressionMap.joinAttributes.length === 0 &&
    expressionMap.relationIdAttributes.length === 0 &&
    metadata.relationIds.length === 0 &&
    metadata.afterLoadListeners.length === 0 &&
    builder.connection.subscribers.length === 0 &&
    !expressionMap.lockMode &&
    !expressionMap.useTransaction &&
    expressionMap.relationLoadStrategy !== 'query' &&
    !expressionMap.cache
  );
};

/** The built page's statement, kept under its key; null when it must run through TypeORM's own path. */
export const keepPage = (key: string, builder: SelectQueryBuilder<ObjectLiteral>, carriesCount: boolean): PageStatement | null => {
  if (!runsAsOneStatement(builder)) return null;
  const [sql, parameters] = builder.getQueryAndParameters();
  const statement: PageStatement = { sql, parameters, expressionMap: builder.expressionMap, carriesCount };
  pageCache.set(key, statement);
  return statement;
};

/** Runs a page's statement and hydrates its rows as getRawAndEntities does (raw rows for the carried count). */
export const runPage = async <Row extends ObjectLiteral>(
  repository: Repository<Row>,
  statement: PageStatement,
): Promise<{ raw: ObjectLiteral[]; entities: Row[] }> => {
  const raw = await repository.manager.query<ObjectLiteral[]>(statement.sql, [...statement.parameters]);
  const { expressionMap } = statement;
  if (raw.length === 0 || !expressionMap.mainAlias) return { raw, entities: [] };
  const transformer = new RawSqlResultsToEntityTransformer(expressionMap, repository.manager.connection.driver, [], undefined);
  return { raw, entities: transformer.transform(raw, expressionMap.mainAlias) as Row[] };
};
