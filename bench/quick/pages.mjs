// The page measure (bench/page-trace.mjs) alone, on a fresh demo database: starts the built server
// (SERVER_ENTRY and CLIENT_DIR pick another build, for an A/B), measures every page, stops it.
//   node bench/quick/pages.mjs            PAGES=group,workspace narrows; PAGE_ROUNDS=off skips the round count;
//   PAGE_PROTOCOL=h2 measures through a TLS HTTP/2 proxy (PAGES_PROXY_PORT, 3262), `both` each in turn
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';

import { measurePagesOnProtocols } from '../page-trace.mjs';
import { loadAverage, startBuiltServer, stopServer } from './support.mjs';

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
  console.log(`load average at start: ${loadAverage()}`);
  const byProtocol = await measurePagesOnProtocols(`http://127.0.0.1:${PORT}`, console.log, 'http1');
  console.log(`load average at end: ${loadAverage()}`);
  // `figures` as before (HTTP/1.1, or HTTP/2 when it is the only one); with PAGE_PROTOCOL=both, `h2` too.
  const figures = byProtocol.http1 ?? byProtocol.h2;
  if (process.env.PAGE_JSON) console.log(JSON.stringify({ started, figures, h2: byProtocol.http1 ? byProtocol.h2 : undefined }));
} finally {
  await stopServer(server);
}
