import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { Response } from 'express';

import { errorCodeForStatus, messageKeyOf, messageOf } from './domain-errors';
import { INTERNAL_ERROR_MESSAGE } from './graphql-error.formatter';

/**
 * REST answers errors as `{ error: { message, code } }` (spec 02 §7), with `messageKey` and
 * `messageValues` when the message has a translation, as in GraphQL. GraphQL errors are left to
 * the GraphQL formatter by rethrowing them.
 */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType<string>() === 'graphql') throw exception;
    const response = host.switchToHttp().getResponse<Response>();
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const key = messageKeyOf(exception);
      const translation = key ? { messageKey: key.key, messageValues: key.values ?? {} } : {};
      response.status(status).json({ error: { message: messageOf(exception), code: errorCodeForStatus(status), ...translation } });
      return;
    }
    this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
    response.status(500).json({ error: { message: INTERNAL_ERROR_MESSAGE, code: 'INTERNAL_SERVER_ERROR' } });
  }
}
