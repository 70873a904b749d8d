// The analytics cases of `npm run bench` alone, on PostgreSQL: builds the data set once (bench/data.mjs,
// BENCH_SCALE shrinks it) into BENCH_DATABASE_URL, then measures the analytics screen's document for
// the demo workspace and its large group beside each one's raw-SQL floor, the screen's document and
// each of its three queries alone, then a program distributed to every group of that workspace.
//   BENCH_SCALE=0.1 BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/lumen_bench_quick node bench/quick/analytics.mjs
import { resolve } from 'node:path';

import pg from 'pg';

import { buildData, buildStudies, isBuilt, sizesFor, sqlFor } from '../data.mjs';
import { distributionRow, measureDistribution } from '../distribution.mjs';
import { analyticsCases, analyticsPartDocuments, loadSpaDocuments } from '../lists.mjs';
import { graphqlRequest, measure, signIn, startServer, stopServer } from '../support.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const URL_ = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/lumen_bench';
const PORT = Number(process.env.PORT ?? 3932);
const environment = { DATABASE_URL: URL_, DATA_DIR: resolve('bench/.data/pg-quick'), PORT: String(PORT) };

const admin = new pg.Client({ connectionString: Object.assign(new URL(URL_), { pathname: '/postgres' }).toString() });
await admin.connect();
const name = new URL(URL_).pathname.slice(1);
if (!(await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount) await admin.query(`CREATE DATABASE "${name}"`);
await admin.end();

await stopServer(await startServer(environment));
const writer = new pg.Client({ connectionString: URL_ });
await writer.connect();
const db = sqlFor('postgres', writer);
const sizes = sizesFor('postgres');
if (!(await isBuilt(db))) await buildData(db, sizes, console.log);
await buildStudies(db, sizes, console.log);
await writer.end();

const server = await startServer(environment);
const baseUrl = `http://127.0.0.1:${PORT}`;
const token = await signIn(baseUrl, 'manager@demo.test');
const spaDocuments = await loadSpaDocuments();
const documents = new Map([...spaDocuments, ...analyticsPartDocuments(spaDocuments)]);
const pool = new pg.Pool({ connectionString: URL_, max: 16 });
try {
  for (const item of analyticsCases(true)) {
    const task = () => graphqlRequest(baseUrl, token, documents.get(item.operation), item.variables);
    const floorTask = async () => {
      for (const statement of item.floor) await pool.query(statement);
    };
    await task();
    await floorTask();
    const floor = await measure(floorTask, 1, SECONDS);
    const measured = await measure(task, 1, SECONDS);
    console.log(
      `${item.name.padEnd(52)} p50 ${measured.p50} ms p95 ${measured.p95} ms   floor p50 ${floor.p50} ms  ×${(measured.p50 / Math.max(floor.p50, 0.01)).toFixed(1)}`,
    );
  }
  // A program given to every group of the 100k workspace at once, as in npm run bench.
  console.log(
    distributionRow(await measureDistribution((caller, operation, variables) => graphqlRequest(baseUrl, caller, documents.get(operation), variables), token)),
  );
} finally {
  await pool.end();
  await stopServer(server);
}
