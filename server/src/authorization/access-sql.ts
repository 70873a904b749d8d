import type { MembershipRole } from '../../../shared/constants';
import type { AccessTerm } from './access-terms';
import type { ScopeShape } from './scope-token';
import { ANCHOR_COLUMN, emptyColumnsAt, Level } from './role-levels';

/*
 * Access terms as SQL. Every term is a semi-join on the membership table keyed by the signed-in
 * user, so its cost does not grow with the number of rows the user may see and no parameter list
 * can overflow: the only bound value is the user's id.
 *
 * Terms that reach the row through another table come in two shapes. For a page of rows
 * ('rows'), a correlated EXISTS: the database walks the list in its sort order and checks each row
 * with an index lookup until the page is full. For a count ('count'), `id IN (…)` with one branch
 * per inner term (UNION ALL, each branch using its own index): the database builds the set once and
 * hashes it, instead of probing a million rows one by one. A third, 'probe', is the page's EXISTS
 * kept from being hashed: PostgreSQL turns an EXISTS it can into a hashed set of the whole scope
 * when it expects many rows to check (a count), and OFFSET 0 in the subquery stops that; a count
 * of a search within a large scope (list-count.ts) then checks only the rows that match.
 *
 * A count bounded at COUNT_LIMIT first asks for cheap lower bounds (compileLowerBounds): when one
 * already reaches the bound, that set is never built.
 */

export type ScopeSqlContext = {
  /** Quotes an identifier for the database at hand. */
  escape: (name: string) => string;
  /** The named parameter (without the colon) bound to the user's id. */
  userParameter: string;
  /** Platform roles the user holds now; a global term is then simply true. */
  globalRoles: readonly string[];
  /** The table and read terms of another resource (for `readable`). */
  readRuleOf: (resource: string) => { table: string; read: readonly AccessTerm[] };
  /** A fresh alias for a subquery. */
  nextAlias: () => string;
  /** The shape of the query the scope goes into: a page of rows, a count, or rows probed one by one. */
  shape: ScopeShape;
  /** The database; SQLite needs to be told which terms not to drive its index choice (scopedColumn). */
  dialect?: 'postgres' | 'sqlite';
};

/** A column of the row being scoped, already qualified and quoted. */
export type RowColumn = (column: string) => string;

const TRUE = '1 = 1';
const FALSE = '1 = 0';

const quoted = (value: string): string => `'${value}'`;

/** Which membership rows carry a role at a level (role-levels.ts, the definition access-match.ts reads too). */
const levelCondition = (alias: string, escape: (name: string) => string, level: Level, role: MembershipRole): string => {
  const empty = emptyColumnsAt(level, role);
  return empty.length === 0 ? TRUE : empty.map((column) => `${alias}.${escape(column)} IS NULL`).join(' AND ');
};

/** "The ids of the workspaces (groups, programs) where the user holds one of these roles", as a subquery. */
const anchorsOfUser = (context: ScopeSqlContext, level: Level, roles: readonly MembershipRole[]): string => {
  const { escape } = context;
  const alias = context.nextAlias();
  const roleConditions = roles.map((role) => {
    const condition = levelCondition(alias, escape, level, role);
    const roleMatch = `${alias}.${escape('role')} = ${quoted(role)}`;
    return condition === TRUE ? roleMatch : `(${roleMatch} AND ${condition})`;
  });
  return (
    `SELECT ${alias}.${escape(ANCHOR_COLUMN[level])} FROM ${escape('memberships')} ${alias} ` +
    `WHERE ${alias}.${escape('userId')} = :${context.userParameter} AND NOT ${alias}.${escape('isDisabled')} ` +
    `AND (${roleConditions.join(' OR ')})`
  );
};

/**
 * The row's column as a term's `IN (…)` tests it. On SQLite, in a page of rows, with a unary plus:
 * SQLite must not pick the scope's short list of the user's workspaces (groups, programs) to drive
 * an index when the query also names the workspace (`organizationId = ?`), or it reads the
 * workspace's rows through the list and sorts them all (a 100k workspace's people: 39 ms instead of
 * 0.4 ms, the index's own order). PostgreSQL plans both from statistics and has no such operator
 * on text.
 */
const scopedColumn = (row: RowColumn, column: string, context: ScopeSqlContext): string =>
  context.dialect === 'sqlite' && context.shape === 'rows' ? `+${row(column)}` : row(column);

/** The end of a correlated EXISTS that must stay one index lookup per row (the 'probe' shape). */
const probed = (context: ScopeSqlContext): string => (context.shape === 'probe' ? ' OFFSET 0' : '');

/** A platform role the user holds lets every row through. */
const grantsEveryRow = (term: AccessTerm, context: ScopeSqlContext): boolean =>
  term.kind === 'global' && term.roles.some((role) => context.globalRoles.includes(role));

/** `table.column IN (values)` for a related term's `where`. */
const narrowingOf = (term: Extract<AccessTerm, { kind: 'related' }>, alias: string, escape: (name: string) => string): string[] =>
  Object.entries(term.where ?? {}).map(([column, values]) => `${alias}.${escape(column)} IN (${values.map(quoted).join(', ')})`);

const compileTerm = (term: AccessTerm, row: RowColumn, context: ScopeSqlContext): string => {
  const { escape } = context;
  switch (term.kind) {
    case 'global':
      return grantsEveryRow(term, context) ? TRUE : FALSE;
    case 'self':
      return `${row(term.column)} = :${context.userParameter}`;
    case 'workspace': {
      if (!term.list) return `${scopedColumn(row, term.column, context)} IN (${anchorsOfUser(context, 'workspace', term.roles)})`;
      // A JSON list of ids such as ["org-a","org-b"]: ids are opaque tokens without quotes, so a quoted match is exact.
      const alias = context.nextAlias();
      return (
        `EXISTS (SELECT 1 FROM (${anchorsOfUser(context, 'workspace', term.roles)}) ${alias} ` +
        `WHERE ${row(term.column)} LIKE '%"' || ${alias}.${escape('organizationId')} || '"%')`
      );
    }
    case 'group':
      return `${scopedColumn(row, term.column, context)} IN (${anchorsOfUser(context, 'group', term.roles)})`;
    case 'program':
      return `${scopedColumn(row, term.column, context)} IN (${anchorsOfUser(context, 'program', term.roles)})`;
    case 'related': {
      const narrowing = (alias: string) => narrowingOf(term, alias, escape);
      if (context.shape !== 'count') {
        const alias = context.nextAlias();
        const inner = compileTerms(term.terms, (column) => `${alias}.${escape(column)}`, context);
        const conditions = [`${alias}.${escape(term.column)} = ${row('id')}`, ...narrowing(alias), `(${inner})`];
        return `EXISTS (SELECT 1 FROM ${escape(term.table)} ${alias} WHERE ${conditions.join(' AND ')}${probed(context)})`;
      }
      const branches = term.terms.flatMap((innerTerm) => {
        const alias = context.nextAlias();
        const inner = compileTerm(innerTerm, (column) => `${alias}.${escape(column)}`, context);
        if (inner === FALSE) return [];
        return [`SELECT ${alias}.${escape(term.column)} FROM ${escape(term.table)} ${alias} WHERE ${[...narrowing(alias), `(${inner})`].join(' AND ')}`];
      });
      return branches.length === 0 ? FALSE : `${row('id')} IN (${branches.join(' UNION ALL ')})`;
    }
    case 'listed': {
      // Driven from the few rows the inner terms name (the programs a user curates), whose lists
      // are then matched: the set-based shape, without SQLite's unary plus that would stop the
      // inner IN (…) from using the table's primary key.
      const alias = context.nextAlias();
      const inner = compileTerms(term.terms, (column) => `${alias}.${escape(column)}`, { ...context, shape: 'count' });
      if (inner === FALSE) return FALSE;
      // A JSON list of opaque ids (no quotes inside): a quoted match is exact, as for anyWorkspaceRole.
      return `EXISTS (SELECT 1 FROM ${escape(term.table)} ${alias} WHERE ${inner} AND ${alias}.${escape(term.list)} LIKE '%"' || ${row(term.column)} || '"%')`;
    }
    case 'readable': {
      const target = context.readRuleOf(term.resource);
      const alias = context.nextAlias();
      const inner = compileTerms(target.read, (column) => `${alias}.${escape(column)}`, context);
      if (context.shape !== 'count') {
        return `EXISTS (SELECT 1 FROM ${escape(target.table)} ${alias} WHERE ${alias}.${escape('id')} = ${row(term.column)} AND (${inner})${probed(context)})`;
      }
      return `${row(term.column)} IN (SELECT ${alias}.${escape('id')} FROM ${escape(target.table)} ${alias} WHERE ${inner})`;
    }
  }
};

/** Any of the terms, as one boolean SQL expression over the row. */
export const compileTerms = (terms: readonly AccessTerm[], row: RowColumn, context: ScopeSqlContext): string => {
  const compiled = terms.map((term) => compileTerm(term, row, context));
  if (compiled.includes(TRUE)) return TRUE;
  const useful = compiled.filter((sql) => sql !== FALSE);
  if (useful.length === 0) return FALSE;
  // One parenthesised whole: callers AND it with their own conditions ("id = ? AND <scope>"),
  // where a bare "a OR b" would let b alone match any row.
  return `(${useful.map((sql) => `(${sql})`).join(' OR ')})`;
};

/**
 * Statements that each count fewer rows than the terms let through, or as many, and are cheap:
 * for a related term reached through a role (members of a workspace the user manages), the
 * distinct related rows of one anchor at a time (one workspace, group or program), read in the
 * order of an index on (anchor, column) and stopped at `limit`. Each answers one row with `bound`,
 * the largest of its anchors. A count bounded at `limit` can stop at the first that reaches it,
 * without hashing the whole set (a 100k-learner workspace's manager: 300k memberships).
 *
 * Related links are foreign keys (every declared reference is one), so each distinct value is a
 * row of the resource. Only for a filter that is the scope alone: other conditions on the row
 * would need the row. Empty when a platform role lets every row through.
 */
export const compileLowerBounds = (terms: readonly AccessTerm[], context: ScopeSqlContext, limit: number): string[] => {
  const { escape } = context;
  if (terms.some((term) => grantsEveryRow(term, context))) return [];
  return terms.flatMap((term) => {
    if (term.kind !== 'related') return [];
    return term.terms.flatMap((inner) => {
      if (!(inner.kind === 'workspace' || inner.kind === 'group' || inner.kind === 'program') || (inner.kind === 'workspace' && inner.list)) return [];
      const level: Level = inner.kind;
      const [anchors, anchor, related, counted] = [context.nextAlias(), context.nextAlias(), context.nextAlias(), context.nextAlias()];
      const anchorColumn = escape(ANCHOR_COLUMN[level]);
      const conditions = [`${related}.${escape(inner.column)} = ${anchor}.${anchorColumn}`, ...narrowingOf(term, related, escape)];
      const value = `${related}.${escape(term.column)}`;
      // In the index's order, so each distinct value streams out of it (no hash of the whole set).
      const distinct = `SELECT DISTINCT ${value} FROM ${escape(term.table)} ${related} WHERE ${conditions.join(' AND ')} ORDER BY ${value} LIMIT ${limit}`;
      const distinctAnchors = `SELECT DISTINCT ${anchors}.${anchorColumn} FROM (${anchorsOfUser(context, level, inner.roles)}) ${anchors}`;
      return [`SELECT MAX((SELECT COUNT(*) FROM (${distinct}) ${counted})) AS ${escape('bound')} FROM (${distinctAnchors}) ${anchor}`];
    });
  });
};
