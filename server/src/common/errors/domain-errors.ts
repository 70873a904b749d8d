import { BadRequestException, ForbiddenException, HttpException, HttpStatus, NotFoundException, UnauthorizedException } from '@nestjs/common';

import { MessageName, messageText } from '../../../../shared/validation';

/*
 * The one place errors are raised from. Each maps to a code of the spec's error catalogue
 * (BAD_USER_INPUT, FORBIDDEN, UNAUTHENTICATED, NOT_FOUND) in GraphQL and to an HTTP status in REST.
 */

export const FORBIDDEN_MESSAGE = 'Error - You are not allowed to perform this action.';
export const UNAUTHENTICATED_MESSAGE = 'Please log in again.';

/**
 * A user mistake: the message is shown to the user. With a key (and values), the SPA shows its
 * own translation of the key instead of the English text (extensions.messageKey).
 */
export const badUserInput = (message: string, key?: MessageKey): BadRequestException =>
  new BadRequestException(key ? { message, messageKey: key.key, messageValues: key.values ?? {} } : message);

/** A spec rule's message (shared/validation.ts), in English with its name as the translation key. */
export const brokenRule = (name: MessageName): BadRequestException => badUserInput(messageText(name), { key: `validation.${name}` });

/** A translatable message: `validation.tooLong` with `{ field: 'name', max: 200 }`. */
export type MessageKey = { key: string; values?: Record<string, string | number> };

export const forbidden = (message: string = FORBIDDEN_MESSAGE): ForbiddenException => new ForbiddenException(message);

export const unauthenticated = (message: string = UNAUTHENTICATED_MESSAGE): UnauthorizedException => new UnauthorizedException(message);

export const notFound = (message = 'Not found'): NotFoundException => new NotFoundException(message);

export const tooManyRequests = (message: string): HttpException => new HttpException(message, HttpStatus.TOO_MANY_REQUESTS);

export type ErrorCode = 'BAD_USER_INPUT' | 'FORBIDDEN' | 'UNAUTHENTICATED' | 'NOT_FOUND' | 'TOO_MANY_REQUESTS' | 'BAD_REQUEST' | 'INTERNAL_SERVER_ERROR';

export const errorCodeForStatus = (status: number): ErrorCode => {
  switch (status as HttpStatus) {
    case HttpStatus.BAD_REQUEST:
    case HttpStatus.CONFLICT:
    case HttpStatus.UNPROCESSABLE_ENTITY:
      return 'BAD_USER_INPUT';
    case HttpStatus.UNAUTHORIZED:
      return 'UNAUTHENTICATED';
    case HttpStatus.FORBIDDEN:
      return 'FORBIDDEN';
    case HttpStatus.NOT_FOUND:
      return 'NOT_FOUND';
    case HttpStatus.TOO_MANY_REQUESTS:
      return 'TOO_MANY_REQUESTS';
    default:
      return status < 500 ? 'BAD_REQUEST' : 'INTERNAL_SERVER_ERROR';
  }
};

/** The translation key of an HttpException's message, when it has one. */
export const messageKeyOf = (exception: HttpException): MessageKey | null => {
  const response = exception.getResponse() as { messageKey?: unknown; messageValues?: unknown };
  return typeof response === 'object' && typeof response.messageKey === 'string'
    ? { key: response.messageKey, values: (response.messageValues ?? {}) as MessageKey['values'] }
    : null;
};

/** The user-facing message of an HttpException (ValidationPipe puts a list in `message`). */
export const messageOf = (exception: HttpException): string => {
  const response = exception.getResponse();
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  if (Array.isArray(message)) return String(message[0] ?? exception.message);
  if (typeof message === 'string') return message;
  return exception.message;
};
