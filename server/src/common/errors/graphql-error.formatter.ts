import { Logger } from '@nestjs/common';
import { HttpException } from '@nestjs/common';
import { unwrapResolverError } from '@apollo/server/errors';
import { GraphQLError, GraphQLFormattedError } from 'graphql';

import { errorCodeForStatus, messageKeyOf, messageOf } from './domain-errors';
import { constraintViolation } from '../resource/constraint-violations';
import { INTERNAL_ERROR_MESSAGE, INVALID_VALUE_MESSAGE, isInvalidValueError, logInvalidValue, logServerFault } from './unexpected-errors';

const logger = new Logger('GraphQL');

/** Codes GraphQL itself produces for malformed requests; they pass through unchanged. */
const REQUEST_ERROR_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
  'BAD_REQUEST',
]);

/** graphql-js stops coercing a request's variables after 50 mistakes with this error, which has no code. */
const TOO_MANY_VARIABLE_ERRORS = 'Too many errors processing variables, error limit reached. Execution aborted.';

/**
 * The HTTP status Apollo gave an error. Apollo refuses some requests with a 4xx status and no code
 * (a persisted query whose hash does not match its text, or of an unknown version), which it
 * would otherwise report as INTERNAL_SERVER_ERROR.
 */
const httpStatusOf = (error: unknown): number | null => {
  if (!(error instanceof GraphQLError)) return null;
  const status = (error.extensions.http as { status?: unknown } | undefined)?.status;
  return typeof status === 'number' ? status : null;
};

const isClientStatus = (status: number | null): boolean => status !== null && status >= 400 && status < 500;

/**
 * Puts the spec's code in `extensions.code` and the user-facing message in `message`. A client's
 * mistake keeps its own code (or BAD_REQUEST / BAD_USER_INPUT) and is not logged; anything else is
 * a server fault: logged once with its stack, and answered INTERNAL_SERVER_ERROR without internals.
 */
export const formatGraphQLError = (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
  const unwrapped = unwrapResolverError(error);
  // A domain operation's write that broke a unique index or a foreign key is the user's mistake the rule names.
  const original = constraintViolation(unwrapped) ?? unwrapped;
  const { path, locations } = formatted;
  if (original instanceof HttpException) {
    const key = messageKeyOf(original);
    return {
      message: messageOf(original),
      path,
      locations,
      extensions: { code: errorCodeForStatus(original.getStatus()), ...(key ? { messageKey: key.key, messageValues: key.values } : {}) },
    };
  }
  const code = formatted.extensions?.code;
  if (typeof code === 'string' && REQUEST_ERROR_CODES.has(code)) {
    return { message: formatted.message, locations, path, extensions: { code } };
  }
  if (original instanceof GraphQLError && typeof original.extensions?.code === 'string' && original.extensions.code !== 'INTERNAL_SERVER_ERROR') {
    return { message: original.message, path, locations, extensions: { code: original.extensions.code } };
  }
  if (original instanceof GraphQLError && original.message === TOO_MANY_VARIABLE_ERRORS) {
    return { message: original.message, locations, path, extensions: { code: 'BAD_USER_INPUT' } };
  }
  if (isClientStatus(httpStatusOf(original)) && original instanceof GraphQLError) {
    return { message: original.message, path, locations, extensions: { code: 'BAD_REQUEST' } };
  }
  if (isInvalidValueError(original)) {
    logInvalidValue(logger, original);
    return { message: INVALID_VALUE_MESSAGE, path, locations, extensions: { code: 'BAD_USER_INPUT' } };
  }
  logServerFault(logger, original);
  return { message: INTERNAL_ERROR_MESSAGE, path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
};
