import type { ComparisonSql } from './nestjs-query-adapter';
import { Dialect, uniqueParameter } from './text-match';

/*
 * Filters on a list field (field.strings / field.ids, stored as a JSON array in a text column):
 * `eq` is "the list contains this value" and `neq` "it does not", each item compared whole and
 * case-sensitively, the same on both databases. A missing (NULL) list contains nothing.
 */

/** The comparisons a filterable list field offers (build-graphql.ts declares the same). */
export const LIST_COMPARISONS = ['eq', 'neq'] as const;

const containsSql: Record<Dialect, (column: string, parameter: string) => string> = {
  // jsonb containment of a one-item array: an item equal to the value, never a part of one.
  postgres: (column, parameter) => `COALESCE(CAST(${column} AS jsonb) @> jsonb_build_array(CAST(:${parameter} AS text)), false)`,
  sqlite: (column, parameter) => `EXISTS (SELECT 1 FROM json_each(${column}) WHERE json_each.value = :${parameter})`,
};

/** SQL true when the JSON list in `column` holds the value bound to `parameter` (an item whole). */
export const listContainsSql = (dialect: Dialect, column: string, parameter: string): string => containsSql[dialect](column, parameter);

export const isListComparison = (operator: string): operator is (typeof LIST_COMPARISONS)[number] => (LIST_COMPARISONS as readonly string[]).includes(operator);

/** `column` holds a list: whether it contains (eq) or lacks (neq) `value`. */
export const listMatchSql = (dialect: Dialect, column: string, operator: (typeof LIST_COMPARISONS)[number], value: unknown): ComparisonSql => {
  const parameter = uniqueParameter('listItem');
  const contains = containsSql[dialect](column, parameter);
  return { sql: operator === 'eq' ? contains : `NOT ${contains}`, params: { [parameter]: String(value) } };
};
