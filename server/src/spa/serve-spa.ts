import { existsSync, statSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';

import type { INestApplication } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';

import { SIGNED_IN_COOKIE } from '../auth/signed-in-cookie';
import { readCookie } from '../http/cookies';

/** Paths the server answers itself; everything else that asks for HTML is a route of the SPA. */
const SERVER_PATHS = /^\/(graphql|api|signin|version\.txt)(\/|$)/;
/** Vite's output with a content hash in every name: cached for a year, never revalidated. */
const HASHED_ASSETS = '/assets/';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The SPA route that receives the sign-in hand-off: the only one open without a session. */
const HANDOFF_ROUTE = '/login';
/** Written next to each text file by the build (vite.config.ts), best first. */
const PRECOMPRESSED = [
  { encoding: 'br', extension: '.br' },
  { encoding: 'gzip', extension: '.gz' },
] as const;

const isFile = (path: string): boolean => {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
};

/**
 * Sends a built file, precompressed when the browser accepts brotli or gzip and the build wrote
 * that variant; Vary tells caches the answer depends on Accept-Encoding.
 */
const sendBuiltFile = (request: Request, response: Response, next: NextFunction, file: string, cacheControl: string): void => {
  const variant = PRECOMPRESSED.find(({ encoding, extension }) => request.acceptsEncodings(encoding) === encoding && isFile(`${file}${extension}`));
  response.vary('Accept-Encoding');
  response.setHeader('Cache-Control', cacheControl);
  response.type(extname(file));
  if (variant) response.setHeader('Content-Encoding', variant.encoding);
  response.sendFile(variant ? `${file}${variant.extension}` : file, { cacheControl: false, dotfiles: 'deny' }, (error?: NodeJS.ErrnoException) => {
    // A browser that went elsewhere before the file arrived is not an error of the server.
    if (!error || response.headersSent || error.code === 'ECONNABORTED') return;
    next(error);
  });
};

/** The file under the client directory a path names, or null when it names none (or escapes it). */
const builtFileFor = (clientDirectory: string, path: string): string | null => {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return null;
  }
  const file = resolve(clientDirectory, `.${decoded}`);
  return file.startsWith(`${clientDirectory}${sep}`) && isFile(file) ? file : null;
};

/**
 * Serves the built SPA: hashed assets cached for a year, other files and index.html revalidated,
 * all precompressed. Every SPA route (a deep link such as /organization/abc#settings) gets
 * index.html, except that a browser without a session is sent to the sign-in page first, so it
 * does not download the SPA only to be redirected by it. /login (the hand-off) never sends a
 * Referer, which would carry the one-time token.
 */
export const serveSpa = (app: INestApplication, clientDirectory: string): void => {
  const root = resolve(clientDirectory);
  const indexFile = join(root, 'index.html');
  app.use((request: Request, response: Response, next: NextFunction) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || SERVER_PATHS.test(request.path)) return next();
    const file = builtFileFor(root, request.path);
    if (file && file !== indexFile) return sendBuiltFile(request, response, next, file, request.path.startsWith(HASHED_ASSETS) ? IMMUTABLE : 'no-cache');
    // A missing asset is a 404, never index.html (which a script tag would then fail to run).
    if (request.path.startsWith(HASHED_ASSETS)) return void response.status(404).type('text').send('Not found');
    next();
  });
  app.use((request: Request, response: Response, next: NextFunction) => {
    if (request.method !== 'GET' || SERVER_PATHS.test(request.path) || !request.accepts('html')) return next();
    if (request.path === HANDOFF_ROUTE) {
      response.setHeader('Referrer-Policy', 'no-referrer');
    } else if (!readCookie(request, SIGNED_IN_COOKIE)) {
      response.redirect(302, `/signin?${new URLSearchParams({ redirectTo: request.originalUrl }).toString()}`);
      return;
    }
    if (!existsSync(indexFile)) {
      response.status(503).type('text').send('The dashboard has not been built yet: run `npm run build`.');
      return;
    }
    sendBuiltFile(request, response, next, indexFile, 'no-cache');
  });
};
