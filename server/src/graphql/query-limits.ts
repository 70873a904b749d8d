import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { NextFunction, Request, Response } from 'express';
import {
  DocumentNode,
  GraphQLError,
  GraphQLFormattedError,
  GraphQLSchema,
  Lexer,
  NoSchemaIntrospectionCustomRule,
  Source,
  specifiedRules,
  TokenKind,
  validate,
  ValidationContext,
  ValidationRule,
} from 'graphql';

import { sendError } from '../common/errors/error-response';
import type { GraphQLLimits } from '../config/app-config';
import { pagingLimitsPlugin } from './paging-limits.plugin';

/** The code of every answer refused for its size or shape (depth, aliases, tokens, cost, directives). */
export const QUERY_TOO_COMPLEX = 'QUERY_TOO_COMPLEX';

/** graphql-armor words its refusals as syntax errors; ours say what was too much. */
const tooComplex = (reason: string): GraphQLError =>
  new GraphQLError(`The request is too complex: ${reason.replace(/^Syntax Error: /, '')}`, { extensions: { code: QUERY_TOO_COMPLEX } });

/** Reports the limit to the validation context instead of throwing, so the answer is a 400 with our code. */
const reportTo = (context: ValidationContext | null, error: GraphQLError): void => {
  context?.reportError(tooComplex(error.message));
};

const rejection = { exposeLimits: true, propagateOnRejection: false, onReject: [reportTo] };

export type QueryLimitProtection = { plugins: ApolloServerPlugin[]; validationRules: ValidationRule[] };

/**
 * graphql-armor with our limits and code: depth, aliases, directives and cost as validation rules,
 * and field suggestions masked ("Did you mean …" would reveal the schema); paging checked before
 * an operation runs. The token count is tokenLimitMiddleware, in front of Apollo.
 */
export const queryLimitProtection = (limits: GraphQLLimits): QueryLimitProtection => {
  const armor = new ApolloArmor({
    blockFieldSuggestion: { enabled: true },
    maxTokens: { enabled: false },
    maxDepth: { ...rejection, n: limits.maxDepth, ignoreIntrospection: true, flattenFragments: true },
    maxAliases: { ...rejection, n: limits.maxAliases },
    maxDirectives: { ...rejection, n: limits.maxDirectives },
    costLimit: { ...rejection, maxCost: limits.maxCost, ignoreIntrospection: true, flattenFragments: true },
  }).protect();
  return { plugins: [...armor.plugins, pagingLimitsPlugin()], validationRules: armor.validationRules };
};

/** Counts lexical tokens without building a tree; stops at the first one over the limit. */
export const exceedsTokenLimit = (query: string, maxTokens: number): boolean => {
  const lexer = new Lexer(new Source(query));
  let count = 0;
  try {
    while (lexer.advance().kind !== TokenKind.EOF) {
      count += 1;
      if (count > maxTokens) return true;
    }
  } catch {
    // A lexical error is the parser's to report, with its usual message.
  }
  return false;
};

/** Refuses an over-long document before Apollo parses it (Apollo answers errors thrown while parsing with a 500). */
export const tokenLimitMiddleware =
  (maxTokens: number) =>
  (request: Request, response: Response, next: NextFunction): void => {
    const body = request.body as { query?: unknown } | undefined;
    const query = typeof body?.query === 'string' ? body.query : typeof request.query.query === 'string' ? request.query.query : null;
    if (query === null || !exceedsTokenLimit(query, maxTokens)) return next();
    sendError(request, response, { status: 400, code: QUERY_TOO_COMPLEX, message: tooComplex(`Token limit of ${maxTokens} exceeded.`).message });
  };

/**
 * Apollo reports every validation error as GRAPHQL_VALIDATION_FAILED; a refused limit keeps its
 * own code. Null for any other error.
 */
export const queryLimitErrorOf = (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError | null => {
  const original = error instanceof GraphQLError ? error.originalError : undefined;
  if (!(original instanceof GraphQLError) || original.extensions.code !== QUERY_TOO_COMPLEX) return null;
  return { message: original.message, locations: formatted.locations, extensions: { code: QUERY_TOO_COMPLEX } };
};

/**
 * The live channel (graphql-ws) validates with the same limits, and without introspection when
 * it is off, as HTTP does.
 */
export const liveChannelValidator = (limits: GraphQLLimits, introspection: boolean) => {
  const rules = [...specifiedRules, ...queryLimitProtection(limits).validationRules, ...(introspection ? [] : [NoSchemaIntrospectionCustomRule])];
  return (schema: GraphQLSchema, document: DocumentNode): readonly GraphQLError[] => validate(schema, document, rules);
};
