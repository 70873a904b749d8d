// The distribution case alone, on a fresh demo database (SQLite) or on the benchmark's data
// (DATA_DIR / DATABASE_URL of `npm run bench`): `node bench/quick/distribution.mjs`.
//   PORT=3931 DATA_DIR=… DATABASE_URL=… ROUNDS=5
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { distributionRow, measureDistribution } from '../distribution.mjs';
import { loadSpaDocuments } from '../lists.mjs';
import { graphqlRequest, signIn, startBuiltServer, stopServer } from './support.mjs';

const port = process.env.PORT ?? '3931';
const temporary = process.env.DATA_DIR ? null : mkdtempSync(join(tmpdir(), 'lumen-distribution-'));
const server = await startBuiltServer({
  SEED_DEMO_DATA: 'true',
  PORT: port,
  DATA_DIR: process.env.DATA_DIR ?? temporary,
  DATABASE_URL: process.env.DATABASE_URL ?? '',
});
try {
  const baseUrl = `http://127.0.0.1:${port}`;
  const documents = await loadSpaDocuments();
  const token = await signIn(baseUrl, 'manager@demo.test');
  const figures = await measureDistribution(
    (caller, operation, variables) => graphqlRequest(baseUrl, caller, documents.get(operation), variables),
    token,
    Number(process.env.ROUNDS ?? 5),
  );
  console.log(distributionRow(figures));
} finally {
  await stopServer(server);
  if (temporary) rmSync(temporary, { recursive: true, force: true });
}
