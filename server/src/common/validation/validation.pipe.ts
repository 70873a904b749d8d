import { ValidationError, ValidationPipe } from '@nestjs/common';

import { badUserInput, MessageKey } from '../errors/domain-errors';
import { isSpecRuleContext } from './spec-rule.decorator';
import { cacheValidationMetadata } from './validation-metadata-cache';

type Problem = { message: string; key?: MessageKey };

/**
 * A constraint's translation key: declared with it, or the name a spec rule gives the value, with
 * the field it is about (so a form can show the message under that field).
 */
const keyOf = (error: ValidationError, constraint: string): MessageKey | undefined => {
  const context: unknown = error.contexts?.[constraint];
  if (!isSpecRuleContext(context)) return context as MessageKey | undefined;
  const problem = context.rule(error.value as never);
  return problem ? { key: `validation.${problem}`, values: { field: error.property } } : undefined;
};

/** The first constraint of the first failing field, however deep in nested inputs, with its translation key. */
const firstProblem = (errors: ValidationError[]): Problem | null => {
  for (const error of errors) {
    const [name] = Object.keys(error.constraints ?? {});
    if (name) return { message: (error.constraints ?? {})[name], key: keyOf(error, name) };
    const nested = firstProblem(error.children ?? []);
    if (nested) return nested;
  }
  return null;
};

/** Every input is validated with class-validator; a failure is BAD_USER_INPUT with the spec's message. */
export const createValidationPipe = (): ValidationPipe => {
  cacheValidationMetadata();
  return new ValidationPipe({
    transform: true,
    // GraphQL already rejects unknown input fields; whitelisting would strip nestjs-query's own args.
    exceptionFactory: (errors) => {
      const problem = firstProblem(errors);
      return badUserInput(problem?.message ?? 'Invalid input.', problem?.key);
    },
  });
};
