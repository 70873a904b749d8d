import type { Logger } from '@nestjs/common';

export const INTERNAL_ERROR_MESSAGE = 'Something unexpected went wrong, reload the page.';
export const INVALID_VALUE_MESSAGE = 'A value in the request is not valid.';

/**
 * Database errors that mean "this value cannot be stored or compared", i.e. a user mistake that a
 * validator did not catch (a NUL byte, an out-of-range number): PostgreSQL's data exception class
 * 22 and SQLite's datatype mismatch. The last line of defence, not the validation.
 */
export const isInvalidValueError = (error: unknown): error is Error => {
  if (!(error instanceof Error) || error.name !== 'QueryFailedError') return false;
  const driverError = (error as Error & { driverError?: { code?: unknown } }).driverError;
  const code = typeof driverError?.code === 'string' ? driverError.code : '';
  return code.startsWith('22') || code === 'SQLITE_MISMATCH';
};

/**
 * A value the database refused is answered as the client's mistake, but one that got that far
 * passed every validator (or the server built it wrongly): a line says so, without a stack.
 */
export const logInvalidValue = (logger: Logger, error: Error): void => {
  logger.warn(`${INVALID_VALUE_MESSAGE} The database refused it: ${error.message}`);
};

/**
 * A server fault, not a client's mistake: logged once, with its stack, where it is answered
 * (INTERNAL_SERVER_ERROR without internals). Client mistakes are never passed here.
 */
export const logServerFault = (logger: Logger, error: unknown): void => {
  logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
};
