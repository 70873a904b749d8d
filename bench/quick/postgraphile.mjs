// Our server beside PostGraphile 4 on the same PostgreSQL database: the small lists (organizations,
// programs, each with an ILIKE search; first page of 20 with totalCount, ordered by name) and a bare
// `{ __typename }`, at each concurrency, the two servers taking turns case by case (the order
// flipped every round), with the same timed loop as the bench (bench/support.mjs measure) and each
// server's CPU ms per request. Not part of `npm test` or `npm run bench`; this repository does not
// depend on PostGraphile. Install it outside the repository first:
//   mkdir -p /tmp/pgl && cd /tmp/pgl && npm init -y &&
//     npm i postgraphile@4 @graphile-contrib/pg-simplify-inflector postgraphile-plugin-connection-filter@2
// then, on a database our server has migrated and seeded (the bench's, or a fresh one: the demo data
// is seeded at the first start; fill its pages with `psql <url> -f bench/quick/small-lists.sql`),
// after `npm run build`:
//   POSTGRAPHILE_DIR=/tmp/pgl BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/lumen_bench \
//     node bench/quick/postgraphile.mjs [seconds]
// CONCURRENCY (default 1,8), ROUNDS (default 2), CASES (default all), PORT (default 3936; PostGraphile
// takes the next, BASE_ENTRY's build the one after), SERVER_ENTRY (another build of ours instead of
// dist), BASE_ENTRY (a second build of ours in the same rotation: before and after beside PostGraphile).
// The table gives each figure's median over the rounds. PostGraphile runs as the database owner
// with no authentication or row rules (its stock setup); ours signs in as the super editor, whose
// access terms let every row through, so both answer the same rows.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

import { loadSpaDocuments } from '../lists.mjs';
import { cpuMsOf, graphqlRequest, loadAverage, measure, signIn, startBuiltServer, stopServer } from './support.mjs';

const [seconds = '3'] = process.argv.slice(2);
const postgraphileDir = process.env.POSTGRAPHILE_DIR;
const cli = postgraphileDir && join(postgraphileDir, 'node_modules', '.bin', 'postgraphile');
if (!cli || !existsSync(cli)) {
  console.error('Set POSTGRAPHILE_DIR to a directory where postgraphile@4 is installed (see the top of this file).');
  process.exit(1);
}
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/lumen_bench';
const concurrencies = (process.env.CONCURRENCY ?? '1,8').split(',').map(Number);
const rounds = Number(process.env.ROUNDS ?? 2);
const firstPort = Number(process.env.PORT ?? 3936);

const page = (field) => ({ sorting: [{ field, direction: 'ASC' }], paging: { limit: 20, offset: 0 } });
const ORGANIZATION_FIELDS = 'id name product usedLicenses countryCode disabled createdAt billingService';
const PROGRAM_FIELDS = 'id title status2 chaptersCount actionsCount difficulty category type published tags updatedAt organizationId';
const postgraphileList = (connection, order, fields) =>
  `query ($filter: ${connection === 'organizations' ? 'OrganizationFilter' : 'CourseFilter'}) {
  ${connection}(first: 20, orderBy: [${order}_ASC, ID_ASC], filter: $filter) { totalCount nodes { ${fields} } }
}`;
/** Each case: our SPA's document and variables, and PostGraphile's equivalent query and variables. */
const cases = [
  { name: 'typename', ours: ['Typename', {}], theirs: ['{ __typename }', {}] },
  {
    name: 'organizations',
    ours: ['OrganizationsList', { filter: {}, ...page('name') }],
    theirs: [postgraphileList('organizations', 'NAME', ORGANIZATION_FIELDS), {}],
  },
  {
    name: 'organizations search',
    ours: ['OrganizationsList', { filter: { name: { iLike: '%workspace 1%' } }, ...page('name') }],
    theirs: [postgraphileList('organizations', 'NAME', ORGANIZATION_FIELDS), { filter: { name: { likeInsensitive: '%workspace 1%' } } }],
  },
  {
    name: 'programs',
    ours: ['CoursesList', { filter: {}, ...page('title') }],
    theirs: [postgraphileList('courses', 'TITLE', PROGRAM_FIELDS), {}],
  },
  {
    name: 'programs search',
    ours: ['CoursesList', { filter: { title: { iLike: '%program 1%' } }, ...page('title') }],
    theirs: [postgraphileList('courses', 'TITLE', PROGRAM_FIELDS), { filter: { title: { likeInsensitive: '%program 1%' } } }],
  },
].filter((item) => !process.env.CASES || process.env.CASES.split(',').includes(item.name));

const documents = await loadSpaDocuments();
documents.set('Typename', '{ __typename }');

/** graphqlRequest without the Authorization header (PostGraphile refuses a token it has no secret for). */
const anonymousRequest = async (baseUrl, query, variables) => {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip' },
    body: JSON.stringify({ query, variables }),
  });
  const body = await response.json();
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
};

const startPostgraphile = (port) =>
  new Promise((resolvePromise, reject) => {
    const child = spawn(
      cli,
      [
        ...['-c', databaseUrl, '-s', 'public', '-p', String(port), '-n', '127.0.0.1'],
        ...['--append-plugins', '@graphile-contrib/pg-simplify-inflector,postgraphile-plugin-connection-filter', '--disable-query-log'],
      ],
      { cwd: postgraphileDir, env: { ...process.env, NODE_ENV: 'production' }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    const onData = (chunk) => {
      output += chunk;
      if (output.includes('server listening')) resolvePromise(child);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`PostGraphile exited with ${code}: ${output}`)));
  });

console.log(`load average at start: ${loadAverage()}`);
/** Our server (a build: this repository's dist, or BASE_ENTRY's), signed in as the super editor. */
const startOurs = async (entry, port) => {
  if (entry) process.env.SERVER_ENTRY = entry;
  else delete process.env.SERVER_ENTRY;
  const child = await startBuiltServer({
    DATABASE_URL: databaseUrl,
    DATA_DIR: resolve('bench/.data/pg'),
    PORT: String(port),
    SEED_DEMO_DATA: 'true',
    NODE_ENV: 'production',
  });
  const base = `http://127.0.0.1:${port}`;
  const token = await signIn(base, 'super@demo.test');
  return {
    child,
    task:
      ({ ours: [operation, variables] }) =>
      () =>
        graphqlRequest(base, token, documents.get(operation), variables),
  };
};
const servers = { ours: await startOurs(process.env.SERVER_ENTRY, firstPort) };
// BASE_ENTRY: another build of ours in the same rotation (before/after beside PostGraphile in one run).
if (process.env.BASE_ENTRY) servers['ours (base)'] = await startOurs(process.env.BASE_ENTRY, firstPort + 2);
const theirsBase = `http://127.0.0.1:${firstPort + 1}`;
servers.postgraphile = {
  child: await startPostgraphile(firstPort + 1),
  task:
    ({ theirs: [query, variables] }) =>
    () =>
      anonymousRequest(theirsBase, query, variables),
};
const names = Object.keys(servers);

// The answers must be of the same size: the same rows on both sides.
for (const item of cases) {
  const [mine, other] = [await servers.ours.task(item)(), await servers.postgraphile.task(item)()];
  const sizes = [mine, other].map((data) => Object.values(data)[0]?.nodes?.length ?? 0);
  const totals = [mine, other].map((data) => Object.values(data)[0]?.totalCount ?? 0);
  if (sizes[0] !== sizes[1] || totals[0] !== totals[1])
    throw new Error(`${item.name}: ours ${sizes[0]}/${totals[0]} rows, PostGraphile's ${sizes[1]}/${totals[1]}`);
}

const results = {};
for (let round = 1; round <= rounds; round += 1) {
  for (const item of cases) {
    const order = round % 2 === 1 ? names : [...names].reverse();
    for (const name of order) {
      const { child, task } = servers[name];
      const run = task(item);
      await measure(run, 1, 0.5);
      for (const concurrency of concurrencies) {
        const before = cpuMsOf(child.pid);
        const measured = await measure(run, concurrency, Number(seconds));
        const cpu = (cpuMsOf(child.pid) - before) / measured.requests;
        const key = `${item.name}|${concurrency}|${name}`;
        (results[key] ??= []).push({ ...measured, cpu });
        console.log(
          `round ${round} ${name.padEnd(12)} ${item.name.padEnd(22)} c=${concurrency} p50 ${measured.p50} ms ${measured.perSecond} req/s ${cpu.toFixed(2)} cpu ms/req`,
        );
      }
    }
  }
}
for (const { child } of Object.values(servers)) await stopServer(child);
console.log(`load average at end: ${loadAverage()}`);

/** The median over the rounds: one round disturbed by the machine's other work does not move it. */
const median = (items, key) => {
  const sorted = items.map((item) => item[key]).sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const ourNames = names.filter((name) => name !== 'postgraphile');
console.log(
  `\n| list | c | ${names.map((name) => `${name} p50 ms`).join(' | ')} | ${names.map((name) => `${name} req/s`).join(' | ')} | ` +
    `${names.map((name) => `${name} CPU ms/req`).join(' | ')} | ${ourNames.map((name) => `${name} / PostGraphile: time, throughput, CPU`).join(' | ')} |`,
);
console.log(`|---|---|${names.map(() => '---|---|---|').join('')}${ourNames.map(() => '---|').join('')}`);
for (const item of cases)
  for (const concurrency of concurrencies) {
    const figures = Object.fromEntries(
      names.map((name) => {
        const items = results[`${item.name}|${concurrency}|${name}`];
        return [name, { p50: median(items, 'p50'), rate: median(items, 'perSecond'), cpu: median(items, 'cpu') }];
      }),
    );
    const theirs = figures.postgraphile;
    console.log(
      `| ${item.name} | ${concurrency} | ${names.map((name) => figures[name].p50.toFixed(1)).join(' | ')} | ` +
        `${names.map((name) => figures[name].rate.toFixed(0)).join(' | ')} | ${names.map((name) => figures[name].cpu.toFixed(2)).join(' | ')} | ` +
        `${ourNames
          .map(
            (name) =>
              `×${(figures[name].p50 / theirs.p50).toFixed(2)}, ×${(figures[name].rate / theirs.rate).toFixed(2)}, ×${(figures[name].cpu / theirs.cpu).toFixed(2)}`,
          )
          .join(' | ')} |`,
    );
  }
