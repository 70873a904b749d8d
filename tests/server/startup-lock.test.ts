import { ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import Database from 'better-sqlite3';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { graphql } from './support/graphql-client';
import { signIn } from './support/session';
import { TEST_DATABASE_PREFIX } from './support/seeded-template';

/** The server compiled as `npm start` runs it, into a folder of this test (node_modules resolves from the checkout). */
const buildDirectory = resolve('test-results', `startup-lock-${randomBytes(4).toString('hex')}`);
const postgresBaseUrl = process.env.DATABASE_URL?.startsWith('postgres') ? process.env.DATABASE_URL : null;

type Instance = { process: ChildProcess; output: string[]; url: Promise<string> };

/** Starts `node main.js` and resolves its address once it says it is ready (or rejects with what it printed). */
const startInstance = (environment: Record<string, string>): Instance => {
  const child = spawn(process.execPath, [join(buildDirectory, 'server/src/main.js')], {
    env: { ...process.env, PORT: '0', CLIENT_DIR: join(buildDirectory, 'no-client'), TOKEN_SECRET: '', REDIS_URL: '', ...environment },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const url = new Promise<string>((resolvePromise, reject) => {
    const onData = (chunk: Buffer) => {
      output.push(chunk.toString());
      const ready = /Lumen dashboard: (http:\/\/localhost:\d+)/.exec(output.join(''));
      if (ready) resolvePromise(ready[1].replace('localhost', '127.0.0.1'));
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`exited with ${code}:\n${output.join('')}`)));
  });
  return { process: child, output, url };
};

const stop = async (instance: Instance): Promise<void> => {
  if (instance.process.exitCode !== null) return;
  const exited = new Promise((resolvePromise) => instance.process.once('exit', resolvePromise));
  instance.process.kill('SIGTERM');
  await exited;
};

const withDatabase = (url: string, database: string): string => {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
};

const adminQuery = async (sql: string): Promise<void> => {
  const admin = new DataSource({ type: 'postgres', url: withDatabase(postgresBaseUrl as string, 'postgres') });
  await admin.initialize();
  await admin.query(sql).finally(() => admin.destroy());
};

describe('two instances started together on one empty database', () => {
  const dataDirectory = mkdtempSync(join(tmpdir(), 'lumen-twins-'));
  const databaseName = `${TEST_DATABASE_PREFIX}test_${randomBytes(6).toString('hex')}`;
  const instances: Instance[] = [];
  let urls: string[] = [];

  beforeAll(async () => {
    const build = spawnSync('npx', ['swc', 'server/src', 'shared', '-d', buildDirectory, '--quiet'], { encoding: 'utf8' });
    if (build.status !== 0) throw new Error(build.stderr);
    writeFileSync(join(buildDirectory, 'package.json'), '{"type": "commonjs"}\n');
    if (postgresBaseUrl) await adminQuery(`CREATE DATABASE ${databaseName}`);
    const environment = { DATA_DIR: dataDirectory, DATABASE_URL: postgresBaseUrl ? withDatabase(postgresBaseUrl, databaseName) : '' };
    instances.push(startInstance(environment), startInstance(environment));
    urls = await Promise.all(instances.map((instance) => instance.url));
  }, 120_000);

  afterAll(async () => {
    await Promise.all(instances.map(stop));
    rmSync(buildDirectory, { recursive: true, force: true });
    rmSync(dataDirectory, { recursive: true, force: true });
    if (postgresBaseUrl) await adminQuery(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  });

  it('both start: one migrates and seeds, the other waits, and neither reports an error', async () => {
    expect(urls).toHaveLength(2);
    for (const instance of instances) {
      expect(instance.output.join('')).not.toMatch(/ERROR|locked|already exists|Retrying/);
    }
    const seeded = instances.filter((instance) => /Seeded the demo workspace/.test(instance.output.join('')));
    expect(seeded).toHaveLength(1);
  });

  it('share one database and one token secret: a session opened on one works on the other', async () => {
    const token = await signIn(urls[0], 'manager@demo.test');
    const me = await graphql<{ me: { email: string } }>(urls[1], token, 'query Me { me { email } }');
    expect(me.data?.me.email).toBe('manager@demo.test');
    if (!postgresBaseUrl) {
      const database = new Database(join(dataDirectory, 'lumen.sqlite'), { readonly: true });
      const { count } = database.prepare("SELECT COUNT(*) AS count FROM users WHERE email = 'manager@demo.test'").get() as { count: number };
      database.close();
      expect(count).toBe(1);
    }
  });
});
