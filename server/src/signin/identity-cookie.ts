import type { Request, Response } from 'express';

/** The sign-in service remembers who signed in on this browser (rememberMe) in this cookie. */
export const IDENTITY_COOKIE = 'lumen_identity';
export const IDENTITY_AUDIENCE = 'lumen-identity';
export const IDENTITY_TTL_MS = 30 * 24 * 3600 * 1000;

export const readCookie = (request: Request, name: string): string | null => {
  const header = request.headers.cookie ?? '';
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
};

export const setIdentityCookie = (response: Response, token: string): void => {
  response.cookie(IDENTITY_COOKIE, token, { httpOnly: true, sameSite: 'lax', path: '/', maxAge: IDENTITY_TTL_MS });
};

export const clearIdentityCookie = (response: Response): void => {
  response.clearCookie(IDENTITY_COOKIE, { httpOnly: true, sameSite: 'lax', path: '/' });
};

/** Only same-site paths: never an open redirect to another host. */
export const safeRedirectPath = (value: unknown): string => {
  if (typeof value !== 'string' || value.length > 2000) return '/';
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  return value;
};
