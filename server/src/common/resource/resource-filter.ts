import type { ObjectLiteral, Repository } from 'typeorm';

import { compileLowerBounds, compileTerms, ScopeSqlContext } from '../../authorization/access-sql';
import { optionalActor } from '../../auth/current-actor';
import { decodeScopeToken, encodeScopeToken, SCOPE_FIELD, ScopeToken } from '../../authorization/scope-token';
import type { DeclaredFilter } from './declared-filters';
import { checkFilterBounds, checkIsComparison, checkOperandShape, checkSortingBounds } from './filter-bounds';
import { SEARCH_FIELD } from './search-field';
import type { ComparisonHook, ComparisonSql } from './nestjs-query-adapter';
import { isListComparison, listMatchSql } from './list-match';
import { readTermsOf, resourceNamed, resourceOfEntity, SearchDeclaration, ClassReference } from './resource-registry';
import { Dialect, isTextMatch, textMatchSql, uniqueParameter } from './text-match';

export { SEARCH_FIELD } from './search-field';

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

/** A declared filter's question (declared-filters.ts), for the value compared with eq. */
const declaredFilterSql = (resourceName: string, filter: DeclaredFilter, operator: string, value: unknown, sql: Sql): ComparisonSql => {
  if (filter.type === 'writable') {
    if (operator !== 'eq' || typeof value !== 'boolean') throw new Error(`A declared yes-or-no filter takes eq with true or false, not ${operator}.`);
    // The reader's own update scope: with no signed-in reader (the server's own work) nothing is theirs.
    const actor = optionalActor();
    if (!actor) return { sql: value ? '1 = 0' : '1 = 1', params: {} };
    const token: ScopeToken = { resource: resourceName, operation: 'update', userId: actor.id, globalRoles: actor.roles };
    const writable = scopeSql(encodeScopeToken(token), sql);
    return value ? writable : { sql: `NOT ${writable.sql}`, params: writable.params };
  }
  if (operator !== 'eq' || typeof value !== 'string') throw new Error(`A declared filter takes eq with an id, not ${operator}.`);
  const parameter = uniqueParameter('declared');
  let aliasCount = 0;
  const alias = (name: string) => sql.escape(`${name}${(aliasCount += 1)}`);
  return { sql: `(${filter.sql({ row: sql.row, escape: sql.escape, parameter, alias, dialect: sql.dialect })})`, params: { [parameter]: value } };
};

/** How TypeORM stores a date on SQLite (UTC, "2026-01-01 00:00:00.000"), so that the text compares equal. */
const sqliteDateText = (date: Date): string => date.toISOString().replace('T', ' ').replace('Z', '');

/**
 * `in` and `notIn`: an empty list matches nothing (in) or everything (notIn), where nestjs-query
 * would throw; and on SQLite dates in a list are bound as the text they are stored as, since
 * better-sqlite3 binds no Date (TypeORM converts a single date parameter, not a list's).
 */
const listSql = (dialect: Dialect, column: string, operator: 'in' | 'notin', values: unknown[]): ComparisonSql => {
  if (values.length === 0) return { sql: operator === 'in' ? '1 = 0' : '1 = 1', params: {} };
  const parameter = uniqueParameter('list');
  const bound = dialect === 'sqlite' ? values.map((value) => (value instanceof Date ? sqliteDateText(value) : value)) : values;
  return { sql: `${column} ${operator === 'in' ? 'IN' : 'NOT IN'} (:...${parameter})`, params: { [parameter]: bound } };
};

/**
 * The comparison hook every resource's queries use (nestjs-query-adapter.ts): the scope token of
 * an authorizer, the search field, LIKE-family operators that agree on both databases; and before
 * any of that, the bounds of the whole filter and sorting (filter-bounds.ts: sizes, lengths, no NUL).
 */
export const resourceComparisonHook = (repository: Repository<ObjectLiteral>): ComparisonHook => {
  const resource = resourceOfEntity(repository.target as ClassReference);
  const driver = repository.manager.connection.driver;
  const escape = (name: string): string => driver.escape(name);
  const dialect = dialectOf(repository);
  const hook: ComparisonHook = ({ field, operator, value, alias }) => {
    // UPDATE and DELETE statements have no alias: columns are qualified with the table itself.
    const qualifier = escape(alias ?? repository.metadata.tableName);
    const sql: Sql = { escape, dialect, row: (column) => `${qualifier}.${escape(column)}` };
    if (field === SCOPE_FIELD) return scopeSql(value, sql);
    checkOperandShape(field, operator, value);
    // The base table a view is counted on (countFrom) has no declaration of its own; its view checked the filter.
    if (resource) checkIsComparison(field, operator, value, resource.fields[field]?.kind === 'boolean');
    if (field === SEARCH_FIELD && resource?.search) return searchSql(resource.search, operator, value, sql);
    const declared = resource?.filters?.[field];
    if (declared && resource) return declaredFilterSql(resource.name, declared, operator, value, sql);
    if (operator === 'in' || operator === 'notin') return listSql(dialect, alias ? `${alias}.${field}` : field, operator, value as unknown[]);
    // Written as alias.property so TypeORM quotes it; the same as nestjs-query's own columns.
    const column = alias ? `${alias}.${field}` : field;
    if (resource?.fields[field]?.kind === 'list' && isListComparison(operator)) return listMatchSql(dialect, column, operator, value);
    if (isTextMatch(operator)) return textMatchSql(dialect, column, operator, value);
    return undefined;
  };
  hook.checkFilter = checkFilterBounds;
  hook.checkSorting = (sorting) => checkSortingBounds(sorting, (field) => !!repository.metadata.findColumnWithPropertyName(field));
  return hook;
};
