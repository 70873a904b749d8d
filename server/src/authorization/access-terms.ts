import type { MembershipRole } from '../../../shared/constants';
import type { GlobalRole } from '../../../shared/roles';

/*
 * How a resource says who may do what with its rows: for each operation, a list of terms, any of
 * which grants it. A term is either a platform role (every row), or a relation between the row and
 * the signed-in user's memberships ("rows whose workspace they manage"). The same terms become SQL
 * for queries (access-sql.ts: a join-free EXISTS on the membership table, never a list of ids) and
 * an in-memory check for live events (access-match.ts), so the two can never disagree.
 */

export type AccessTerm =
  /** Holders of one of these platform roles (users.roles) pass for every row. */
  | { kind: 'global'; roles: readonly GlobalRole[] }
  /** The row's `column` is a workspace (or, with `list`, a JSON list of workspaces) where the user holds a role. */
  | { kind: 'workspace'; column: string; roles: readonly MembershipRole[]; list?: boolean }
  /** The row's `column` is a group where the user holds a role. */
  | { kind: 'group'; column: string; roles: readonly MembershipRole[] }
  /** The row's `column` is a program the user holds a role on. */
  | { kind: 'program'; column: string; roles: readonly MembershipRole[] }
  /** The row's `column` is the user's own id. */
  | { kind: 'self'; column: string }
  /**
   * Some row of `table` whose `column` is this row's id (optionally narrowed by `where`) passes one
   * of `terms`: "a user whose membership is in a workspace I manage".
   */
  | { kind: 'related'; table: string; column: string; where?: Readonly<Record<string, readonly string[]>>; terms: readonly AccessTerm[] }
  /**
   * Some row of `table` whose JSON list `list` holds this row's `column` passes one of `terms`:
   * "a group whose workspace a program I curate is published to".
   */
  | { kind: 'listed'; table: string; list: string; column: string; terms: readonly AccessTerm[] }
  /** The row of `resource` that `column` references may be read by the user (a session of a readable program). */
  | { kind: 'readable'; column: string; resource: string };

export type AccessOperation = 'read' | 'create' | 'update' | 'delete';

/** A resource's access rule: the terms of each operation. An operation without terms is not offered at all. */
export type AccessRule = Partial<Record<AccessOperation, readonly AccessTerm[]>>;

/** Writing the same terms for create, update and delete. */
export type AccessDeclaration = AccessRule & { write?: readonly AccessTerm[] };

export const normalizeAccess = (declaration: AccessDeclaration): AccessRule => ({
  read: declaration.read,
  create: declaration.create ?? declaration.write,
  update: declaration.update ?? declaration.write,
  delete: declaration.delete ?? declaration.write,
});

/** The builders a declaration writes its access rule with: `allow.workspaceRole('organizationId', 'manager')`. */
export const allow = {
  roles: (...roles: GlobalRole[]): AccessTerm => ({ kind: 'global', roles }),
  workspaceRole: (column: string, ...roles: MembershipRole[]): AccessTerm => ({ kind: 'workspace', column, roles }),
  /** The row lists workspaces in a JSON column (a program published to workspaces). */
  anyWorkspaceRole: (column: string, ...roles: MembershipRole[]): AccessTerm => ({ kind: 'workspace', column, roles, list: true }),
  groupRole: (column: string, ...roles: MembershipRole[]): AccessTerm => ({ kind: 'group', column, roles }),
  programRole: (column: string, ...roles: MembershipRole[]): AccessTerm => ({ kind: 'program', column, roles }),
  self: (column = 'id'): AccessTerm => ({ kind: 'self', column }),
  related: (link: { table: string; column: string; where?: Readonly<Record<string, readonly string[]>> }, ...terms: AccessTerm[]): AccessTerm => ({
    kind: 'related',
    ...link,
    terms,
  }),
  listedIn: (link: { table: string; list: string; column: string }, ...terms: AccessTerm[]): AccessTerm => ({ kind: 'listed', ...link, terms }),
  readable: (column: string, resource: string): AccessTerm => ({ kind: 'readable', column, resource }),
};

/** Columns of the row a list of terms reads (a create check binds exactly these from the input). */
export const columnsOf = (terms: readonly AccessTerm[]): string[] => [
  ...new Set(
    terms.flatMap((term) => {
      switch (term.kind) {
        case 'global':
          return [];
        case 'related':
          return ['id'];
        default:
          return [term.column];
      }
    }),
  ),
];

/** Identifiers in terms go into SQL text: only plain names are accepted, checked once at declaration. */
const PLAIN_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

export const assertPlainTerms = (terms: readonly AccessTerm[], where: string): void => {
  for (const term of terms) {
    const names: string[] = [];
    if (term.kind === 'global') names.push(...term.roles);
    else if (term.kind === 'related') {
      names.push(term.table, term.column, ...Object.keys(term.where ?? {}), ...Object.values(term.where ?? {}).flat());
      assertPlainTerms(term.terms, where);
    } else if (term.kind === 'listed') {
      names.push(term.table, term.list, term.column);
      assertPlainTerms(term.terms, where);
    } else if (term.kind === 'readable') names.push(term.column, term.resource);
    else if (term.kind === 'self') names.push(term.column);
    else names.push(term.column, ...term.roles);
    const bad = names.find((name) => !PLAIN_NAME.test(name));
    if (bad) throw new Error(`${where}: "${bad}" is not a plain name; access terms name columns, tables and roles only.`);
  }
};
