// Builds the bench's large PostgreSQL data set (bench/data.mjs: 1M learners, the demo workspace
// grown to 100k) into a database of its own, without the rest of `npm run bench`: for the quick
// measurements (compare-builds.mjs, profile-list.mjs) on the 1M-learner data. Once per database;
// minutes of CPU. After `npm run build:server`:
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/lumen_bench_1m node bench/quick/large-data.mjs
// BENCH_SCALE (0..1] shrinks it; PORT (default 3933) is the server's while it migrates and seeds.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import pg from 'pg';

import { buildData, buildStudies, isBuilt, sizesFor, sqlFor } from '../data.mjs';
import { startServer, stopServer } from '../support.mjs';

const url = process.env.BENCH_DATABASE_URL;
if (!url) throw new Error('Set BENCH_DATABASE_URL to the database to build (it is created when missing).');
const name = new URL(url).pathname.slice(1);
const admin = new pg.Client({ connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString() });
await admin.connect();
if (!(await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount) await admin.query(`CREATE DATABASE "${name}"`);
await admin.end();
// The first start migrates and seeds the demo workspace; the bulk rows go in beside it.
await stopServer(await startServer({ DATABASE_URL: url, DATA_DIR: mkdtempSync(join(tmpdir(), 'large-data-')), PORT: process.env.PORT ?? '3933' }));
const writer = new pg.Client({ connectionString: url });
await writer.connect();
const db = sqlFor('postgres', writer);
const sizes = sizesFor('postgres');
const startedAt = performance.now();
if (await isBuilt(db)) console.log('data set present');
else await buildData(db, sizes, console.log);
await buildStudies(db, sizes, console.log);
await writer.end();
console.log(`done in ${((performance.now() - startedAt) / 1000).toFixed(0)} s`);
