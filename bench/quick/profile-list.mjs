// Times one of the SPA's list documents on the demo server at concurrency 1 and 16, and with
// PROFILE=file.cpuprofile records the server's CPU profile meanwhile (open it in Chrome's DevTools).
// Where a request's time goes is found this way, not guessed: see the README's "Benchmarks".
//   node bench/quick/profile-list.mjs OPERATION EMAIL VARIABLES_JSON [SECONDS] [FIELD_LEFT_OUT]
// DATABASE_URL runs it on PostgreSQL (an empty database: the demo data is seeded into it).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { loadSpaDocuments } from '../lists.mjs';
import { graphqlRequest, measure, signIn, startBuiltServer, stopServer } from './support.mjs';

const [operation = 'OrganizationUsersList', email = 'manager@demo.test', variablesJson = '{}', seconds = '6', leftOut] = process.argv.slice(2);
const documents = await loadSpaDocuments();
if (!documents.has(operation)) throw new Error(`No SPA document is named ${operation}.`);
// Leaving a field out shows what it costs.
const document = leftOut ? documents.get(operation).replace(new RegExp(`^\\s*${leftOut}$`, 'm'), '') : documents.get(operation);

const directory = mkdtempSync(join(tmpdir(), 'profile-list-'));
if (process.env.PROFILE) {
  // The server is started through this file: the inspector's profiler runs until the server is stopped.
  const entry = join(directory, 'entry.cjs');
  writeFileSync(
    entry,
    `const inspector = require('node:inspector');
const session = new inspector.Session();
session.connect();
session.post('Profiler.enable', () => session.post('Profiler.start'));
process.on('SIGTERM', () => session.post('Profiler.stop', (error, answer) => {
  require('node:fs').writeFileSync(${JSON.stringify(resolve(process.env.PROFILE))}, JSON.stringify(answer.profile));
  process.exit(0);
}));
require(${JSON.stringify(resolve('dist/server/src/main.js'))});
`,
  );
  process.env.SERVER_ENTRY = entry;
}
const port = 3499;
const server = await startBuiltServer({
  SEED_DEMO_DATA: 'true',
  PORT: String(port),
  DATA_DIR: join(directory, 'data'),
  DATABASE_URL: process.env.DATABASE_URL ?? '',
  TOKEN_SECRET: 'profile-list-profile-list-profile-list',
  NODE_ENV: 'production',
});
const base = `http://127.0.0.1:${port}`;
const token = await signIn(base, email);
const variables = JSON.parse(variablesJson);
const task = () => graphqlRequest(base, token, document, variables);
await measure(task, 1, 2);
console.log(operation, 'c=1', JSON.stringify(await measure(task, 1, Number(seconds))));
console.log(operation, 'c=16', JSON.stringify(await measure(task, 16, Number(seconds))));
await stopServer(server);
if (process.env.PROFILE) console.log('profile written to', process.env.PROFILE);
