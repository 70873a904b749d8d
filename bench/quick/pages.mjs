// The page measure (bench/page-trace.mjs) alone, on a fresh demo database: starts the built server
// (SERVER_ENTRY and CLIENT_DIR pick another build, for an A/B), measures every page, stops it.
//   node bench/quick/pages.mjs            PAGES=group,workspace narrows; PAGE_ROUNDS=off skips the round count
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';

import { measurePages } from '../page-trace.mjs';
import { startBuiltServer, stopServer } from './support.mjs';

const PORT = process.env.PAGES_PORT ?? '3204';
const dataDir = resolve(`test-results/bench-pages-${PORT}`);
rmSync(dataDir, { recursive: true, force: true });
const server = await startBuiltServer({
  PORT,
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  SEED_DEMO_DATA: 'true',
  CLIENT_DIR: resolve(process.env.CLIENT_DIR ?? 'dist/client'),
  TOKEN_SECRET: 'bench-pages-secret-that-is-long-enough-for-hs256',
});
try {
  const started = new Date().toISOString();
  const figures = await measurePages(`http://127.0.0.1:${PORT}`, console.log);
  if (process.env.PAGE_JSON) console.log(JSON.stringify({ started, figures }));
} finally {
  await stopServer(server);
}
