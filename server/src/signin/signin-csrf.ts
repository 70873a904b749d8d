import { randomBytes, timingSafeEqual } from 'node:crypto';

import type { Request, Response } from 'express';

import { cookieOptions, readCookie } from '../http/cookies';

/**
 * Login CSRF: the sign-in form carries a token that must equal the one in a cookie only this site
 * sets (double submit; the cookie is SameSite=Strict, so a cross-site POST never carries it), and a
 * browser's Origin (or Referer) must be this site.
 */
export const SIGNIN_CSRF_COOKIE = 'lumen_signin_csrf';
export const SIGNIN_CSRF_FIELD = 'csrfToken';
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const TOKEN_TTL_MS = 2 * 3600 * 1000;

/** The token for the form: the browser's current one when it has one, so several tabs agree. */
export const issueSigninCsrfToken = (request: Request, response: Response): string => {
  const existing = readCookie(request, SIGNIN_CSRF_COOKIE);
  const token = existing && TOKEN_PATTERN.test(existing) ? existing : randomBytes(32).toString('base64url');
  response.cookie(SIGNIN_CSRF_COOKIE, token, cookieOptions(request, { path: '/signin', sameSite: 'strict', maxAge: TOKEN_TTL_MS }));
  return token;
};

const hostOf = (value: string): string | null => {
  try {
    return new URL(value).host;
  } catch {
    return null;
  }
};

/**
 * A browser names the page a POST comes from in Origin (or at least Referer); either must be this
 * host. Compared by host, not scheme, so a TLS-terminating proxy without TRUST_PROXY still works.
 */
const fromThisSite = (request: Request): boolean => {
  const { origin, referer } = request.headers;
  if (origin) return hostOf(origin) === request.host;
  if (referer) return hostOf(referer) === request.host;
  // Neither header: not a browser form post (a script or an API client), so the token alone decides.
  return true;
};

const sameToken = (cookie: string | null, field: unknown): boolean => {
  if (!cookie || typeof field !== 'string' || !TOKEN_PATTERN.test(cookie) || !TOKEN_PATTERN.test(field)) return false;
  return timingSafeEqual(Buffer.from(cookie), Buffer.from(field));
};

/** True when the POST comes from this site's own form in this browser. */
export const isSigninFormGenuine = (request: Request, field: unknown): boolean =>
  fromThisSite(request) && sameToken(readCookie(request, SIGNIN_CSRF_COOKIE), field);
