import { Inject, Type } from '@nestjs/common';
import { Context, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { getDataSourceToken } from '@nestjs/typeorm';
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

/** One resolver class with a batched @ResolveField per computed field of the resource. */
export const buildComputedResolver = <Row extends { id: string }>(name: string, dto: Type<object>, fields: ComputedFields<Row>): Type<unknown> => {
  class ComputedFieldsResolver {
    constructor(readonly dataSource: DataSource) {}
  }
  Object.defineProperty(ComputedFieldsResolver, 'name', { value: `${name}ComputedFieldsResolver` });
  Inject(getDataSourceToken())(ComputedFieldsResolver, undefined as unknown as string, 0);
  const prototype = ComputedFieldsResolver.prototype as unknown as Record<string, unknown>;
  for (const [fieldName, definition] of Object.entries(fields)) {
    prototype[fieldName] = function resolve(this: ComputedFieldsResolver, row: Row, context: GraphQLRequestContext): unknown {
      if ('resolve' in definition) return definition.resolve(row);
      const loader = requestLoader<unknown>(
        context.req,
        `${name}.${fieldName}`,
        (keys) => definition.load(keys, { dataSource: this.dataSource, request: context.req }),
        definition.fallback,
      );
      return loader.load(definition.key ? definition.key(row) : row.id);
    };
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
