import type { Request, Response } from 'express';

import { cookieOptions } from '../http/cookies';

/** The sign-in service remembers who signed in on this browser (rememberMe) in this cookie. */
export const IDENTITY_COOKIE = 'lumen_identity';
export const IDENTITY_AUDIENCE = 'lumen-identity';
export const IDENTITY_TTL_MS = 30 * 24 * 3600 * 1000;

export const setIdentityCookie = (request: Request, response: Response, token: string): void => {
  response.cookie(IDENTITY_COOKIE, token, cookieOptions(request, { maxAge: IDENTITY_TTL_MS }));
};

export const clearIdentityCookie = (request: Request, response: Response): void => {
  response.clearCookie(IDENTITY_COOKIE, cookieOptions(request));
};

/** Only same-site paths: never an open redirect to another host. */
export const safeRedirectPath = (value: unknown): string => {
  if (typeof value !== 'string' || value.length > 2000) return '/';
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  return value;
};
