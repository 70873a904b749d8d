import type { INestApplication } from '@nestjs/common';
import express, { NextFunction, Request, Response } from 'express';

/** What body-parser puts on the errors it raises. */
type BodyParserError = Error & { type?: string; status?: number; limit?: number };

type BodyProblem = { status: number; code: string; message: string };

const describe = (error: BodyParserError, limitBytes: number): BodyProblem | null => {
  switch (error.type) {
    case 'entity.too.large':
      return { status: 413, code: 'PAYLOAD_TOO_LARGE', message: `The request body is larger than the limit of ${Math.round(limitBytes / 1024)} kB.` };
    case 'entity.parse.failed':
      return { status: 400, code: 'BAD_REQUEST', message: 'The request body is not valid JSON.' };
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: 'The request body has an unsupported encoding.' };
    case 'request.aborted':
    case 'request.size.invalid':
    case 'stream.encoding.set':
    case 'parameters.too.many':
      return { status: 400, code: 'BAD_REQUEST', message: 'The request body could not be read.' };
    default:
      return null;
  }
};

/**
 * Parses JSON and form bodies up to BODY_LIMIT_KB, and answers what cannot be parsed in the usual
 * error shapes instead of a 500: 413 for a body over the limit, 400 for malformed JSON. /graphql
 * gets a GraphQL-shaped answer, everything else `{ error: { message, code } }`.
 */
export const useBodyParsers = (app: INestApplication, limitBytes: number): void => {
  app.use(express.json({ limit: limitBytes }));
  app.use(express.urlencoded({ extended: false, limit: limitBytes }));
  app.use((error: BodyParserError, request: Request, response: Response, next: NextFunction) => {
    const problem = describe(error, limitBytes);
    if (!problem) return next(error);
    response.status(problem.status);
    if (request.path === '/graphql') {
      response.json({ errors: [{ message: problem.message, extensions: { code: problem.code } }] });
    } else {
      response.json({ error: { message: problem.message, code: problem.code } });
    }
  });
};
