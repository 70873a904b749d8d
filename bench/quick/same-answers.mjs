// Two server builds on the same data must answer the SPA's list documents byte for byte alike: a
// change to what a list costs must not change what it answers. Each of the SPA's list documents
// (the operations named *List) as five roles, on its first page, its second and past its end, and
// the bench's list cases (bench/lists.mjs) as their roles; both builds run at once on one database.
//   BASE_ENTRY=/path/to/other/dist/server/src/main.js BENCH_DATABASE_URL=postgres://… node bench/quick/same-answers.mjs
// On an empty database the demo data is seeded (the demo database of postgraphile.mjs will do). PORT (default 3940; the other build takes the next).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { listCases, loadSpaDocuments } from '../lists.mjs';
import { signIn, startBuiltServer, stopServer } from './support.mjs';

const ROLES = ['super', 'manager', 'agent', 'partner', 'learner'];
const firstPort = Number(process.env.PORT ?? 3940);
const builds = { base: process.env.BASE_ENTRY, new: resolve('dist/server/src/main.js') };
if (!builds.base) throw new Error('Set BASE_ENTRY to the other build (see the top of this file).');
const postgresUrl = process.env.BENCH_DATABASE_URL;
if (!postgresUrl) throw new Error('Set BENCH_DATABASE_URL to a PostgreSQL database both builds answer from.');
const dataDirectory = mkdtempSync(join(tmpdir(), 'same-answers-'));

const documents = await loadSpaDocuments();
const lists = [...documents.keys()].filter((name) => name.endsWith('List'));
const page = (offset) => ({ filter: {}, sorting: [{ field: 'id', direction: 'ASC' }], paging: { limit: 20, offset } });
const cases = [
  ...lists.flatMap((operation) =>
    ROLES.flatMap((role) => [0, 20, 100_000].map((offset) => ({ name: `${operation} offset ${offset}`, role, operation, variables: page(offset) }))),
  ),
  ...listCases(true).map(({ name, role, operation, variables }) => ({ name, role, operation, variables })),
];

const servers = {};
for (const [index, [build, entry]] of Object.entries(builds).entries()) {
  process.env.SERVER_ENTRY = entry;
  const directory = join(dataDirectory, build);
  const port = String(firstPort + index);
  const child = await startBuiltServer({ DATABASE_URL: postgresUrl, DATA_DIR: directory, PORT: port, SEED_DEMO_DATA: 'true', NODE_ENV: 'production' });
  const base = `http://127.0.0.1:${port}`;
  const tokens = {};
  for (const role of ROLES) tokens[role] = await signIn(base, `${role}@demo.test`);
  servers[build] = { child, base, tokens };
}

/** The answer's bytes exactly as sent (decompressed), and its status. */
const answer = async ({ base, tokens }, { role, operation, variables }) => {
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[role]}`, 'accept-encoding': 'gzip' },
    body: JSON.stringify({ query: documents.get(operation), variables }),
  });
  return `${response.status} ${await response.text()}`;
};

let same = 0;
let refused = 0;
const differing = [];
for (const item of cases) {
  const [before, after] = [await answer(servers.base, item), await answer(servers.new, item)];
  if (before === after) same += 1;
  else differing.push({ item, before: before.slice(0, 300), after: after.slice(0, 300) });
  // Some roles may not read some lists: the same refusal is the same answer, but say how many.
  if (!before.startsWith('200 ') || before.includes('"errors"')) refused += 1;
}
for (const { child } of Object.values(servers)) await stopServer(child);
for (const { item, before, after } of differing) console.log(`DIFFERS: ${item.name} (${item.role})\n  base: ${before}\n  new:  ${after}`);
console.log(
  `${same} of ${cases.length} answers identical, ${refused} of them errors (${lists.length} list documents × ${ROLES.length} roles × 3 pages, and the bench's ${cases.length - lists.length * ROLES.length * 3} list cases)`,
);
process.exit(differing.length ? 1 : 0);
