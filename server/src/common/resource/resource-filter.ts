import type { ObjectLiteral, Repository } from 'typeorm';

import { compileLowerBounds, compileTerms, ScopeSqlContext } from '../../authorization/access-sql';
import { decodeScopeToken, SCOPE_FIELD, ScopeToken } from '../../authorization/scope-token';
import { badUserInput } from '../errors/domain-errors';
import type { ComparisonHook, ComparisonSql } from './nestjs-query-adapter';
import { isListComparison, listMatchSql } from './list-match';
import { readTermsOf, resourceNamed, resourceOfEntity, SearchDeclaration, ClassReference } from './resource-registry';
import { Dialect, isTextMatch, textMatchSql, uniqueParameter } from './text-match';

/** The filter-only field a list's search box filters on. */
export const SEARCH_FIELD = 'searchText';

export const NUL_MESSAGE = 'Text must not contain the NUL character.';

/** A NUL byte in any filter value would be a database error on PostgreSQL: it is a user mistake. */
const rejectNul = (value: unknown): void => {
  if (typeof value === 'string' && value.includes('\u0000')) throw badUserInput(NUL_MESSAGE);
  if (Array.isArray(value)) value.forEach(rejectNul);
  else if (value && typeof value === 'object') Object.values(value).forEach(rejectNul);
};

export const dialectOf = (repository: Repository<ObjectLiteral>): Dialect =>
  repository.manager.connection.options.type === 'postgres' ? 'postgres' : 'sqlite';

type Sql = { escape: (name: string) => string; dialect: Dialect; row: (column: string) => string };

/** What access-sql.ts needs to write a token's scope for the database at hand. */
const scopeContext = (scope: ScopeToken, escape: (name: string) => string, dialect: Dialect, userParameter: string): ScopeSqlContext => {
  // Numbered per expression, not per process: the statement's text is then the same on every
  // request, so what is cached by text (the read pool's verdicts, prepared plans) is reused. The
  // aliases only need to differ between subqueries nested inside one expression.
  let aliasCount = 0;
  return {
    escape,
    userParameter,
    globalRoles: scope.globalRoles,
    readRuleOf: (resource) => ({ table: resourceNamed(resource).table, read: readTermsOf(resource) }),
    nextAlias: () => escape(`scope${(aliasCount += 1)}`),
    shape: scope.shape ?? 'rows',
    dialect,
  };
};

const termsOf = (scope: ScopeToken) => resourceNamed(scope.resource).access[scope.operation] ?? [];

/** The scope a token names, as SQL over the row (access-sql.ts). */
const scopeSql = (token: unknown, sql: Sql): ComparisonSql => {
  const scope = decodeScopeToken(token);
  if (!scope) throw new Error('A malformed scope token reached the query layer.');
  const userParameter = uniqueParameter('scopeUser');
  const expression = compileTerms(termsOf(scope), sql.row, scopeContext(scope, sql.escape, sql.dialect, userParameter));
  return { sql: `(${expression})`, params: { [userParameter]: scope.userId } };
};

/**
 * One statement answering `bound`, the largest of a scope's lower bounds (compileLowerBounds), for
 * a count bounded at `limit` whose filter is that scope alone; null when the scope has none.
 */
export const scopeLowerBound = (scope: ScopeToken, repository: Repository<ObjectLiteral>, limit: number): ComparisonSql | null => {
  const driver = repository.manager.connection.driver;
  const userParameter = uniqueParameter('scopeUser');
  const context = scopeContext(scope, (name) => driver.escape(name), dialectOf(repository), userParameter);
  const bounds = compileLowerBounds(termsOf(scope), context, limit);
  if (bounds.length === 0) return null;
  // One round trip: each bound is itself cheap (it stops at the limit).
  const [bound, all] = [driver.escape('bound'), context.nextAlias()];
  const sql = `SELECT MAX(${all}.${bound}) AS ${bound} FROM (${bounds.join(' UNION ALL ')}) ${all}`;
  return { sql, params: { [userParameter]: scope.userId } };
};

/** What the search box matches, per the resource's search declaration. */
const searchSql = (search: SearchDeclaration, operator: string, value: unknown, sql: Sql): ComparisonSql => {
  if ('fields' in search) {
    const text = search.fields.map((column) => `COALESCE(${sql.row(column)}, '')`).join(` || ' ' || `);
    return textMatchSql(sql.dialect, `LOWER(${text})`, isTextMatch(operator) ? operator : 'ilike', value);
  }
  // The stored column is lower-case already; PostgreSQL's pg_trgm GIN index serves LIKE '%…%' on it.
  return textMatchSql(sql.dialect, sql.row(SEARCH_FIELD), 'ilike', String(value).toLowerCase());
};

/**
 * The comparison hook every resource's queries use (nestjs-query-adapter.ts): the scope token of
 * an authorizer, the search field, LIKE-family operators that agree on both databases, and no NUL.
 */
export const resourceComparisonHook = (repository: Repository<ObjectLiteral>): ComparisonHook => {
  const resource = resourceOfEntity(repository.target as ClassReference);
  const driver = repository.manager.connection.driver;
  const escape = (name: string): string => driver.escape(name);
  const dialect = dialectOf(repository);
  return ({ field, operator, value, alias }) => {
    rejectNul(value);
    // UPDATE and DELETE statements have no alias: columns are qualified with the table itself.
    const qualifier = escape(alias ?? repository.metadata.tableName);
    const sql: Sql = { escape, dialect, row: (column) => `${qualifier}.${escape(column)}` };
    if (field === SCOPE_FIELD) return scopeSql(value, sql);
    if (field === SEARCH_FIELD && resource?.search) return searchSql(resource.search, operator, value, sql);
    // Written as alias.property so TypeORM quotes it; the same as nestjs-query's own columns.
    const column = alias ? `${alias}.${field}` : field;
    if (resource?.fields[field]?.kind === 'list' && isListComparison(operator)) return listMatchSql(dialect, column, operator, value);
    if (isTextMatch(operator)) return textMatchSql(dialect, column, operator, value);
    return undefined;
  };
};
