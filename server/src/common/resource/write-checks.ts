import type { EntityManager, ObjectLiteral } from 'typeorm';

import { problemsOf, RowRule } from '../../../../shared/row-rules';
import { messageText } from '../../../../shared/validation';
import { badUserInput } from '../errors/domain-errors';
import { FieldMap, hasDefault } from './fields';
import type { RegisteredResource } from './resource-registry';
import { comparesLowered, uniqueViolation } from './unique-rules';

/*
 * What a declared resource checks about a whole record before it is written: its uniqueness rules
 * (unique-rules.ts), and its rules across fields (shared/row-rules.ts, the same functions the
 * SPA's form runs). Both see the record as it will be stored: a new one with the defaults of the
 * fields left out, a changed one as the stored row with the changes applied.
 */

/** A new record as it will be stored: what was given, and each left-out field's declared default. */
export const withDefaults = (fields: FieldMap, values: Record<string, unknown>): Record<string, unknown> => {
  const defaults = Object.entries(fields).flatMap(([key, definition]) =>
    values[key] === undefined && hasDefault(definition) ? [[key, (definition.options as { default: unknown }).default] as const] : [],
  );
  return { ...Object.fromEntries(defaults), ...values };
};

/** BAD_USER_INPUT with the first problem the rules find (each names its field; the SPA shows them all itself). */
export const assertRowRules = (rules: ReadonlyArray<RowRule<ObjectLiteral>> | undefined, row: Record<string, unknown>): void => {
  const [problem] = problemsOf(rules, row);
  if (!problem) return;
  throw badUserInput(messageText(problem.message), { key: `validation.${problem.message}`, values: { field: problem.field, ...problem.values } });
};

/**
 * The declared message of the first uniqueness rule the record would break. On update only the
 * rules whose columns change are looked at; a rule with a null column compares nothing (as in SQL).
 */
export const assertUnique = async (
  manager: EntityManager,
  resource: RegisteredResource,
  record: Record<string, unknown>,
  change?: { id: string; changed: readonly string[] },
): Promise<void> => {
  for (const rule of resource.unique) {
    if (change && !rule.columns.some((column) => change.changed.includes(column))) continue;
    const values = rule.columns.map((column) => record[column]);
    if (values.some((value) => value === undefined || value === null)) continue;
    const query = manager.getRepository(resource.entity).createQueryBuilder('row');
    rule.columns.forEach((column, index) => {
      const parameter = { [`unique${index}`]: values[index] };
      if (comparesLowered(rule, resource.fields, column)) query.andWhere(`LOWER(row.${column}) = LOWER(:unique${index})`, parameter);
      else query.andWhere(`row.${column} = :unique${index}`, parameter);
    });
    if (change) query.andWhere('row.id <> :exceptId', { exceptId: change.id });
    if (await query.getExists()) throw uniqueViolation(rule);
  }
};
