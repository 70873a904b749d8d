import { ValidationError, ValidationPipe } from '@nestjs/common';

import { badUserInput } from '../errors/domain-errors';

/** The first constraint message of the first failing field, however deep in nested inputs. */
const firstMessage = (errors: ValidationError[]): string | null => {
  for (const error of errors) {
    const constraints = Object.values(error.constraints ?? {});
    if (constraints.length > 0) return constraints[0];
    const nested = firstMessage(error.children ?? []);
    if (nested) return nested;
  }
  return null;
};

/** Every input is validated with class-validator; a failure is BAD_USER_INPUT with the spec's message. */
export const createValidationPipe = (): ValidationPipe =>
  new ValidationPipe({
    transform: true,
    // GraphQL already rejects unknown input fields; whitelisting would strip nestjs-query's own args.
    exceptionFactory: (errors) => badUserInput(firstMessage(errors) ?? 'Invalid input.'),
  });
