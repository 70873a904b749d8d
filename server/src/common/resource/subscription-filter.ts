import { createRequire } from 'node:module';

import type { applyFilter as ApplyFilter } from '@ptc-org/nestjs-query-core';

import { SEARCH_FIELD } from './resource-filter';
import { ClassReference, resourceOfEntity } from './resource-registry';

/** The module object nestjs-query's resolvers read applyFilter from (an ES namespace import would be a frozen copy). */
const nestjsQueryCore = createRequire(__filename)('@ptc-org/nestjs-query-core') as { applyFilter: typeof ApplyFilter };

/*
 * A table's live updates carry its filters (Refine subscribes with the list's own), and nestjs-query
 * judges each event's row against them in memory (applyFilter). Two kinds of filter have no
 * in-memory meaning there: the search box (a filter-only field no row carries, matched by SQL over
 * several columns or a stored text) and a list field's "contains" (eq/neq on a JSON list, which
 * applyFilter compares as a whole). Both dropped every event, so searched or tag-filtered tables
 * were never live. Here a list's eq/neq mean "contains"/"lacks", as in queries (list-match.ts), the
 * search box is matched on the columns the resource searches (as resource-filter.ts does in SQL),
 * and a field the row does not carry (a stored search text) lets the event through: the table then
 * refetches and the server's query decides. Never fewer events than the table needs; a plain column comparison is judged as before.
 */

type FilterNode = Record<string, unknown>;
type Comparison = Record<string, unknown>;

const original = nestjsQueryCore.applyFilter;

const matchesList = (items: unknown[], comparison: Comparison): boolean =>
  Object.entries(comparison).every(([operator, value]) => {
    if (operator === 'eq') return items.includes(value);
    if (operator === 'neq') return !items.includes(value);
    if (operator === 'is' || operator === 'isNot') return original({ value: items }, { value: { [operator]: value } } as never);
    // Other operators have no meaning on a list in queries either: let the table decide.
    return true;
  });

/** The search box's text of a row whose resource searches its own columns (as resource-filter.ts does in SQL). */
const searchTextOf = (row: FilterNode): string | null => {
  const search = resourceOfEntity(row.constructor as ClassReference)?.search;
  if (!search || !('fields' in search)) return null;
  return search.fields
    .map((column) => (typeof row[column] === 'string' ? row[column] : ''))
    .join(' ')
    .toLowerCase();
};

const matchesField = (row: FilterNode, field: string, comparison: unknown): boolean => {
  if (field === SEARCH_FIELD) {
    const text = searchTextOf(row);
    return text === null || original({ [SEARCH_FIELD]: text }, { [SEARCH_FIELD]: comparison } as never);
  }
  if (!(field in row)) return true;
  const value = row[field];
  if (Array.isArray(value) && comparison && typeof comparison === 'object') return matchesList(value, comparison as Comparison);
  try {
    return original(row, { [field]: comparison } as never);
  } catch {
    // A comparison nestjs-query cannot judge in memory (`in: null`): the table's own query will refuse or answer it.
    return true;
  }
};

const matches = (row: FilterNode, filter: FilterNode): boolean =>
  Object.entries(filter).every(([key, value]) => {
    if (key === 'and') return (value as FilterNode[]).every((part) => matches(row, part));
    if (key === 'or') return (value as FilterNode[]).some((part) => matches(row, part));
    return matchesField(row, key, value);
  });

let installed = false;

/** Once, before any subscription filter runs: nestjs-query reads applyFilter from its core module at each call. */
export const installSubscriptionFilter = (): void => {
  if (installed) return;
  installed = true;
  Object.defineProperty(nestjsQueryCore, 'applyFilter', {
    configurable: true,
    enumerable: true,
    value: (row: FilterNode | FilterNode[], filter: FilterNode) =>
      Array.isArray(row) ? row.filter((item) => matches(item, filter ?? {})) : matches(row, filter ?? {}),
  });
};
