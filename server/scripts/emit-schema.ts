/*
 * npm run schema: writes schema/schema.graphql from the server's code-first types. The SPA's
 * codegen reads that file; CI regenerates it and fails when the committed copy differs.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const main = async (): Promise<void> => {
  const dataDirectory = mkdtempSync(join(tmpdir(), 'lumen-schema-'));
  process.env.TZ = 'UTC';
  process.env.DATA_DIR = dataDirectory;
  process.env.DATABASE_URL = '';
  process.env.SEED_DEMO_DATA = 'false';
  process.env.SCHEMA_OUTPUT = resolve(process.argv[2] ?? 'schema/schema.graphql');
  const { createApp } = await import('../src/create-app');
  const app = await createApp({ logger: ['error', 'warn'] });
  await app.init();
  await app.close();
  rmSync(dataDirectory, { recursive: true, force: true });
  console.log(`Wrote ${process.env.SCHEMA_OUTPUT}`);
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
