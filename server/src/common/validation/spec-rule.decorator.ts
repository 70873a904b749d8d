import { registerDecorator, ValidateIf, ValidationArguments } from 'class-validator';

type Check = (value: never) => string | null;

/** Validates with one of the spec's rule functions (shared/validation.ts); its message is the error. */
export const SpecRule =
  (check: Check): PropertyDecorator =>
  (target, propertyName) => {
    registerDecorator({
      name: `specRule:${check.name}`,
      target: target.constructor,
      propertyName: String(propertyName),
      validator: {
        validate: (value: unknown) => check(value as never) === null,
        defaultMessage: (argumentsOfCheck?: ValidationArguments) => check(argumentsOfCheck?.value as never) ?? 'Invalid value.',
      },
    });
  };

/**
 * For update inputs: a field left out is not validated, but an explicit null is, so a required
 * column can never be set to null (which would otherwise surface as a database error).
 */
export const UnlessOmitted = (): PropertyDecorator => ValidateIf((_object: object, value: unknown) => value !== undefined);
