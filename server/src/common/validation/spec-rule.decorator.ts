import { registerDecorator, ValidateIf, ValidationArguments } from 'class-validator';

import { MessageName, messageText } from '../../../../shared/validation';

export type SpecCheck = (value: never) => MessageName | null;

/** Where a rule's check travels with its constraint, so the validation pipe can name the message. */
export type SpecRuleContext = { rule: SpecCheck };

export const isSpecRuleContext = (value: unknown): value is SpecRuleContext =>
  typeof value === 'object' && value !== null && typeof (value as SpecRuleContext).rule === 'function';

/**
 * Validates with one of the spec's rule functions (shared/validation.ts): its message (English) is
 * the error, and its name the translation key the pipe sends along (validation.<name>).
 */
export const SpecRule =
  (check: SpecCheck): PropertyDecorator =>
  (target, propertyName) => {
    registerDecorator({
      name: `specRule:${check.name}`,
      target: target.constructor,
      propertyName: String(propertyName),
      options: { context: { rule: check } satisfies SpecRuleContext },
      validator: {
        validate: (value: unknown) => check(value as never) === null,
        defaultMessage: (argumentsOfCheck?: ValidationArguments) => {
          const problem = check(argumentsOfCheck?.value as never);
          return problem ? messageText(problem) : 'Invalid value.';
        },
      },
    });
  };

/**
 * For update inputs: a field left out is not validated, but an explicit null is, so a required
 * column can never be set to null (which would otherwise surface as a database error).
 */
export const UnlessOmitted = (): PropertyDecorator => ValidateIf((_object: object, value: unknown) => value !== undefined);
