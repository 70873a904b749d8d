import type { Type } from '@nestjs/common';
import type { GraphQLScalarType } from 'graphql';

import type { MessageName } from '../../../../shared/validation';
import type { AccessTerm } from '../../authorization/access-terms';
import type { FieldUnique } from './unique-rules';

/*
 * The vocabulary a resource declaration lists its fields in. Each field says once what the column
 * is, how it shows in GraphQL, whether lists filter and sort on it, who writes it, and the rule
 * its input follows; the entity, the DTO, the create/update inputs and their validation are all
 * built from it (define-resource.ts). Limits not given come from the column, so no input can
 * reach the database with a value the column cannot hold.
 */

/** A rule of shared/validation.ts: the name of the message to show, or null when the value is fine. */
export type FieldRule = (value: never) => MessageName | null;

export type OnDelete = 'CASCADE' | 'SET NULL' | 'RESTRICT';

type CommonOptions = {
  description?: string;
  /** Lists may filter and sort on it (nestjs-query FilterableField). */
  filterable?: boolean;
  /** Given when the row is created and never changed afterwards. */
  createOnly?: boolean;
  /** Set by the server only: part of the DTO, never of an input. */
  readOnly?: boolean;
  /** Stored but never exposed through GraphQL (secrets, internal codes). */
  hidden?: boolean;
  /** Part of the create input only and not stored: a hook turns it into columns (a password). */
  inputOnly?: boolean;
  /** An index on this column alone. */
  index?: boolean;
  /**
   * Its value occurs once (`true`), or once within other columns (`{ within: ['organizationId'] }`: once per
   * workspace), optionally whatever its case, with the rule's message (unique-rules.ts). A duplicate
   * answers BAD_USER_INPUT with that message, also when two writes race (the database's index decides).
   */
  unique?: FieldUnique;
  /** One message for every check of the field (the spec's wording), instead of the generic ones. */
  message?: string;
  /** Not required in the create input although the column is: a hook fills it when left out. */
  optional?: boolean;
  /**
   * Who may read this field, beyond who may read the row (the same allow.* terms): anyone else reads
   * null (authorization/field-access.ts). Such a field is neither filterable nor searched.
   */
  read?: readonly AccessTerm[];
};

/** A reference the server sets to the acting user when the row is created (createdBy, creatorId). */
export type StampOptions = { stampActor?: boolean };

export type TextOptions = CommonOptions & {
  nullable?: boolean;
  default?: string;
  /** Column length; also the input's maximum. Unbounded ('text' column) when `long`. */
  maxLength?: number;
  minLength?: number;
  long?: boolean;
  rule?: FieldRule;
  pattern?: RegExp;
  /** Stored trimmed / lower-cased (e-mail addresses, codes). */
  trim?: boolean;
  lowerCase?: boolean;
  upperCase?: boolean;
};

export type IntegerOptions = CommonOptions & { nullable?: boolean; default?: number; min?: number; max?: number };
export type MoneyOptions = CommonOptions & { nullable?: boolean; default?: number; min?: number; max?: number };
export type RealOptions = CommonOptions & { nullable?: boolean; default?: number; min?: number; max?: number };
export type BooleanOptions = CommonOptions & { nullable?: boolean; default?: boolean };
export type TimestampOptions = CommonOptions & { nullable?: boolean };
export type EpochOptions = CommonOptions & { nullable?: boolean; default?: number };
export type EnumOptions<Value extends string> = CommonOptions & { nullable?: boolean; default?: Value; length?: number };
export type ReferenceOptions = CommonOptions &
  StampOptions & {
    nullable?: boolean;
    /** What happens to this row when the referenced one is deleted. */
    onDelete: OnDelete;
    /** The GraphQL field that resolves the referenced record; by default the key without "Id". */
    relation?: string;
  };
export type ListOptions = CommonOptions & { maxItems?: number; itemMaxLength?: number; itemPattern?: RegExp; values?: readonly string[]; unique?: never };
export type JsonOptions = CommonOptions & {
  nullable?: boolean;
  /** The column default as stored JSON text ('{}', '[]'). */
  default?: string;
  /** The GraphQL output type (an @ObjectType class or a scalar), and a list of them when `list`. */
  type: () => Type<unknown> | GraphQLScalarType;
  /** The @InputType class that validates what clients send (with its own class-validator rules). */
  input?: () => Type<unknown>;
  list?: boolean;
  /** Keys of the object that only these terms may read (null for anyone else): a plan's name for all, its subscription for billing. */
  readParts?: Readonly<Record<string, readonly AccessTerm[]>>;
};

type Kinded<Kind extends string, Options> = { kind: Kind; options: Options };

export type FieldDefinition<Value = unknown> = (
  | Kinded<'text', TextOptions>
  | Kinded<'integer', IntegerOptions>
  | Kinded<'money', MoneyOptions>
  | Kinded<'real', RealOptions>
  | Kinded<'boolean', BooleanOptions>
  | Kinded<'timestamp', TimestampOptions>
  | Kinded<'epoch', EpochOptions>
  | Kinded<'enum', EnumOptions<string> & { values: readonly string[] }>
  | Kinded<'reference', ReferenceOptions & { target: string }>
  | Kinded<'list', ListOptions & { item: 'string' | 'id' }>
  | Kinded<'json', JsonOptions>
) & { readonly value?: Value };

export type FieldMap = Record<string, FieldDefinition>;

type Nullable<Options, Value> = Options extends { nullable: true } ? Value | null : Value;

/** A JSON field's value: an instance of its GraphQL class, or an object for a scalar; a list with `list`. */
type JsonElement<Options> = Options extends { type: () => infer Output }
  ? Output extends abstract new (...args: never[]) => infer Instance
    ? Instance
    : Record<string, unknown>
  : never;
type JsonValue<Options> = Options extends { list: true } ? Array<JsonElement<Options>> : JsonElement<Options>;

/** The row a field map describes, plus the columns every record has. */
export type RowOf<Fields extends FieldMap> = {
  [Key in keyof Fields as Fields[Key]['options'] extends { inputOnly: true } ? never : Key]: Fields[Key] extends FieldDefinition<infer Value> ? Value : never;
} & { id: string; createdAt: Date; updatedAt: Date };

const define = <Value>(definition: Omit<FieldDefinition, 'value'>): FieldDefinition<Value> => definition as FieldDefinition<Value>;

/** The builders a declaration lists its fields with: `field.text({ maxLength: 200, filterable: true })`. */
export const field = {
  text: <Options extends TextOptions>(options: Options = {} as Options) => define<Nullable<Options, string>>({ kind: 'text', options }),
  integer: <Options extends IntegerOptions>(options: Options = {} as Options) => define<Nullable<Options, number>>({ kind: 'integer', options }),
  /** Amounts with two decimals (decimal(12,2)); PostgreSQL's numeric comes back as a number. */
  money: <Options extends MoneyOptions>(options: Options = {} as Options) => define<Nullable<Options, number>>({ kind: 'money', options }),
  /** Floating-point figures (rates, scores). */
  real: <Options extends RealOptions>(options: Options = {} as Options) => define<Nullable<Options, number>>({ kind: 'real', options }),
  boolean: <Options extends BooleanOptions>(options: Options = {} as Options) => define<Nullable<Options, boolean>>({ kind: 'boolean', options }),
  timestamp: <Options extends TimestampOptions>(options: Options = {} as Options) => define<Nullable<Options, Date>>({ kind: 'timestamp', options }),
  /** Epoch milliseconds (bigint column, Float in GraphQL). */
  epoch: <Options extends EpochOptions>(options: Options = {} as Options) => define<Nullable<Options, number>>({ kind: 'epoch', options }),
  enum: <Value extends string, Options extends EnumOptions<Value>>(values: readonly Value[], options: Options = {} as Options) =>
    define<Nullable<Options, Value>>({ kind: 'enum', options: { ...options, values } }),
  /** The id of a row of another resource (by its GraphQL type name), with a real foreign key. */
  reference: <Options extends ReferenceOptions>(target: string, options: Options) =>
    define<Nullable<Options, string>>({ kind: 'reference', options: { ...options, target } }),
  /** A list of short strings (tags, flags), stored as JSON. */
  strings: (options: ListOptions = {}) => define<string[]>({ kind: 'list', options: { ...options, item: 'string' } }),
  /** A list of ids, stored as JSON (no foreign key: use a reference or a join table for that). */
  ids: (options: ListOptions = {}) => define<string[]>({ kind: 'list', options: { ...options, item: 'id' } }),
  /** A small JSON document with a GraphQL type of its own; never filtered on. */
  json: <Options extends JsonOptions>(options: Options) => define<Nullable<Options, JsonValue<Options>>>({ kind: 'json', options }),
};

/** The GraphQL field that resolves a reference: organizationId -> organization. */
export const relationNameOf = (key: string, definition: FieldDefinition): string =>
  definition.kind === 'reference' && definition.options.relation ? definition.options.relation : key.replace(/Id$/, '');

export const isNullable = (definition: FieldDefinition): boolean => 'nullable' in definition.options && definition.options.nullable === true;

export const hasDefault = (definition: FieldDefinition): boolean => 'default' in definition.options && definition.options.default !== undefined;

/** Whether a field is part of the create input, and of the update input. */
export const isCreatable = (definition: FieldDefinition): boolean =>
  !definition.options.readOnly && !definition.options.hidden && !(definition.kind === 'reference' && definition.options.stampActor);
export const isUpdatable = (definition: FieldDefinition): boolean => isCreatable(definition) && !definition.options.createOnly && !definition.options.inputOnly;
export const isStored = (definition: FieldDefinition): boolean => !definition.options.inputOnly;
export const isExposed = (definition: FieldDefinition): boolean => !definition.options.hidden && !definition.options.inputOnly;
