import { applyDecorators } from '@nestjs/common';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min, registerDecorator, ValidationOptions } from 'class-validator';
import { Type } from 'class-transformer';

import type { MessageKey } from '../errors/domain-errors';
import { ID_LENGTH } from '../resource/build-entity';

/*
 * The rules of hand-written inputs (REST bodies, path parameters and query strings), with the
 * messages and translation keys (validation.*) the declared resources' inputs use: a value that
 * passes fits its column on both databases, so a bad one is BAD_USER_INPUT, never a 500.
 */

/** A rule's message and its translation key, which the validation pipe sends along (messageKey). */
export const saying = (message: string, key: string, values: Record<string, string | number>): ValidationOptions => ({
  message,
  context: { key: `validation.${key}`, values } satisfies MessageKey,
});

/** No NUL character: PostgreSQL can neither store nor compare one in text. */
export const NoNulCharacter =
  (options: ValidationOptions): PropertyDecorator =>
  (target, propertyName) =>
    registerDecorator({
      name: 'noNulCharacter',
      target: target.constructor,
      propertyName: String(propertyName),
      options,
      validator: { validate: (value: unknown) => typeof value !== 'string' || !value.includes('\u0000') },
    });

type Named = { field: string; label: string };

/** Text of at most `max` characters without NUL (a repeated query parameter, an array, is not text). */
export const TextInput = ({ field, label, max }: Named & { max: number }): PropertyDecorator =>
  applyDecorators(
    IsString(saying(`${label} must be text.`, 'text', { field })),
    NoNulCharacter(saying(`${label} must not contain the NUL character.`, 'nul', { field })),
    MaxLength(max, saying(`${label} must be at most ${max} characters.`, 'tooLong', { field, max })),
  );

/** A row's id: text that fits the id columns. */
export const IdInput = ({ field, label }: Named): PropertyDecorator => {
  const message = saying(`${label} must be an id.`, 'id', { field });
  return applyDecorators(IsString(message), NoNulCharacter(message), MaxLength(ID_LENGTH, message));
};

/** A list of at most `max` row ids (each as IdInput); GraphQL declares the list, this checks what it holds. */
export const IdListInput = ({ field, label, max }: Named & { max: number }): PropertyDecorator => {
  const item = saying(`${label}: each entry must be text of at most ${ID_LENGTH} characters.`, 'listItem', { field, max: ID_LENGTH });
  return applyDecorators(
    IsArray(saying(`${label} must be a list.`, 'list', { field })),
    ArrayMaxSize(max, saying(`${label} may have at most ${max} entries.`, 'listTooLong', { field, max })),
    IsString({ ...item, each: true }),
    MaxLength(ID_LENGTH, { ...item, each: true }),
    NoNulCharacter({ ...saying(`${label} must not contain the NUL character.`, 'nul', { field }), each: true }),
  );
};

/** An optional whole number in a query string ("?limit=3"), from `min` to `max`. */
export const OptionalIntegerInput = ({ field, label, min, max }: Named & { min: number; max: number }): PropertyDecorator => {
  const message = saying(`${label} must be a whole number from ${min} to ${max}.`, 'integer', { field, min, max });
  return applyDecorators(
    IsOptional(),
    Type(() => Number),
    IsInt(message),
    Min(min, message),
    Max(max, message),
  );
};

/** An optional flag in a query string: "true" or "false". */
export const OptionalFlagInput = ({ field, label }: Named): PropertyDecorator =>
  applyDecorators(IsOptional(), IsIn(['true', 'false'], saying(`${label} must be true or false.`, 'boolean', { field })));
