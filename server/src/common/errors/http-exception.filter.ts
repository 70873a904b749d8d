import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';

import { errorCodeForStatus, messageKeyOf, messageOf } from './domain-errors';
import { ErrorAnswer, sendError } from './error-response';
import { constraintViolation } from '../resource/constraint-violations';
import { INTERNAL_ERROR_MESSAGE, INVALID_VALUE_MESSAGE, isInvalidValueError, logInvalidValue, logServerFault } from './unexpected-errors';

/** What Express middleware (body parsing, static files) raises for a bad request: http-errors' shape. */
type ExposedHttpError = Error & { status: number; expose: true };

const isClientHttpError = (error: unknown): error is ExposedHttpError => {
  if (!(error instanceof Error)) return false;
  const { status, expose } = error as Partial<ExposedHttpError>;
  return expose === true && typeof status === 'number' && status >= 400 && status < 500;
};

/**
 * REST answers errors as `{ error: { message, code } }` (spec 02 §7), with `messageKey` and
 * `messageValues` when the message has a translation, as in GraphQL; what Express refuses on
 * /graphql before Apollo runs answers in GraphQL's shape. GraphQL errors are left to the GraphQL
 * formatter by rethrowing them. A client's mistake is answered without a log; anything else is a
 * server fault, logged once with its stack.
 */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType<string>() === 'graphql') throw exception;
    const http = host.switchToHttp();
    const answer = this.answerFor(exception);
    const response = http.getResponse<Response>();
    // A failure after the answer began (a file cut off mid-stream) can only end the connection.
    if (response.headersSent) return void response.end();
    sendError(http.getRequest<Request>(), response, answer);
  }

  private answerFor(thrown: unknown): ErrorAnswer {
    const exception = constraintViolation(thrown) ?? thrown;
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      return { status, code: errorCodeForStatus(status), message: messageOf(exception), key: messageKeyOf(exception) };
    }
    if (isClientHttpError(exception)) return { status: exception.status, code: errorCodeForStatus(exception.status), message: exception.message };
    if (isInvalidValueError(exception)) {
      logInvalidValue(this.logger, exception);
      return { status: 400, code: 'BAD_USER_INPUT', message: INVALID_VALUE_MESSAGE };
    }
    logServerFault(this.logger, exception);
    return { status: 500, code: 'INTERNAL_SERVER_ERROR', message: INTERNAL_ERROR_MESSAGE };
  }
}
