// A/B of two server builds on the benchmark's data (npm run bench built it): the same list cases,
// alternating builds, so a noisy machine affects both alike.
//   BASE_ENTRY=/path/to/other/dist/server/src/main.js node bench/quick/compare-builds.mjs [postgres|sqlite] [seconds]
// Beside p50 and requests/s, the server's CPU ms per request (from /proc), the steadier figure on a
// shared machine. CASES (comma-separated names; also 'typename', a bare `{ __typename }`, and 'programs search'),
// CONCURRENCY (default 1,16), ROUNDS (default 2), PORT (default 3932; the other build takes the next). On an empty database (BENCH_DATABASE_URL) the demo
// data is seeded: enough for the small lists, whose cost is the server's own rather than the SQL's.
// The summary gives each figure's median over the rounds: many short rounds (ROUNDS=8, 1 s) beat a few long ones.
// A copy of a build runs from anywhere its node_modules resolve: copy dist/ to a directory beside a
// symlink node_modules -> this repository's.
import { resolve } from 'node:path';

import { listCases, loadSpaDocuments } from '../lists.mjs';
import { cpuMsOf, graphqlRequest, loadAverage, measure, signIn, startBuiltServer, stopServer } from './support.mjs';

const [dialect = 'postgres', seconds = '3'] = process.argv.slice(2);
const names = (process.env.CASES ?? 'users,group learners,workspace people,organizations,programs').split(',');
const concurrencies = (process.env.CONCURRENCY ?? '1,16').split(',').map(Number);
const rounds = Number(process.env.ROUNDS ?? 2);
const firstPort = Number(process.env.PORT ?? 3932);
const builds = { base: process.env.BASE_ENTRY, new: resolve('dist/server/src/main.js') };
const environment =
  dialect === 'postgres'
    ? { DATABASE_URL: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/lumen_bench', DATA_DIR: resolve('bench/.data/pg') }
    : { DATABASE_URL: '', DATA_DIR: resolve('bench/.data/sqlite') };
const documents = await loadSpaDocuments();
documents.set('Typename', '{ __typename }');
const extraCases = [
  { name: 'typename', role: 'super', operation: 'Typename', variables: {} },
  {
    name: 'programs search',
    role: 'super',
    operation: 'CoursesList',
    variables: { filter: { title: { iLike: '%program 1%' } }, sorting: [{ field: 'title', direction: 'ASC' }], paging: { limit: 20, offset: 0 } },
  },
];
const cases = [...listCases(dialect === 'postgres'), ...extraCases].filter((item) => names.includes(item.name));
console.log(`load average at start: ${loadAverage()}`);
// Both builds run at once (each on its own port, the same data) and take turns case by case, the
// order flipped every round, so a change in the machine's load falls on both alike.
const servers = {};
for (const [index, [build, entry]] of Object.entries(builds).entries()) {
  process.env.SERVER_ENTRY = entry;
  const port = String(firstPort + index);
  const child = await startBuiltServer({ ...environment, PORT: port, SEED_DEMO_DATA: 'true', NODE_ENV: 'production' });
  const base = `http://127.0.0.1:${port}`;
  servers[build] = { child, base, tokens: { super: await signIn(base, 'super@demo.test'), manager: await signIn(base, 'manager@demo.test') } };
}
const totals = {};
for (let round = 1; round <= rounds; round += 1) {
  for (const item of cases) {
    const key = `${item.name} (${item.role})`;
    const order = round % 2 === 1 ? Object.keys(builds) : Object.keys(builds).reverse();
    for (const build of order) {
      const { child, base, tokens } = servers[build];
      const task = () => graphqlRequest(base, tokens[item.role], documents.get(item.operation), item.variables);
      await measure(task, 1, 0.3);
      const figures = {};
      for (const concurrency of concurrencies) {
        const before = cpuMsOf(child.pid);
        const measured = await measure(task, concurrency, Number(seconds));
        figures[`p50 c=${concurrency}`] = measured.p50;
        figures[`c=${concurrency}`] = measured.perSecond;
        figures[`cpu c=${concurrency}`] = (cpuMsOf(child.pid) - before) / measured.requests;
      }
      totals[key] ??= {};
      (totals[key][build] ??= []).push(figures);
      const line = concurrencies.map(
        (concurrency) =>
          `c=${concurrency} p50 ${figures[`p50 c=${concurrency}`]} ms ${figures[`c=${concurrency}`]} req/s ${figures[`cpu c=${concurrency}`].toFixed(2)} cpu ms/req`,
      );
      console.log(`round ${round} ${build.padEnd(4)} ${key.padEnd(36)} ${line.join('  ')}`);
    }
  }
}
for (const { child } of Object.values(servers)) await stopServer(child);
console.log(`load average at end: ${loadAverage()}`);
/** The median over the rounds: one round disturbed by the machine's other work does not move it. */
const median = (items, key, digits = 1) => {
  const sorted = items.map((item) => item[key]).sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return (sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2).toFixed(digits);
};
for (const [key, byBuild] of Object.entries(totals))
  console.log(
    `${key.padEnd(36)} ` +
      Object.entries(byBuild)
        .map(
          ([build, items]) =>
            `${build}: ` +
            concurrencies
              .map(
                (concurrency) =>
                  `c=${concurrency} p50 ${median(items, `p50 c=${concurrency}`)} ms ${median(items, `c=${concurrency}`)}/s ${median(items, `cpu c=${concurrency}`, 2)} cpu ms`,
              )
              .join(', '),
        )
        .join('   '),
  );
