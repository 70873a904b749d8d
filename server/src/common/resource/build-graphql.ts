import type { Type } from '@nestjs/common';
import { Field, Float, GraphQLISODateTime, ID, InputType, Int, ObjectType } from '@nestjs/graphql';
import { AssemblerDeserializer } from '@ptc-org/nestjs-query-core';
import { Authorize, FilterableField, PagingStrategies, QueryOptions, QueryArgsTypeOpts, Relation } from '@ptc-org/nestjs-query-graphql';
import type { GraphQLScalarType } from 'graphql';

import { fieldReadMiddleware, FieldReadRule, registerFieldReadRule } from '../../authorization/field-access';
import { DECLARED_FILTER_COMPARISONS, DeclaredFilters } from './declared-filters';
import { fieldRules } from './field-validation';
import { FieldDefinition, FieldMap, hasDefault, isCreatable, isExposed, isNullable, isUpdatable, relationNameOf } from './fields';
import { LIST_COMPARISONS } from './list-match';
import { SEARCH_FIELD } from './resource-filter';
import { resourceNamed } from './resource-registry';

/** Every list pages by offset with a total count, as Refine's nestjs-query provider expects. */
export const RESOURCE_QUERY_OPTIONS: QueryArgsTypeOpts<unknown> = {
  pagingStrategy: PagingStrategies.OFFSET,
  enableTotalCount: true,
  maxResultsSize: 1000,
};

type GraphQLTypeThunk = () => Type<unknown> | GraphQLScalarType | [Type<unknown> | GraphQLScalarType];

const graphqlTypeOf = (definition: FieldDefinition): GraphQLTypeThunk => {
  switch (definition.kind) {
    case 'text':
    case 'enum':
      return () => String;
    case 'integer':
      return () => Int;
    case 'money':
    case 'real':
    case 'epoch':
      return () => Float;
    case 'boolean':
      return () => Boolean;
    case 'timestamp':
      return () => GraphQLISODateTime;
    case 'reference':
      return () => ID;
    case 'list':
      return definition.options.item === 'id' ? () => [ID] : () => [String];
    case 'json': {
      const { type, list } = definition.options;
      return list ? () => [type()] : type;
    }
  }
};

const inputTypeOf = (definition: FieldDefinition): GraphQLTypeThunk => {
  if (definition.kind !== 'json' || !definition.options.input) return graphqlTypeOf(definition);
  const { input, list } = definition.options;
  return list ? () => [input()] : input;
};

const namedClass = (name: string): Type<object> => {
  const created = class {};
  Object.defineProperty(created, 'name', { value: name });
  return created;
};

/** The field's read rule (field-access.ts), when it has one. */
const readRuleOf = (definition: FieldDefinition): FieldReadRule | null => {
  const readParts = definition.kind === 'json' ? definition.options.readParts : undefined;
  return definition.options.read || readParts ? { read: definition.options.read, readParts } : null;
};

const describe = (definition: FieldDefinition): { description?: string } =>
  definition.options.description ? { description: definition.options.description } : {};

/** Booleans also take eq/neq: Refine's provider (and spec 02 §5) filter them that way. */
const filterableBoolean = (options: { nullable: boolean; description?: string }): PropertyDecorator =>
  FilterableField(() => Boolean, { ...options, allowedComparisons: ['is', 'isNot', 'eq', 'neq'], overrideFilterTypeNamePrefix: 'BooleanEquality' });

/**
 * A list is output as a list, and filtered by one item: `{ tags: { eq: "#sales" } }` keeps the rows
 * whose list contains "#sales", `neq` those whose list lacks it (list-match.ts writes the SQL).
 */
const filterableList = (definition: FieldDefinition & { kind: 'list' }, options: { nullable: boolean; description?: string }): PropertyDecorator => {
  const id = definition.options.item === 'id';
  return (prototype, key) => {
    Field(graphqlTypeOf(definition), options)(prototype, key);
    FilterableField(() => (id ? ID : String), {
      filterOnly: true,
      allowedComparisons: [...LIST_COMPARISONS],
      overrideFilterTypeNamePrefix: id ? 'IDList' : 'StringList',
    })(prototype, key);
  };
};

export type DtoOptions = {
  name: string;
  description: string;
  fields: FieldMap;
  authorizer: Type<unknown>;
  withTimestamps: boolean;
  searchable: boolean;
  filters?: DeclaredFilters;
  /** Tables resolve each reference's record (views, which TypeORM joins no relation of, do not). */
  withRelations: boolean;
};

/** The GraphQL type of a resource: its exposed fields, one relation per reference, paging and authorizer. */
export const buildDto = (options: DtoOptions): Type<object> => {
  const Dto = namedClass(`${options.name}DTO`);
  const prototype = Dto.prototype as object;
  FilterableField(() => ID)(prototype, 'id');
  if (options.withTimestamps) {
    FilterableField(() => GraphQLISODateTime)(prototype, 'createdAt');
    FilterableField(() => GraphQLISODateTime)(prototype, 'updatedAt');
  }
  for (const [key, definition] of Object.entries(options.fields)) {
    if (!isExposed(definition)) continue;
    const readRule = readRuleOf(definition);
    // A field some readers get as null is nullable for all of them.
    const fieldOptions = { nullable: isNullable(definition) || !!readRule, ...describe(definition) };
    if (readRule) {
      Field(graphqlTypeOf(definition), { ...fieldOptions, middleware: [fieldReadMiddleware(readRule)] })(prototype, key);
      registerFieldReadRule(options.name, key, readRule);
    } else if (!definition.options.filterable) Field(graphqlTypeOf(definition), fieldOptions)(prototype, key);
    else if (definition.kind === 'boolean') filterableBoolean(fieldOptions)(prototype, key);
    else if (definition.kind === 'list') filterableList(definition, fieldOptions)(prototype, key);
    else FilterableField(graphqlTypeOf(definition), fieldOptions)(prototype, key);
    if (definition.kind === 'reference' && options.withRelations) {
      const target = definition.options.target;
      // Always nullable: a related record the reader may not see is null, not an error for the whole list.
      Relation(relationNameOf(key, definition), () => resourceNamed(target).dto, {
        nullable: true,
        ...describe(definition),
      })(Dto);
    }
  }
  if (options.searchable)
    FilterableField(() => String, { filterOnly: true, description: 'What the search box matches (lower-case).' })(prototype, SEARCH_FIELD);
  for (const [key, filter] of Object.entries(options.filters ?? {}))
    FilterableField(() => (filter.type === 'id' ? ID : Boolean), {
      filterOnly: true,
      description: filter.description,
      allowedComparisons: [...DECLARED_FILTER_COMPARISONS[filter.type]],
      overrideFilterTypeNamePrefix: filter.type === 'id' ? 'DeclaredID' : 'DeclaredBoolean',
    })(prototype, key);
  ObjectType(options.name, { description: options.description })(Dto);
  QueryOptions(RESOURCE_QUERY_OPTIONS)(Dto);
  Authorize(options.authorizer as Type<never>)(Dto);
  // The row read is the DTO: GraphQL reads only the type's fields from it, and nothing here asks a
  // DTO for its class. class-transformer's default deep copy of every value of every row (nested
  // JSON too) was a tenth of a list request's time; even a shallow copy into the class was 4%.
  AssemblerDeserializer((row: object) => row)(Dto);
  return Dto;
};

/** `Create<Name>` and `Update<Name>` inputs with every rule of each field (field-validation.ts); null when no field is writable. */
export const buildInputs = (
  name: string,
  fields: FieldMap,
  offers: { create: boolean; update: boolean },
): { create: Type<object> | null; update: Type<object> | null } => {
  const entries = Object.entries(fields);
  const creatable = offers.create ? entries.filter(([, definition]) => isCreatable(definition)) : [];
  const updatable = offers.update ? entries.filter(([, definition]) => isUpdatable(definition)) : [];
  let create: Type<object> | null = null;
  let update: Type<object> | null = null;
  if (creatable.length) {
    create = namedClass(`Create${name}Input`);
    for (const [key, definition] of creatable) {
      const required = !isNullable(definition) && !hasDefault(definition) && !definition.options.optional && definition.kind !== 'list';
      Field(inputTypeOf(definition), { nullable: !required, ...describe(definition) })(create.prototype as object, key);
      for (const rule of fieldRules(key, definition, 'create', required)) rule(create.prototype as object, key);
    }
    InputType(`Create${name}`)(create);
  }
  if (updatable.length) {
    update = namedClass(`Update${name}Input`);
    for (const [key, definition] of updatable) {
      Field(inputTypeOf(definition), { nullable: true, ...describe(definition) })(update.prototype as object, key);
      for (const rule of fieldRules(key, definition, 'update', false)) rule(update.prototype as object, key);
    }
    InputType(`Update${name}`)(update);
  }
  return { create, update };
};
