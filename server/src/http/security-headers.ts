import type { IncomingMessage, ServerResponse } from 'node:http';

import type { INestApplication } from '@nestjs/common';
import type { Request, Response, NextFunction } from 'express';
import helmet from 'helmet';

/** A Host header fit to be written into a header value (anything else is left out). */
const HOST_PATTERN = /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i;

/** The live channel is this host over ws:/wss: ('self' alone does not cover them in every browser). */
const liveChannelSources = (request: IncomingMessage): string => {
  const host = request.headers.host ?? '';
  return HOST_PATTERN.test(host) ? `ws://${host} wss://${host}` : '';
};

/**
 * The Content-Security-Policy of every answer: scripts only from this origin (the SPA's bundles;
 * the sign-in page has none), styles also inline (antd writes its CSS-in-JS into <style>), images
 * also from https: (avatars), connections to this origin and its live channel, no framing.
 */
export const CONTENT_SECURITY_POLICY = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", (request: IncomingMessage, _response: ServerResponse) => liveChannelSources(request)],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
} as const;

/**
 * helmet on every answer: the CSP above, nosniff, no framing (X-Frame-Options and
 * frame-ancestors), Referrer-Policy strict-origin-when-cross-origin (no-referrer on the sign-in
 * hand-off, set where it happens), and HSTS only on answers that came over HTTPS.
 */
export const useSecurityHeaders = (app: INestApplication): void => {
  app.use(
    helmet({
      contentSecurityPolicy: CONTENT_SECURITY_POLICY,
      xFrameOptions: { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity: false,
    }),
  );
  const strictTransport = helmet.strictTransportSecurity({ maxAge: 180 * 24 * 3600 });
  app.use((request: Request, response: Response, next: NextFunction) => (request.secure ? strictTransport(request, response, next) : next()));
};
