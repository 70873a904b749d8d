import 'reflect-metadata';

import { INestApplication, LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';

import { AppModule } from './app.module';
import { HttpExceptionFilter } from './common/errors/http-exception.filter';
import { httpRequestContext } from './common/http-request-context';
import { QuietLogger } from './common/quiet.logger';
import { createValidationPipe } from './common/validation/validation.pipe';
import { loadAppConfig } from './config/app-config';
import { GRAPHQL_PATH } from './graphql/graphql-path';
import { tokenLimitMiddleware } from './graphql/query-limits';
import { useBodyParsers } from './http/body-parsers';
import { headAsGet } from './http/head-as-get';
import { useSecurityHeaders } from './http/security-headers';
import { refuseStrayUpgrades } from './http/upgrades';
import { serveSpa } from './spa/serve-spa';

/** Builds the whole server (API, sign-in service, SPA) without listening; tests and main.ts share it. */
export const createApp = async (options: { logger?: LogLevel[] | false } = {}): Promise<INestApplication> => {
  const config = loadAppConfig();
  const logger = options.logger === false ? false : new QuietLogger({ logLevels: options.logger ?? ['error', 'warn', 'log'] });
  // Bodies are parsed by useBodyParsers, which also answers oversize and malformed ones.
  const app = await NestFactory.create<NestExpressApplication>(await AppModule.register(), { logger, bodyParser: false });
  // X-Forwarded-For/-Proto count only from the proxies TRUST_PROXY names (off: the socket address).
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  app.use(headAsGet);
  app.use(httpRequestContext);
  useSecurityHeaders(app);
  // Dynamic answers (GraphQL, REST, the sign-in page) in brotli or gzip; the SPA's files come precompressed.
  app.use(compression());
  useBodyParsers(app, config.bodyLimitBytes);
  app.use(GRAPHQL_PATH, tokenLimitMiddleware(config.graphqlLimits.maxTokens));
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new HttpExceptionFilter());
  app.enableShutdownHooks();
  refuseStrayUpgrades(app.getHttpServer(), GRAPHQL_PATH);
  serveSpa(app, config.clientDirectory);
  return app;
};
