import type { Type } from '@nestjs/common';
import { Context, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import type { GraphQLScalarType } from 'graphql';
import type { DataSource } from 'typeorm';

import type { GraphQLRequestContext } from '../../auth/request-user';
import { requestLoader } from '../graphql/request-loaders';

/**
 * A field of a resource that is not a column: a count or a figure read from other tables. Its
 * loader gets every key asked for in one request at once (a page of 50 groups asks for their
 * learner counts in one query), so a list never runs one query per row.
 */
export type ComputedField<Row> = {
  type: () => Type<unknown> | GraphQLScalarType | [Type<unknown> | GraphQLScalarType];
  description: string;
  nullable?: boolean;
} & (
  | {
      /** The key the loader is asked for; the row's id by default. */
      key?: (row: Row) => string;
      load: (keys: readonly string[], context: { dataSource: DataSource; request: GraphQLRequestContext['req'] }) => Promise<Map<string, unknown>>;
      /** The value for a key the loader did not answer. */
      fallback: unknown;
    }
  /** A value made from the row alone (a nested shape of its columns). */
  | { resolve: (row: Row) => unknown }
);

export type ComputedFields<Row> = Record<string, ComputedField<Row>>;

type Answer<Row> = (row: Row, context: GraphQLRequestContext) => unknown;

/** Each computed field's answer, by GraphQL type and field: answerComputedFieldsDirectly installs them. */
const answers = new Map<string, Map<string, Answer<never>>>();

/**
 * The batched answer of one computed field: the loader of the request, or the row's own shape. It
 * reads no one's identity but the request's, and the row it gets was authorized with its list.
 */
const answerOf = <Row extends { id: string }>(name: string, fieldName: string, definition: ComputedField<Row>): Answer<Row> => {
  if ('resolve' in definition) return (row) => definition.resolve(row);
  return (row, context) =>
    requestLoader<unknown>(
      context.req,
      `${name}.${fieldName}`,
      (keys) => definition.load(keys, { dataSource: context.dataSource, request: context.req }),
      definition.fallback,
    ).load(definition.key ? definition.key(row) : row.id);
};

/**
 * One resolver class with a @ResolveField per computed field of the resource: it declares the
 * field on the resource's type (and only there, not on the generated delete response).
 */
export const buildComputedResolver = <Row extends { id: string }>(name: string, dto: Type<object>, fields: ComputedFields<Row>): Type<unknown> => {
  class ComputedFieldsResolver {}
  Object.defineProperty(ComputedFieldsResolver, 'name', { value: `${name}ComputedFieldsResolver` });
  const prototype = ComputedFieldsResolver.prototype as unknown as Record<string, unknown>;
  const typeAnswers = new Map<string, Answer<never>>();
  answers.set(name, typeAnswers);
  for (const [fieldName, definition] of Object.entries(fields)) {
    const answer = answerOf(name, fieldName, definition);
    typeAnswers.set(fieldName, answer);
    prototype[fieldName] = answer;
    // What emitDecoratorMetadata would have written for a hand-written method: the pipes read it.
    Reflect.defineMetadata('design:paramtypes', [Object, Object], prototype, fieldName);
    Parent()(prototype, fieldName, 0);
    Context()(prototype, fieldName, 1);
    const descriptor = Object.getOwnPropertyDescriptor(prototype, fieldName) as PropertyDescriptor;
    ResolveField(fieldName, definition.type, { description: definition.description, nullable: definition.nullable ?? false })(prototype, fieldName, descriptor);
  }
  Resolver(() => dto)(ComputedFieldsResolver);
  return ComputedFieldsResolver;
};

type FieldResolvers = Record<string, Record<string, unknown>>;

/**
 * The GraphQL module's transformResolvers: computed fields are answered by their plain function,
 * not through Nest's field-resolver pipeline. That pipeline runs the interceptors (on for field
 * resolvers: relations need nestjs-query's authorizer interceptor) and the pipes on every row, about
 * 0.1 ms each: a page of 20 people with their roles spent 2 ms there, a third of the request.
 */
export const answerComputedFieldsDirectly = <Resolvers>(resolvers: Resolvers): Resolvers => {
  for (const map of (Array.isArray(resolvers) ? resolvers : [resolvers]) as FieldResolvers[]) {
    for (const [typeName, typeAnswers] of answers) {
      const fieldResolvers = map[typeName];
      if (!fieldResolvers) continue;
      for (const [fieldName, answer] of typeAnswers) {
        if (!(fieldName in fieldResolvers)) continue;
        fieldResolvers[fieldName] = (row: never, _args: unknown, context: GraphQLRequestContext) => answer(row, context);
      }
    }
  }
  return resolvers;
};
