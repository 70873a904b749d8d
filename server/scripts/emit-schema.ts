/*
 * npm run schema: writes schema/schema.graphql from the server's code-first types, and beside it
 * resource-fields.json (each resource's field defaults and limits, field-manifest.ts). The SPA's
 * codegen reads both; CI regenerates them and fails when the committed copies differ.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

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
  // The resources registered themselves while the app was created.
  const { registeredResources } = await import('../src/common/resource/resource-registry');
  const { resourceFieldsManifest } = await import('../src/common/resource/field-manifest');
  const manifestFile = join(dirname(process.env.SCHEMA_OUTPUT), 'resource-fields.json');
  writeFileSync(manifestFile, `${JSON.stringify(resourceFieldsManifest(registeredResources()), null, 2)}\n`);
  console.log(`Wrote ${manifestFile}`);
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
