import type { BadRequestException } from '@nestjs/common';

import { MessageName, messageText } from '../../../../shared/validation';
import { badUserInput, MessageKey } from '../errors/domain-errors';
import { labelOf } from './field-validation';
import type { FieldMap } from './fields';

/*
 * Uniqueness, declared: on a field (`unique: true`, or `{ within: ['organizationId'], ignoreCase:
 * true }` for "a name once per workspace, whatever its case") or on the resource (`unique: [{
 * columns: [...] }]`). Each rule is an index the database enforces (expression indexes on lower()
 * for ignoreCase, written by the migration generator) and a check before the write that answers
 * with the rule's message; when two writes race past the check, the database's refusal is turned
 * into the same answer (constraint-violations.ts), never a 500.
 */

/** A rule's message: a name of shared/validation.ts (validation.<name>), or an English text with its own translation key. */
export type UniqueMessage = MessageName | { text: string; key: string };

export type UniqueRule = {
  /** Columns whose values occur together at most once; a row with any of them null is not compared (as in SQL). */
  columns: readonly string[];
  /** Text compared without regard to case: an index on lower(column). */
  ignoreCase?: boolean;
  /** Absent: "<Field> is already taken." (validation.unique) naming the last column. */
  message?: UniqueMessage;
};

/** A field's own rule: `unique: true`, or with the columns it is unique within. */
export type FieldUnique = true | { within?: readonly string[]; ignoreCase?: boolean; message?: UniqueMessage };

/** The name of a rule's expression index (ignoreCase), the same on both databases. */
export const expressionIndexName = (table: string, rule: UniqueRule): string => `UQ_${table}_${rule.columns.join('_')}_ci`;

/** Every rule of a resource: those its fields declare, then its own. */
export const uniqueRulesOf = (fields: FieldMap, declared: readonly UniqueRule[] = []): UniqueRule[] => {
  const ofFields = Object.entries(fields).flatMap(([key, definition]): UniqueRule[] => {
    const unique = definition.options.unique;
    if (unique === undefined) return [];
    if (unique === true) return [{ columns: [key] }];
    return [{ columns: [...(unique.within ?? []), key], ignoreCase: unique.ignoreCase, message: unique.message }];
  });
  const rules = [...ofFields, ...declared];
  for (const rule of rules) {
    const unknown = rule.columns.find((column) => column !== 'id' && !fields[column]);
    if (unknown) throw new Error(`A unique rule names "${unknown}", which is not a field.`);
    if (rule.ignoreCase && !rule.columns.some((column) => fields[column]?.kind === 'text')) {
      throw new Error(`A unique rule on ${rule.columns.join(', ')} ignores case but has no text column.`);
    }
  }
  return rules;
};

/** Whether a column of the rule is compared by lower(): its text columns when the rule ignores case. */
export const comparesLowered = (rule: UniqueRule, fields: FieldMap, column: string): boolean => !!rule.ignoreCase && fields[column]?.kind === 'text';

/** The BAD_USER_INPUT a broken rule answers with. */
export const uniqueViolation = (rule: UniqueRule): BadRequestException => {
  const field = rule.columns[rule.columns.length - 1];
  const { message } = rule;
  if (message === undefined) return badUserInput(`${labelOf(field)} is already taken.`, { key: 'validation.unique', values: { field } } satisfies MessageKey);
  if (typeof message === 'string') return badUserInput(messageText(message), { key: `validation.${message}`, values: { field } });
  return badUserInput(message.text, { key: message.key, values: { field } });
};
