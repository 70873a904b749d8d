import type { Request, Response } from 'express';

import { cookieOptions } from '../http/cookies';

/**
 * Tells the server, before any script runs, that this browser holds a dashboard session: set by
 * the token exchange for the session's lifetime, cleared by logout. Without it the SPA's routes
 * send the visitor to the sign-in page instead of downloading the SPA. It grants nothing: the
 * token in the SPA is still what authenticates every call.
 */
export const SIGNED_IN_COOKIE = 'lumen_signed_in';

export const setSignedInCookie = (request: Request, response: Response, expiresAt: number): void => {
  const maxAge = Math.max(expiresAt - Date.now(), 0);
  response.cookie(SIGNED_IN_COOKIE, '1', cookieOptions(request, { maxAge }));
};

export const clearSignedInCookie = (request: Request, response: Response): void => {
  response.clearCookie(SIGNED_IN_COOKIE, cookieOptions(request));
};
