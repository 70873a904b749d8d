import type { Request, Response } from 'express';

import { GRAPHQL_PATH } from '../../graphql/graphql-path';
import type { MessageKey } from './domain-errors';

/** An error answered outside a resolver: its HTTP status, code, message and translation key. */
export type ErrorAnswer = { status: number; code: string; message: string; key?: MessageKey | null };

/**
 * Sends an error in the shape the client of that path reads: GraphQL's `{ errors: [{ message,
 * extensions }] }` on /graphql (also for what is refused before Apollo runs: bodies, limits), and
 * `{ error: { message, code } }` everywhere else (spec 02 §7); `messageKey` and `messageValues`
 * ride along when the message has a translation.
 */
export const sendError = (request: Request, response: Response, answer: ErrorAnswer): void => {
  const translation = answer.key ? { messageKey: answer.key.key, messageValues: answer.key.values ?? {} } : {};
  response.status(answer.status);
  // The whole path: under a mounted middleware (app.use('/graphql', …)) request.path is only the rest of it.
  if (request.originalUrl.split('?')[0] === GRAPHQL_PATH) {
    response.json({ errors: [{ message: answer.message, extensions: { code: answer.code, ...translation } }] });
  } else {
    response.json({ error: { message: answer.message, code: answer.code, ...translation } });
  }
};
