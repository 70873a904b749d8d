import type { FieldMiddleware, MiddlewareContext, NextFn } from '@nestjs/graphql';
import { GraphQLFieldResolver, GraphQLObjectType, GraphQLSchema, OperationTypeNode } from 'graphql';

import type { GraphQLRequestContext } from '../auth/request-user';
import { AccessSubject, matchesAny, matchesAnyNow, RowRecord } from './access-match';
import type { AccessTerm } from './access-terms';
import { relatedRowsLoader } from './related-rows';

/*
 * Who may read a field, not only its row: a field declared with `read` terms (or a JSON field with
 * `readParts` for some of its keys) answers null to anyone the terms do not let through for that
 * row. The check is the in-memory match of the same terms (access-match.ts, which agrees with their
 * SQL), on the row being resolved, so it holds wherever the field is read: lists, a record by id,
 * a relation, a mutation's answer, a live event. Such fields are neither filterable nor searched
 * (define-resource.ts refuses it), so no filter can tell their value either.
 */

export type FieldReadRule = { read?: readonly AccessTerm[]; readParts?: Readonly<Record<string, readonly AccessTerm[]>> };

/** One memo of related rows per request (or per live event's execution). */
const memos = new WeakMap<object, Map<string, Promise<unknown>>>();
const memoOf = (context: object): Map<string, Promise<unknown>> => {
  let memo = memos.get(context);
  if (!memo) {
    memo = new Map();
    memos.set(context, memo);
  }
  return memo;
};

/** A live event is resolved long after its subscription was authorized: its fields follow the subscriber's roles of now. */
let currentSubjectOf: ((userId: string) => Promise<AccessSubject>) | null = null;
export const useCurrentSubjects = (lookup: (userId: string) => Promise<AccessSubject>): void => {
  currentSubjectOf = lookup;
};

export const fieldReadMiddleware =
  (rule: FieldReadRule): FieldMiddleware =>
  async ({ source, context, info }: MiddlewareContext<RowRecord, GraphQLRequestContext>, next: NextFn) => {
    const requestUser = context.req?.user;
    if (!requestUser) return null;
    const live = info.operation.operation === OperationTypeNode.SUBSCRIPTION;
    const subject: AccessSubject = live && currentSubjectOf ? await currentSubjectOf(requestUser.id) : requestUser;
    const loader = relatedRowsLoader(context.dataSource, memoOf(context));
    if (rule.read && !(await matchesAny(rule.read, subject, source, loader))) return null;
    const value: unknown = await next();
    if (!rule.readParts || value === null || typeof value !== 'object' || Array.isArray(value)) return value;
    const hidden: string[] = [];
    for (const [part, terms] of Object.entries(rule.readParts)) if (!(await matchesAny(terms, subject, source, loader))) hidden.push(part);
    return hidden.length === 0 ? value : { ...(value as Record<string, unknown>), ...Object.fromEntries(hidden.map((part) => [part, null])) };
  };

/** Each field with a read rule, by GraphQL type and field (build-graphql.ts registers them). */
const readRules = new Map<string, Map<string, FieldReadRule>>();

export const registerFieldReadRule = (typeName: string, fieldName: string, rule: FieldReadRule): void => {
  let fields = readRules.get(typeName);
  if (!fields) readRules.set(typeName, (fields = new Map<string, FieldReadRule>()));
  fields.set(fieldName, rule);
};

/**
 * The field's answer without Nest's middleware chain when the rule's terms decide from the reader
 * and the row alone (roles, anchors, the row's own columns): the same answer as fieldReadMiddleware,
 * but returned at once rather than through three promises per row and read part (a page of 20
 * workspaces with their plan spent about 1.5 ms of its ~5 there). Anything else (a term that reads
 * another table, a live event, a value the row lacks) takes the middleware's path, `slow`.
 */
const answerFieldRead =
  (
    rule: FieldReadRule,
    fieldName: string,
    slow: GraphQLFieldResolver<RowRecord, GraphQLRequestContext>,
  ): GraphQLFieldResolver<RowRecord, GraphQLRequestContext> =>
  (source, args, context, info) => {
    const subject = context.req?.user;
    if (!subject) return null;
    if (info.operation.operation === OperationTypeNode.SUBSCRIPTION) return slow(source, args, context, info);
    const value = source[fieldName];
    if (value === undefined) return slow(source, args, context, info);
    if (rule.read) {
      const allowed = matchesAnyNow(rule.read, subject, source);
      if (allowed === undefined) return slow(source, args, context, info);
      if (!allowed) return null;
    }
    if (!rule.readParts || value === null || typeof value !== 'object' || Array.isArray(value)) return value;
    const hidden: string[] = [];
    for (const [part, terms] of Object.entries(rule.readParts)) {
      const allowed = matchesAnyNow(terms, subject, source);
      if (allowed === undefined) return slow(source, args, context, info);
      if (!allowed) hidden.push(part);
    }
    return hidden.length === 0 ? value : { ...(value as Record<string, unknown>), ...Object.fromEntries(hidden.map((part) => [part, null])) };
  };

/**
 * The GraphQL module's transformSchema: every registered field of a resource's type answers through
 * answerFieldRead, which falls back to the field's own resolver (Nest's, with fieldReadMiddleware).
 */
export const answerFieldReadsDirectly = (schema: GraphQLSchema): GraphQLSchema => {
  for (const [typeName, fields] of readRules) {
    const type = schema.getType(typeName);
    if (!(type instanceof GraphQLObjectType)) continue;
    const schemaFields = type.getFields();
    for (const [fieldName, rule] of fields) {
      const field = schemaFields[fieldName];
      if (!field?.resolve) continue;
      field.resolve = answerFieldRead(rule, fieldName, field.resolve as GraphQLFieldResolver<RowRecord, GraphQLRequestContext>);
    }
  }
  return schema;
};
