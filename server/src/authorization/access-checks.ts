import type { EntityManager, ObjectLiteral, SelectQueryBuilder } from 'typeorm';

import type { RequestUser } from '../auth/request-user';
import { badUserInput, forbidden } from '../common/errors/domain-errors';
import { readTermsOf, resourceNamed } from '../common/resource/resource-registry';
import { uniqueParameter } from '../common/resource/text-match';
import { compileTerms, ScopeSqlContext } from './access-sql';
import { AccessTerm, columnsOf } from './access-terms';

/*
 * Checks a write makes before it touches a row: whether the actor may create a row with these
 * values (the create terms, evaluated by the same SQL as every query), and whether every record
 * the row references exists and is one the actor may read.
 */

const passesGlobally = (terms: readonly AccessTerm[], actor: RequestUser): boolean =>
  terms.some((term) => term.kind === 'global' && term.roles.some((role) => actor.roles.includes(role)));

const sqlContext = (manager: EntityManager, actor: RequestUser, userParameter: string): ScopeSqlContext => {
  let count = 0;
  return {
    escape: (name) => manager.connection.driver.escape(name),
    userParameter,
    globalRoles: actor.roles,
    readRuleOf: (resource) => ({ table: resourceNamed(resource).table, read: readTermsOf(resource) }),
    nextAlias: () => manager.connection.driver.escape(`check${(count += 1)}`),
    shape: 'rows',
  };
};

const asColumnValue = (value: unknown): string | null => {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return value;
  return typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint' ? String(value) : JSON.stringify(value);
};

/** FORBIDDEN unless the create terms of the resource let the actor create a row with these values. */
export const assertMayCreate = async (manager: EntityManager, resourceName: string, actor: RequestUser, values: Record<string, unknown>): Promise<void> =>
  assertPasses(manager, resourceNamed(resourceName).access.create ?? [], actor, values);

/**
 * FORBIDDEN unless a row with these values passes one of the terms, by the same SQL as every query:
 * the create check, and a domain query's check on what it is asked about (engagement figures).
 */
export const assertPasses = async (
  manager: EntityManager,
  terms: readonly AccessTerm[],
  actor: RequestUser,
  values: Record<string, unknown>,
): Promise<void> => {
  if (passesGlobally(terms, actor)) return;
  const escape = (name: string) => manager.connection.driver.escape(name);
  const userParameter = uniqueParameter('checkUser');
  const columns = columnsOf(terms);
  const parameters: Record<string, unknown> = { [userParameter]: actor.id };
  const candidateColumns = columns.map((column, index) => {
    parameters[`candidate${index}`] = column === 'id' ? null : asColumnValue(values[column]);
    return `CAST(:candidate${index} AS varchar(4000)) AS ${escape(column)}`;
  });
  const candidate = escape('candidate');
  const condition = compileTerms(terms, (column) => `${candidate}.${escape(column)}`, sqlContext(manager, actor, userParameter));
  const [sql, bound] = manager.connection.driver.escapeQueryWithParameters(
    `SELECT 1 AS ${escape('allowed')} FROM (SELECT ${candidateColumns.join(', ') || '1 AS one'}) ${candidate} WHERE ${condition}`,
    parameters,
  );
  const rows = await manager.query<unknown[]>(sql, bound);
  if (rows.length === 0) throw forbidden();
};

/**
 * BAD_USER_INPUT "<Label> not found." for a referenced id that does not exist or that the actor
 * may not read: a reference never points at a row its writer cannot see.
 */
export const assertReadable = async (manager: EntityManager, targetName: string, id: string, actor: RequestUser | null): Promise<void> => {
  const target = resourceNamed(targetName);
  const escape = (name: string) => manager.connection.driver.escape(name);
  const alias = escape('target');
  const query = manager
    .createQueryBuilder()
    .select('1', 'found')
    .from(target.table, 'target')
    .where(`${alias}.${escape('id')} = :referencedId`, { referencedId: id });
  const terms = target.access.read ?? [];
  if (actor && !passesGlobally(terms, actor)) {
    const userParameter = uniqueParameter('checkUser');
    query.andWhere(
      compileTerms(terms, (column) => `${alias}.${escape(column)}`, sqlContext(manager, actor, userParameter)),
      { [userParameter]: actor.id },
    );
  }
  if (!(await query.getRawOne())) throw badUserInput(`${target.label} not found.`, { key: 'validation.notFound', values: { resource: target.plural } });
};

/**
 * Narrows a hand-written query to the rows of a resource the actor may read, with the same SQL as
 * the generated queries: for lists a service builds itself (suggestions, exports, figures).
 */
export const applyReadScope = <Row extends ObjectLiteral>(
  query: SelectQueryBuilder<Row>,
  resourceName: string,
  actor: RequestUser,
  alias = query.alias,
): SelectQueryBuilder<Row> => applyTerms(query, readTermsOf(resourceName), actor, alias);

/**
 * Narrows a hand-written query to the rows that pass a domain operation's own access terms (the
 * groups a program may be distributed to by this actor), compiled by the same SQL as every scope.
 */
export const applyTerms = <Row extends ObjectLiteral>(
  query: SelectQueryBuilder<Row>,
  terms: readonly AccessTerm[],
  actor: RequestUser,
  alias = query.alias,
): SelectQueryBuilder<Row> => {
  if (passesGlobally(terms, actor)) return query;
  const manager = query.connection.manager;
  const escape = (name: string) => manager.connection.driver.escape(name);
  const userParameter = uniqueParameter('scopeUser');
  return query.andWhere(
    compileTerms(terms, (column) => `${escape(alias)}.${escape(column)}`, sqlContext(manager, actor, userParameter)),
    { [userParameter]: actor.id },
  );
};
