import type { MembershipRole } from '../../../shared/constants';
import type { AccessTerm } from './access-terms';
import type { Level, RoleAnchors } from './role-levels';

/*
 * The same access terms as access-sql.ts, checked in memory against one row and one user's
 * anchors (role-levels.ts: the same definition of "holds role R at level L" as the SQL). Live events use it: every subscriber's *current* roles are checked at delivery, so a role
 * removed a moment ago stops the events at once. Rows a term reaches through another table
 * (`related`, `readable`) are loaded once per event by the loader, whatever the number of
 * subscribers.
 */

export type RowRecord = Record<string, unknown>;

export type RelatedRowsLoader = {
  /** Rows of `table` whose `column` equals `value`, narrowed by `where`. */
  related: (table: string, column: string, value: string, where: Readonly<Record<string, readonly string[]>> | undefined) => Promise<RowRecord[]>;
  /** Rows of `table` whose JSON list `list` holds `value`. */
  listing: (table: string, list: string, value: string) => Promise<RowRecord[]>;
  /** One row of a resource by id, or null. */
  row: (resource: string, id: string) => Promise<RowRecord | null>;
  /** The read terms of a resource. */
  readTermsOf: (resource: string) => readonly AccessTerm[];
};

/** Who a check is about: their platform roles and where they hold each membership role. */
export type AccessSubject = { id: string; roles: readonly string[]; anchors: RoleAnchors };

const anchorsOf = (subject: AccessSubject, level: Level, roles: readonly MembershipRole[]): Set<string> =>
  new Set(roles.flatMap((role) => subject.anchors[level][role]));

/** A JSON list column's ids, as stored (text) or as read (an array). */
export const listOf = (value: unknown): string[] => {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === 'string') {
    try {
      const parsed: unknown = JSON.parse(value);
      return Array.isArray(parsed) ? parsed.map(String) : [];
    } catch {
      return [];
    }
  }
  return [];
};

/**
 * A term's verdict from the subject and the row alone: the kinds that read no other table answer
 * at once; those that do (`related`, `listed`, `readable`) answer undefined (ask matchesTerm).
 */
export const matchesTermNow = (term: AccessTerm, subject: AccessSubject, row: RowRecord): boolean | undefined => {
  switch (term.kind) {
    case 'global':
      return term.roles.some((role) => subject.roles.includes(role));
    case 'self':
      return row[term.column] === subject.id;
    case 'workspace': {
      const anchors = anchorsOf(subject, 'workspace', term.roles);
      return term.list ? listOf(row[term.column]).some((id) => anchors.has(id)) : anchors.has(String(row[term.column]));
    }
    case 'group':
      return anchorsOf(subject, 'group', term.roles).has(String(row[term.column]));
    case 'program':
      return anchorsOf(subject, 'program', term.roles).has(String(row[term.column]));
    default:
      return undefined;
  }
};

/**
 * matchesAny's verdict when it needs no other table's rows: the terms in their order until one lets
 * the subject through (true) or all refuse (false); undefined as soon as a term needs a lookup first,
 * so the answer is always the one matchesAny gives.
 */
export const matchesAnyNow = (terms: readonly AccessTerm[], subject: AccessSubject, row: RowRecord): boolean | undefined => {
  for (const term of terms) {
    const verdict = matchesTermNow(term, subject, row);
    if (verdict !== false) return verdict;
  }
  return false;
};

export const matchesTerm = async (term: AccessTerm, subject: AccessSubject, row: RowRecord, loader: RelatedRowsLoader): Promise<boolean> => {
  const now = matchesTermNow(term, subject, row);
  if (now !== undefined) return now;
  switch (term.kind) {
    case 'related': {
      if (typeof row.id !== 'string') return false;
      const related = await loader.related(term.table, term.column, row.id, term.where);
      for (const relatedRow of related) if (await matchesAny(term.terms, subject, relatedRow, loader)) return true;
      return false;
    }
    case 'listed': {
      const value = row[term.column];
      if (typeof value !== 'string') return false;
      for (const listingRow of await loader.listing(term.table, term.list, value)) if (await matchesAny(term.terms, subject, listingRow, loader)) return true;
      return false;
    }
    case 'readable': {
      const id = row[term.column];
      if (typeof id !== 'string') return false;
      const target = await loader.row(term.resource, id);
      return target !== null && matchesAny(loader.readTermsOf(term.resource), subject, target, loader);
    }
    default:
      return false;
  }
};

export const matchesAny = async (terms: readonly AccessTerm[], subject: AccessSubject, row: RowRecord, loader: RelatedRowsLoader): Promise<boolean> => {
  for (const term of terms) if (await matchesTerm(term, subject, row, loader)) return true;
  return false;
};

/** Whether the user holds, anywhere, a role one of the terms needs: writes by someone who holds none are FORBIDDEN. */
export const couldEverPass = (terms: readonly AccessTerm[], subject: AccessSubject): boolean =>
  terms.some((term) => {
    switch (term.kind) {
      case 'global':
        return term.roles.some((role) => subject.roles.includes(role));
      case 'workspace':
        return anchorsOf(subject, 'workspace', term.roles).size > 0;
      case 'group':
        return anchorsOf(subject, 'group', term.roles).size > 0;
      case 'program':
        return anchorsOf(subject, 'program', term.roles).size > 0;
      case 'related':
      case 'listed':
        return couldEverPass(term.terms, subject);
      default:
        return true;
    }
  });
