// Our server beside PostGraphile 4 on the same PostgreSQL database: the small lists (organizations,
// programs, each with an ILIKE search; first page of 20 with totalCount, ordered by name) and a bare
// `{ __typename }`, at each concurrency, the two servers taking turns case by case (the order
// flipped every round), with the same timed loop as the bench (bench/support.mjs measure) and each
// server's CPU ms per request. Not part of `npm test` or `npm run bench`; this repository does not
// depend on PostGraphile. Install it outside the repository first:
//   mkdir -p /tmp/pgl && cd /tmp/pgl && npm init -y &&
//     npm i postgraphile@4 @graphile-contrib/pg-simplify-inflector postgraphile-plugin-connection-filter@2
// then, on a database our server has migrated and seeded (any, e.g. the bench's or a fresh one: the
// demo data is seeded at the first start), after `npm run build`:
//   POSTGRAPHILE_DIR=/tmp/pgl BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/lumen_bench \
//     node bench/quick/postgraphile.mjs [seconds]
// CONCURRENCY (default 1,8), ROUNDS (default 2), CASES (default all), PORT (default 3936; PostGraphile
// takes the next), SERVER_ENTRY (another build of ours). PostGraphile runs as the database owner
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
const oursBase = `http://127.0.0.1:${firstPort}`;
const ours = await startBuiltServer({
  DATABASE_URL: databaseUrl,
  DATA_DIR: resolve('bench/.data/pg'),
  PORT: String(firstPort),
  SEED_DEMO_DATA: 'true',
  NODE_ENV: 'production',
});
const token = await signIn(oursBase, 'super@demo.test');
const theirsBase = `http://127.0.0.1:${firstPort + 1}`;
const theirs = await startPostgraphile(firstPort + 1);

const servers = {
  ours: {
    child: ours,
    task:
      ({ ours: [operation, variables] }) =>
      () =>
        graphqlRequest(oursBase, token, documents.get(operation), variables),
  },
  postgraphile: {
    child: theirs,
    task:
      ({ theirs: [query, variables] }) =>
      () =>
        anonymousRequest(theirsBase, query, variables),
  },
};
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
    const order = round % 2 === 1 ? ['ours', 'postgraphile'] : ['postgraphile', 'ours'];
    for (const name of order) {
      const { child, task } = servers[name];
      const run = task(item);
      await measure(run, 1, 1);
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
await stopServer(ours);
await stopServer(theirs);
console.log(`load average at end: ${loadAverage()}`);

const mean = (items, key) => items.reduce((sum, item) => sum + item[key], 0) / items.length;
console.log(
  '\n| list | c | ours p50 ms | PostGraphile p50 ms | ours req/s | PostGraphile req/s | ours CPU ms/req | PostGraphile CPU ms/req | time ratio | throughput ratio |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|');
for (const item of cases)
  for (const concurrency of concurrencies) {
    const [mine, other] = ['ours', 'postgraphile'].map((name) => results[`${item.name}|${concurrency}|${name}`]);
    const [p50, otherP50, rate, otherRate] = [mean(mine, 'p50'), mean(other, 'p50'), mean(mine, 'perSecond'), mean(other, 'perSecond')];
    console.log(
      `| ${item.name} | ${concurrency} | ${p50.toFixed(1)} | ${otherP50.toFixed(1)} | ${rate.toFixed(0)} | ${otherRate.toFixed(0)} | ` +
        `${mean(mine, 'cpu').toFixed(2)} | ${mean(other, 'cpu').toFixed(2)} | ×${(p50 / otherP50).toFixed(2)} | ×${(rate / otherRate).toFixed(2)} |`,
    );
  }
