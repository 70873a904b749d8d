import type { SortField } from '@ptc-org/nestjs-query-core';
import type { ObjectLiteral } from 'typeorm';

import { LIST_QUERY_LIMITS } from '../../../../shared/constants';
import { SCOPE_FIELD } from '../../authorization/scope-token';
import { badUserInput } from '../errors/domain-errors';
import { labelOf } from './field-validation';
import { SEARCH_FIELD } from './search-field';

type Tally = { conditions: number; values: number };

/** nestjs-query's comparison operators: an object of these is one field's comparisons, anything else a related record's filter. */
const OPERATORS = new Set([
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'notLike',
  'iLike',
  'notILike',
  'in',
  'notIn',
  'is',
  'isNot',
  'between',
  'notBetween',
]);
const isComparison = (part: object): boolean => Object.keys(part).every((operator) => OPERATORS.has(operator));

/** One operand of a comparison: text fits the limit and holds no NUL (PostgreSQL cannot compare one). */
const checkValue = (field: string, value: unknown, tally: Tally): void => {
  tally.values += 1;
  if (tally.values > LIST_QUERY_LIMITS.values) {
    throw badUserInput(`A filter may hold at most ${LIST_QUERY_LIMITS.values} values.`, {
      key: 'validation.filterTooManyValues',
      values: { max: LIST_QUERY_LIMITS.values },
    });
  }
  if (typeof value !== 'string') return;
  if (value.includes('\u0000')) throw badUserInput(`${labelOf(field)} must not contain the NUL character.`, { key: 'validation.nul', values: { field } });
  if (value.length > LIST_QUERY_LIMITS.valueMaxLength) {
    const max = LIST_QUERY_LIMITS.valueMaxLength;
    // The search box is where a person meets the limit; its message names no field.
    if (field === SEARCH_FIELD) throw badUserInput(`A search must be at most ${max} characters.`, { key: 'validation.searchTooLong', values: { max } });
    throw badUserInput(`The ${labelOf(field).toLowerCase()} filter must be at most ${max} characters.`, {
      key: 'validation.filterTooLong',
      values: { field, max },
    });
  }
};

/** A comparison's operand: one value, a list (in, notIn) or a range (between). */
const checkOperand = (field: string, operand: unknown, tally: Tally): void => {
  if (Array.isArray(operand)) operand.forEach((value) => checkValue(field, value, tally));
  else if (operand && typeof operand === 'object' && !(operand instanceof Date)) Object.values(operand).forEach((value) => checkValue(field, value, tally));
  else checkValue(field, operand, tally);
};

const visit = (filter: unknown, tally: Tally): void => {
  if (!filter || typeof filter !== 'object') return;
  for (const [key, part] of Object.entries(filter as Record<string, unknown>)) {
    // The authorizer's scope is the server's own (resource-filter.ts turns it into SQL).
    if (key === SCOPE_FIELD) continue;
    if ((key === 'and' || key === 'or') && Array.isArray(part)) {
      part.forEach((nested) => visit(nested, tally));
    } else if (part && typeof part === 'object' && isComparison(part)) {
      for (const operand of Object.values(part as Record<string, unknown>)) {
        tally.conditions += 1;
        if (tally.conditions > LIST_QUERY_LIMITS.conditions) {
          const max = LIST_QUERY_LIMITS.conditions;
          throw badUserInput(`A filter may have at most ${max} conditions.`, { key: 'validation.filterTooManyConditions', values: { max } });
        }
        checkOperand(key, operand, tally);
      }
    } else {
      // A related record's filter ({ organization: { name: { iLike } } }).
      visit(part, tally);
    }
  }
};

/**
 * A list is sorted by a few of its columns: thousands of sort fields overflowed SQLite's ORDER BY,
 * and a filter-only field (a search over several columns) has no column to sort by.
 */
export const checkSortingBounds = (sorting: readonly SortField<ObjectLiteral>[], isColumn: (field: string) => boolean): void => {
  const max = LIST_QUERY_LIMITS.sortFields;
  if (sorting.length > max) throw badUserInput(`A list may be sorted by at most ${max} fields.`, { key: 'validation.tooManySortFields', values: { max } });
  const unsortable = sorting.map(({ field }) => String(field)).find((field) => !isColumn(field));
  if (unsortable)
    throw badUserInput(`This list cannot be sorted by ${labelOf(unsortable).toLowerCase()}.`, { key: 'validation.notSortable', values: { field: unsortable } });
};

/**
 * The bounds of one list filter (LIST_QUERY_LIMITS), checked as a whole before any of its SQL is built:
 * conditions, values in all (an `in` list counts each), the length of each text and no NUL byte.
 * Each refusal is BAD_USER_INPUT with its message key, never a database error.
 */
export const checkFilterBounds = (filter: unknown): void => visit(filter, { conditions: 0, values: 0 });

/**
 * `is` and `isNot` compare with null on any field, but with true or false only on a true-or-false
 * field: PostgreSQL has no `text IS true` and refused the statement.
 */
export const checkIsComparison = (field: string, operator: string, value: unknown, isBooleanField: boolean): void => {
  if ((operator !== 'is' && operator !== 'isnot') || value === null || value === undefined || isBooleanField) return;
  throw badUserInput(`${labelOf(field)} is not a true-or-false field: compare it with null only.`, { key: 'validation.notBoolean', values: { field } });
};

/**
 * `in` and `notIn` need a list: GraphQL lets null through, and nestjs-query threw a plain error (a
 * 500) on it. (A `between` without both bounds is refused by the filter types' own validation.)
 */
export const checkOperandShape = (field: string, operator: string, value: unknown): void => {
  if ((operator === 'in' || operator === 'notin') && !Array.isArray(value)) {
    throw badUserInput(`The ${labelOf(field).toLowerCase()} filter needs a list of values.`, { key: 'validation.filterList', values: { field } });
  }
};
