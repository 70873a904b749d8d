import type { INestApplication } from '@nestjs/common';
import express, { NextFunction, Request, Response } from 'express';

import { ErrorAnswer, sendError } from '../common/errors/error-response';

/** What body-parser puts on the errors it raises. */
type BodyParserError = Error & { type?: string; status?: number; limit?: number };

/**
 * The deepest nesting of arrays and objects a body may have. The deepest request the SPA sends is
 * about 8 levels (a filter's and/or inside the variables); thousands of levels overflowed the stack
 * of whatever walked them next (GraphQL's variable coercion, class-transformer).
 */
export const MAX_BODY_DEPTH = 32;

const UNREADABLE: ErrorAnswer = { status: 400, code: 'BAD_REQUEST', message: 'The request body could not be read.' };

const describe = (error: BodyParserError, limitBytes: number): ErrorAnswer | null => {
  switch (error.type) {
    case 'entity.too.large':
      return { status: 413, code: 'PAYLOAD_TOO_LARGE', message: `The request body is larger than the limit of ${Math.round(limitBytes / 1024)} kB.` };
    case 'entity.parse.failed':
      return { status: 400, code: 'BAD_REQUEST', message: 'The request body is not valid JSON.' };
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: 'The request body has an unsupported encoding.' };
    default:
      // Every other refusal of body-parser is a 4xx about the body itself (aborted, wrong length,
      // a gzip body that does not inflate, too many form fields).
      return typeof error.status === 'number' && error.status >= 400 && error.status < 500 ? UNREADABLE : null;
  }
};

/** True when arrays and objects nest deeper than `limit` (walked without recursion, so any depth is safe). */
export const nestsDeeperThan = (value: unknown, limit: number): boolean => {
  const pending: Array<{ node: unknown; depth: number }> = [{ node: value, depth: 0 }];
  while (pending.length > 0) {
    const { node, depth } = pending.pop() as { node: unknown; depth: number };
    if (node === null || typeof node !== 'object') continue;
    if (depth >= limit) return true;
    for (const child of Object.values(node as Record<string, unknown>)) pending.push({ node: child, depth: depth + 1 });
  }
  return false;
};

/**
 * Parses JSON and form bodies up to BODY_LIMIT_KB and MAX_BODY_DEPTH, and answers what cannot be
 * parsed in the usual error shapes instead of a 500: 413 for a body over the limit, 400 for
 * malformed, unreadable or too deeply nested bodies, 415 for an unknown encoding.
 */
export const useBodyParsers = (app: INestApplication, limitBytes: number): void => {
  app.use(express.json({ limit: limitBytes }));
  app.use(express.urlencoded({ extended: false, limit: limitBytes }));
  app.use((error: BodyParserError, request: Request, response: Response, next: NextFunction) => {
    const problem = describe(error, limitBytes);
    if (!problem) return next(error);
    sendError(request, response, problem);
  });
  app.use((request: Request, response: Response, next: NextFunction) => {
    if (!nestsDeeperThan(request.body, MAX_BODY_DEPTH)) return next();
    sendError(request, response, { status: 400, code: 'BAD_REQUEST', message: `The request body nests deeper than ${MAX_BODY_DEPTH} levels.` });
  });
};
