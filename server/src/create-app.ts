import 'reflect-metadata';

import { INestApplication, LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';

import { AppModule } from './app.module';
import { HttpExceptionFilter } from './common/errors/http-exception.filter';
import { httpRequestContext } from './common/http-request-context';
import { QuietLogger } from './common/quiet.logger';
import { createValidationPipe } from './common/validation/validation.pipe';
import { loadAppConfig } from './config/app-config';
import { serveSpa } from './spa/serve-spa';

/** Builds the whole server (API, sign-in service, SPA) without listening; tests and main.ts share it. */
export const createApp = async (options: { logger?: LogLevel[] | false } = {}): Promise<INestApplication> => {
  const logger = options.logger === false ? false : new QuietLogger({ logLevels: options.logger ?? ['error', 'warn', 'log'] });
  const app = await NestFactory.create<NestExpressApplication>(await AppModule.register(), { logger });
  app.set('trust proxy', 'loopback');
  app.disable('x-powered-by');
  app.use(httpRequestContext);
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new HttpExceptionFilter());
  app.enableShutdownHooks();
  serveSpa(app, loadAppConfig().clientDirectory);
  return app;
};
