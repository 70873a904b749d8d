import type { CookieOptions, Request } from 'express';

/** One cookie from the Cookie header, or null. */
export const readCookie = (request: Request, name: string): string | null => {
  const header = request.headers.cookie ?? '';
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join('='));
    } catch {
      return null;
    }
  }
  return null;
};

/**
 * Every cookie the server sets: unreadable by scripts, not sent on cross-site subrequests or
 * POSTs, and Secure when the request came over HTTPS (req.secure honours TRUST_PROXY).
 */
export const cookieOptions = (request: Request, options: CookieOptions = {}): CookieOptions => ({
  httpOnly: true,
  sameSite: 'lax',
  path: '/',
  secure: request.secure,
  ...options,
});
