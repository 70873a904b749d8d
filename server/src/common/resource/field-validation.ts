import { Transform, Type as NestedType } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsDate,
  IsIn,
  IsInt,
  IsNumber,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  registerDecorator,
  ValidateIf,
  ValidateNested,
  ValidationOptions,
} from 'class-validator';

import type { MessageKey } from '../errors/domain-errors';
import { SpecRule } from '../validation/spec-rule.decorator';
import { textLength, ID_LENGTH } from './build-entity';
import { FieldDefinition, isNullable } from './fields';

/*
 * The class-validator rules of one field, all derived from its declaration and its column: a value
 * that passes them fits the column on both databases (no NUL byte, no string longer than the
 * column, no number outside its range or precision), so bad input is BAD_USER_INPUT, never a 500.
 * Each message carries a translation key (validation.*) with the field's name and limits.
 */

export const INT32 = { min: -2_147_483_648, max: 2_147_483_647 };
/** decimal(12,2) holds ten digits before the point. */
const MONEY = { min: -9_999_999_999.99, max: 9_999_999_999.99 };
/** The range of a JS Date, in epoch milliseconds. */
const EPOCH = { min: 0, max: 8_640_000_000_000_000 };
export const LIST_MAX_ITEMS = 200;
export const LIST_ITEM_MAX_LENGTH = 200;

/** "contactEmail" -> "Contact email": how messages name a field. */
export const labelOf = (key: string): string => {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const withKey = (message: string, key: string, values: Record<string, string | number>): ValidationOptions => ({
  message,
  context: { key: `validation.${key}`, values } satisfies MessageKey,
});

/** No NUL character: PostgreSQL cannot store one in text. */
const NoNulCharacter =
  (options: ValidationOptions, each = false): PropertyDecorator =>
  (target, propertyName) =>
    registerDecorator({
      name: 'noNulCharacter',
      target: target.constructor,
      propertyName: String(propertyName),
      options: { ...options, each },
      validator: { validate: (value: unknown) => typeof value !== 'string' || !value.includes('\u0000') },
    });

/**
 * At most `places` decimals. class-validator's own check reads the decimals from the number's text
 * and throws on exponent forms such as 1e-7; this compares the value with itself rounded instead.
 */
const MaxDecimals =
  (places: number, options: ValidationOptions): PropertyDecorator =>
  (target, propertyName) =>
    registerDecorator({
      name: 'maxDecimals',
      target: target.constructor,
      propertyName: String(propertyName),
      options,
      validator: { validate: (value: unknown) => typeof value === 'number' && Number.isFinite(value) && Number(value.toFixed(places)) === value },
    });

const transform = (definition: FieldDefinition & { kind: 'text' }): PropertyDecorator[] => {
  const { trim, lowerCase, upperCase } = definition.options;
  if (!trim && !lowerCase && !upperCase) return [];
  return [
    Transform(({ value }: { value: unknown }) => {
      if (typeof value !== 'string') return value;
      let result = trim ? value.trim() : value;
      if (lowerCase) result = result.toLowerCase();
      if (upperCase) result = result.toUpperCase();
      return result;
    }),
  ];
};

/** The rules of a field's value (presence is decided by the caller). */
const valueRules = (key: string, definition: FieldDefinition): PropertyDecorator[] => {
  const field = labelOf(key);
  const own = definition.options.message;
  const say = (message: string, messageKey: string, values: Record<string, string | number> = {}) =>
    own ? { message: own } : withKey(message, messageKey, { field: key, ...values });
  switch (definition.kind) {
    case 'text': {
      const max = definition.options.long ? (definition.options.maxLength ?? 100_000) : textLength(definition);
      // The shared rule first: its message (the spec's) is the one shown when several checks fail.
      return [
        ...transform(definition),
        ...(definition.options.rule ? [SpecRule(definition.options.rule)] : []),
        IsString(say(`${field} must be text.`, 'text')),
        NoNulCharacter(say(`${field} must not contain the NUL character.`, 'nul')),
        MaxLength(max, say(`${field} must be at most ${max} characters.`, 'tooLong', { max })),
        ...(definition.options.minLength
          ? [
              MinLength(
                definition.options.minLength,
                say(`${field} must be at least ${definition.options.minLength} characters.`, 'tooShort', { min: definition.options.minLength }),
              ),
            ]
          : []),
        ...(definition.options.pattern ? [Matches(definition.options.pattern, say(`${field} is not in the expected format.`, 'pattern'))] : []),
      ];
    }
    case 'integer': {
      const min = definition.options.min ?? INT32.min;
      const max = definition.options.max ?? INT32.max;
      const message = say(`${field} must be a whole number from ${min} to ${max}.`, 'integer', { min, max });
      return [IsInt(message), Min(min, message), Max(max, message)];
    }
    case 'money': {
      const min = definition.options.min ?? MONEY.min;
      const max = definition.options.max ?? MONEY.max;
      const message = say(`${field} must be an amount from ${min} to ${max} with at most 2 decimals.`, 'amount', { min, max });
      return [IsNumber({ allowNaN: false, allowInfinity: false }, message), MaxDecimals(2, message), Min(min, message), Max(max, message)];
    }
    case 'real': {
      const min = definition.options.min ?? -1e15;
      const max = definition.options.max ?? 1e15;
      const message = say(`${field} must be a number from ${min} to ${max}.`, 'number', { min, max });
      return [IsNumber({ allowNaN: false, allowInfinity: false }, message), Min(min, message), Max(max, message)];
    }
    case 'epoch': {
      const message = say(`${field} must be a time in milliseconds since 1970.`, 'epoch');
      return [IsInt(message), Min(EPOCH.min, message), Max(EPOCH.max, message)];
    }
    case 'boolean':
      return [IsBoolean(say(`${field} must be true or false.`, 'boolean'))];
    case 'timestamp':
      return [IsDate(say(`${field} must be a date.`, 'date'))];
    case 'enum': {
      const values = definition.options.values;
      return [IsIn([...values], say(`${field} must be one of: ${values.join(', ')}.`, 'oneOf', { values: values.join(', ') }))];
    }
    case 'reference': {
      const message = say(`${field} must be an id.`, 'id');
      return [IsString(message), NoNulCharacter(message), MaxLength(ID_LENGTH, message)];
    }
    case 'list': {
      const maxItems = definition.options.maxItems ?? LIST_MAX_ITEMS;
      const itemMax = definition.options.itemMaxLength ?? (definition.options.item === 'id' ? ID_LENGTH : LIST_ITEM_MAX_LENGTH);
      const item = say(`Each ${field.toLowerCase()} entry must be text of at most ${itemMax} characters.`, 'listItem', { max: itemMax });
      return [
        IsArray(say(`${field} must be a list.`, 'list', { max: maxItems })),
        ArrayMaxSize(maxItems, say(`${field} may have at most ${maxItems} entries.`, 'listTooLong', { max: maxItems })),
        IsString({ ...item, each: true }),
        NoNulCharacter(item, true),
        MaxLength(itemMax, { ...item, each: true }),
        ...(definition.options.itemPattern ? [Matches(definition.options.itemPattern, { ...item, each: true })] : []),
        ...(definition.options.values
          ? [
              IsIn([...definition.options.values], {
                ...say(`${field} may only be: ${definition.options.values.join(', ')}.`, 'listOneOf', { values: definition.options.values.join(', ') }),
                each: true,
              }),
            ]
          : []),
      ];
    }
    case 'json': {
      const { input } = definition.options;
      if (!input) return [IsObject(say(`${field} must be an object.`, 'object'))];
      return [ValidateNested({ each: definition.options.list }), NestedType(input)];
    }
  }
};

/**
 * All rules of a field in an input. Create: required unless nullable or defaulted. Update: a field
 * left out is not checked, but an explicit null on a non-nullable field is refused, so a required
 * column can never be set to null.
 */
export const fieldRules = (key: string, definition: FieldDefinition, mode: 'create' | 'update', required: boolean): PropertyDecorator[] => {
  const presence = isNullable(definition)
    ? IsOptional()
    : mode === 'update' || !required
      ? ValidateIf((_object: object, value: unknown) => value !== undefined)
      : null;
  return [...(presence ? [presence] : []), ...valueRules(key, definition)];
};
