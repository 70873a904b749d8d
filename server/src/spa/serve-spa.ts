import { existsSync } from 'node:fs';
import { join } from 'node:path';

import type { INestApplication } from '@nestjs/common';
import express, { NextFunction, Request, Response } from 'express';

/** Paths the server answers itself; everything else that asks for HTML is a route of the SPA. */
const SERVER_PATHS = /^\/(graphql|api|signin|version\.txt)(\/|$|\?)/;

/**
 * Serves the built SPA: hashed assets with a long cache, and index.html (never cached) for every
 * deep link such as /organization/abc#settings.
 */
export const serveSpa = (app: INestApplication, clientDirectory: string): void => {
  const indexFile = join(clientDirectory, 'index.html');
  app.use('/assets', express.static(join(clientDirectory, 'assets'), { immutable: true, maxAge: '365d', fallthrough: false }));
  app.use(express.static(clientDirectory, { index: false, maxAge: 0 }));
  app.use((request: Request, response: Response, next: NextFunction) => {
    if (request.method !== 'GET' || SERVER_PATHS.test(request.path) || !request.accepts('html')) return next();
    if (!existsSync(indexFile)) {
      response.status(503).type('text').send('The dashboard has not been built yet: run `npm run build`.');
      return;
    }
    response.setHeader('Cache-Control', 'no-cache');
    response.sendFile(indexFile);
  });
};
