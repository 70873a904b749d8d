import { Logger } from '@nestjs/common';
import { HttpException } from '@nestjs/common';
import { unwrapResolverError } from '@apollo/server/errors';
import { GraphQLError, GraphQLFormattedError } from 'graphql';

import { errorCodeForStatus, messageKeyOf, messageOf } from './domain-errors';

const logger = new Logger('GraphQL');

/** Codes GraphQL itself produces for malformed requests; they pass through unchanged. */
const REQUEST_ERROR_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'PERSISTED_QUERY_NOT_FOUND',
  'OPERATION_RESOLUTION_FAILURE',
  'BAD_REQUEST',
]);

export const INTERNAL_ERROR_MESSAGE = 'Something unexpected went wrong, reload the page.';
export const INVALID_VALUE_MESSAGE = 'A value in the request is not valid.';

/**
 * Database errors that mean "this value cannot be stored or compared", i.e. a user mistake that a
 * validator did not catch (a NUL byte in an id argument, an out-of-range number): PostgreSQL's data
 * exception class 22 and SQLite's datatype mismatch. The last line of defence, not the validation.
 */
const isInvalidValueError = (error: unknown): boolean => {
  if (!(error instanceof Error) || error.name !== 'QueryFailedError') return false;
  const driverError = (error as Error & { driverError?: { code?: unknown } }).driverError;
  const code = typeof driverError?.code === 'string' ? driverError.code : '';
  return code.startsWith('22') || code === 'SQLITE_MISMATCH';
};

/**
 * Puts the spec's code in `extensions.code` and the user-facing message in `message`.
 * Anything unexpected becomes INTERNAL_SERVER_ERROR without internals, and is logged.
 */
export const formatGraphQLError = (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
  const original = unwrapResolverError(error);
  if (original instanceof HttpException) {
    const key = messageKeyOf(original);
    return {
      message: messageOf(original),
      path: formatted.path,
      locations: formatted.locations,
      extensions: { code: errorCodeForStatus(original.getStatus()), ...(key ? { messageKey: key.key, messageValues: key.values } : {}) },
    };
  }
  const code = formatted.extensions?.code;
  if (typeof code === 'string' && REQUEST_ERROR_CODES.has(code)) {
    return { message: formatted.message, locations: formatted.locations, path: formatted.path, extensions: { code } };
  }
  if (original instanceof GraphQLError && typeof original.extensions?.code === 'string' && original.extensions.code !== 'INTERNAL_SERVER_ERROR') {
    return { message: original.message, path: formatted.path, locations: formatted.locations, extensions: { code: original.extensions.code } };
  }
  if (isInvalidValueError(original)) {
    return { message: INVALID_VALUE_MESSAGE, path: formatted.path, locations: formatted.locations, extensions: { code: 'BAD_USER_INPUT' } };
  }
  logger.error(original instanceof Error ? (original.stack ?? original.message) : String(original));
  return { message: INTERNAL_ERROR_MESSAGE, path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
};
