import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';

import { adminQuery as postgresAdminQuery, copyTemplateFiles, seededTemplate, TEST_DATABASE_PREFIX } from './seeded-template';

export type TestServer = {
  url: string;
  /** Resolves once `count` subscribers listen to the event name (a subscription is registered asynchronously). */
  listening: (trigger: string, count: number) => Promise<void>;
  /** How many subscribers listen to the event name now. */
  listeners: (trigger: string) => number;
  /** Resolves once every live event published so far has been checked against each subscriber's scope. */
  checked: () => Promise<void>;
  app: INestApplication;
  dataSource: DataSource;
  databaseKind: 'sqlite' | 'postgres';
  /** What the server was started with (process.env holds it too until another server starts). */
  environment: Record<string, string>;
  close: () => Promise<void>;
};

export type ServerInstance = Pick<TestServer, 'url' | 'app' | 'close'>;

const TEST_TOKEN_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

/**
 * Cheap argon2id (password-hash.ts) for the demo accounts' seeded hash and every hash a test
 * server makes: a sign-in's verification takes ~3 ms instead of ~250 ms of both cores. A file that
 * tests hashing itself passes PASSWORD_HASH_COST: '' (password-hash.test.ts holds the production cost).
 */
const TEST_PASSWORD_HASH_COST = 'test';

/** Base URL of the PostgreSQL pass; each test file gets a database of its own under it. */
const postgresBaseUrl = process.env.DATABASE_URL?.startsWith('postgres') ? process.env.DATABASE_URL : null;

const withDatabase = (url: string, database: string): string => {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
};

const adminQuery = async (sql: string): Promise<void> => {
  await postgresAdminQuery(postgresBaseUrl as string, sql);
};

/** Migrates and seeds a template (seeded-template.ts) by starting the real server on it once. */
const buildTemplate = async (environment: Record<string, string>): Promise<void> => {
  Object.assign(process.env, {
    TZ: 'UTC',
    REDIS_URL: '',
    TOKEN_SECRET: TEST_TOKEN_SECRET,
    SEED_DEMO_DATA: 'true',
    PASSWORD_HASH_COST: TEST_PASSWORD_HASH_COST,
    ...environment,
  });
  const { createApp } = await import('../../../server/src/create-app');
  const app = await createApp({ logger: ['error'] });
  await app.init();
  await app.close();
};

/** What a start must leave as on a first start to be served from the template: the seed and where the data lives. */
const startsFromTemplate = (environment: Record<string, string>): boolean =>
  environment.SEED_DEMO_DATA !== 'false' && environment.DATA_DIR === undefined && environment.DATABASE_URL === undefined;

/**
 * Starts the real server (API, sign-in service, live channel) on a free port with a fresh
 * database: a temporary SQLite file, or a new PostgreSQL database when DATABASE_URL is set.
 * The demo data is seeded exactly as on a first start.
 */
export const startTestServer = async (environment: Record<string, string> = {}): Promise<TestServer> => {
  const dataDirectory = mkdtempSync(join(tmpdir(), 'lumen-test-'));
  const databaseName = `${TEST_DATABASE_PREFIX}test_${randomBytes(6).toString('hex')}`;
  // The demo data as a first start makes it, copied from this run's template (seeded-template.ts).
  const template = startsFromTemplate(environment) ? await seededTemplate(postgresBaseUrl ?? null, buildTemplate) : null;
  if (postgresBaseUrl) await adminQuery(`CREATE DATABASE ${databaseName}${template?.databaseName ? ` TEMPLATE ${template.databaseName}` : ''}`);
  else if (template) copyTemplateFiles(template, dataDirectory);
  const applied: Record<string, string> = {
    TZ: 'UTC',
    DATA_DIR: dataDirectory,
    DATABASE_URL: postgresBaseUrl ? withDatabase(postgresBaseUrl, databaseName) : '',
    REDIS_URL: process.env.REDIS_URL ?? '',
    TOKEN_SECRET: TEST_TOKEN_SECRET,
    SEED_DEMO_DATA: 'true',
    CLIENT_DIR: join(dataDirectory, 'no-client'),
    // The server refuses the test cost with NODE_ENV=production (graphql-limits.test.ts starts one so).
    PASSWORD_HASH_COST: environment.NODE_ENV === 'production' ? '' : TEST_PASSWORD_HASH_COST,
    ...environment,
  };
  Object.assign(process.env, applied);
  const { createApp } = await import('../../../server/src/create-app');
  const app = await createApp({ logger: ['error'] });
  await app.listen(0, '127.0.0.1');
  const url = (await app.getUrl()).replace('[::1]', '127.0.0.1');
  const { PUB_SUB } = await import('../../../server/src/common/pubsub/pub-sub.token');
  const pubSub = app.get<{
    whenListening: (trigger: string, count: number) => Promise<void>;
    listenerCount: (trigger: string) => number;
    whenChecked: () => Promise<void>;
  }>(PUB_SUB);
  return {
    url,
    listening: (trigger, count) => pubSub.whenListening(trigger, count),
    listeners: (trigger) => pubSub.listenerCount(trigger),
    checked: () => pubSub.whenChecked(),
    app,
    dataSource: app.get(DataSource),
    databaseKind: postgresBaseUrl ? 'postgres' : 'sqlite',
    environment: applied,
    close: async () => {
      await app.close();
      rmSync(dataDirectory, { recursive: true, force: true });
      if (postgresBaseUrl) await adminQuery(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    },
  };
};

/** Another instance of the same server: same database, secret and pub/sub, its own port and memory. */
export const startAnotherInstance = async (server: TestServer): Promise<ServerInstance> => {
  Object.assign(process.env, server.environment);
  const { createApp } = await import('../../../server/src/create-app');
  const app = await createApp({ logger: ['error'] });
  await app.listen(0, '127.0.0.1');
  const url = (await app.getUrl()).replace('[::1]', '127.0.0.1');
  return { url, app, close: () => app.close() };
};
