// A/B of two server builds on the benchmark's data (npm run bench built it): the same list cases,
// alternating builds, so a noisy machine affects both alike.
//   BASE_ENTRY=/path/to/other/dist/server/src/main.js node bench/quick/compare-builds.mjs [postgres|sqlite] [seconds]
import { resolve } from 'node:path';

import { listCases, loadSpaDocuments } from '../lists.mjs';
import { graphqlRequest, measure, signIn, startBuiltServer, stopServer } from './support.mjs';

const [dialect = 'postgres', seconds = '3'] = process.argv.slice(2);
const names = (process.env.CASES ?? 'users,group learners,workspace people,organizations,programs').split(',');
const builds = { base: process.env.BASE_ENTRY, new: resolve('dist/server/src/main.js') };
const environment =
  dialect === 'postgres'
    ? { DATABASE_URL: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/lumen_bench', DATA_DIR: resolve('bench/.data/pg') }
    : { DATABASE_URL: '', DATA_DIR: resolve('bench/.data/sqlite') };
const documents = await loadSpaDocuments();
const cases = listCases(dialect === 'postgres').filter((item) => names.includes(item.name));
const totals = {};
for (const round of [1, 2]) {
  for (const [build, entry] of Object.entries(builds)) {
    process.env.SERVER_ENTRY = entry;
    const server = await startBuiltServer({ ...environment, PORT: '3932', SEED_DEMO_DATA: 'true', NODE_ENV: 'production' });
    const base = 'http://127.0.0.1:3932';
    const tokens = { super: await signIn(base, 'super@demo.test'), manager: await signIn(base, 'manager@demo.test') };
    for (const item of cases) {
      const task = () => graphqlRequest(base, tokens[item.role], documents.get(item.operation), item.variables);
      await measure(task, 1, 1);
      const one = await measure(task, 1, Number(seconds));
      const sixteen = await measure(task, 16, Number(seconds));
      const key = `${item.name} (${item.role})`;
      totals[key] ??= {};
      (totals[key][build] ??= []).push({ p50: one.p50, c1: one.perSecond, c16: sixteen.perSecond });
      console.log(`round ${round} ${build.padEnd(4)} ${key.padEnd(36)} c=1 p50 ${one.p50} ms ${one.perSecond} req/s  c=16 ${sixteen.perSecond} req/s`);
    }
    await stopServer(server);
  }
}
const mean = (items, key) => (items.reduce((sum, item) => sum + item[key], 0) / items.length).toFixed(1);
for (const [key, byBuild] of Object.entries(totals))
  console.log(
    `${key.padEnd(36)} ` +
      Object.entries(byBuild)
        .map(([build, items]) => `${build}: p50 ${mean(items, 'p50')} ms, c=1 ${mean(items, 'c1')}/s, c=16 ${mean(items, 'c16')}/s`)
        .join('   '),
  );
