import type { NextFunction, Request, Response } from 'express';

/**
 * HEAD is GET without the body (RFC 9110 §9.3.2), on every route. Express's routes answer it so
 * already, but middleware that looks for GET (the SPA's fallback and its sign-in redirect) and
 * Apollo (GET and POST only) answered 404 and 405. Node decides from the request line that a HEAD
 * answer has no body, so handling the request as a GET sends GET's status and headers, nothing more.
 */
export const headAsGet = (request: Request, _response: Response, next: NextFunction): void => {
  if (request.method === 'HEAD') request.method = 'GET';
  next();
};
