// `npm run bench`: builds the large data set once per database, starts the built server on it, and
// prints p50/p95/p99 and requests/s of the SPA's own list documents at concurrency 1 and 16 with each
// list's raw-SQL floor, the group page, 5,000 live subscribers, the first download's JavaScript, and
// each signed-in page's main-thread work, paints, scripts, commits, API rounds and critical path
// (page-trace.mjs), over HTTP/1.1 and over HTTP/2 (PAGE_PROTOCOL=http1|h2|both, default both).
//   BENCH_DATABASES=postgres,sqlite (default both)  BENCH_SECONDS=4  BENCH_SCALE=1
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/lumen_bench
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

import Database from 'better-sqlite3';
import pg from 'pg';

import { buildData, buildStudies, isBuilt, sizesFor, sqlFor } from './data.mjs';
import { distributionRow, measureDistribution } from './distribution.mjs';
import { measureFirstDownload } from './first-download.mjs';
import { measurePagesOnProtocols } from './page-trace.mjs';
import { analyticsCases, analyticsPartDocuments, groupPageCase, listCases, loadSpaDocuments } from './lists.mjs';
import { graphqlRequest, measure, signIn, startServer, stopServer } from './support.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const DATABASES = (process.env.BENCH_DATABASES ?? 'postgres,sqlite').split(',');
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/lumen_bench';
const SQLITE_DIR = resolve('bench/.data/sqlite');
const PORT = 3931;
const results = { startedAt: new Date().toISOString(), seconds: SECONDS, databases: {} };
const log = (line) => console.log(line);

const ensurePostgresDatabase = async () => {
  const url = new URL(PG_URL);
  const admin = new pg.Client({ connectionString: Object.assign(new URL(PG_URL), { pathname: '/postgres' }).toString() });
  await admin.connect();
  const name = url.pathname.slice(1);
  if (!(await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount) await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
};

const environmentFor = (dialect) =>
  dialect === 'postgres' ? { DATABASE_URL: PG_URL, DATA_DIR: resolve('bench/.data/pg') } : { DATA_DIR: SQLITE_DIR, DATABASE_URL: '' };

/** Opens the raw connection the floors run on: a pool of 16 on PostgreSQL, the file on SQLite. */
const openRaw = async (dialect) => {
  if (dialect === 'postgres') {
    const pool = new pg.Pool({ connectionString: PG_URL, max: 16 });
    return { db: sqlFor('postgres', pool), query: (sql) => pool.query(sql), close: () => pool.end() };
  }
  const file = new Database(join(SQLITE_DIR, 'lumen.sqlite'), { readonly: true });
  return { db: sqlFor('sqlite', file), query: async (sql) => file.prepare(sql).all(), close: () => file.close() };
};

const prepare = async (dialect) => {
  if (dialect === 'postgres') await ensurePostgresDatabase();
  mkdirSync(environmentFor(dialect).DATA_DIR, { recursive: true });
  // The first start migrates and seeds the demo workspace; the bulk rows go in beside it.
  await stopServer(await startServer({ ...environmentFor(dialect), PORT: String(PORT) }));
  const writer = dialect === 'postgres' ? new pg.Client({ connectionString: PG_URL }) : new Database(join(SQLITE_DIR, 'lumen.sqlite'));
  if (dialect === 'postgres') await writer.connect();
  const db = sqlFor(dialect, writer);
  if (await isBuilt(db)) log(`${dialect}: data set present`);
  else {
    const sizes = sizesFor(dialect);
    log(`${dialect}: building ${sizes.learners.toLocaleString('en')} learners (${sizes.acmeLearners.toLocaleString('en')} in the demo workspace)…`);
    await buildData(db, sizes, log);
  }
  await buildStudies(db, sizesFor(dialect), log);
  await (dialect === 'postgres' ? writer.end() : writer.close());
};

const row = (label, figures, floor) =>
  `${label.padEnd(44)} c=${String(figures.concurrency).padEnd(3)} p50 ${String(figures.p50).padStart(7)} p95 ${String(figures.p95).padStart(7)} p99 ${String(figures.p99).padStart(7)} ms ${String(figures.perSecond).padStart(7)} req/s` +
  (floor ? `   floor p50 ${String(floor.p50).padStart(6)} ms  ×${(figures.p50 / Math.max(floor.p50, 0.01)).toFixed(1)}` : '');

const runDatabase = async (dialect, documents) => {
  await prepare(dialect);
  const server = await startServer({ ...environmentFor(dialect), PORT: String(PORT) });
  const baseUrl = `http://127.0.0.1:${PORT}`;
  const tokens = { super: await signIn(baseUrl, 'super@demo.test'), manager: await signIn(baseUrl, 'manager@demo.test') };
  const raw = await openRaw(dialect);
  const figures = { lists: [], groupPage: null, distribution: null };
  const graphql = (token, operation, variables) =>
    graphqlRequest(baseUrl, token, documents.get(operation), variables).catch((error) => {
      throw new Error(`${operation}: ${error.message.slice(0, 300)}`);
    });
  log(`\n${dialect}: lists (${SECONDS} s each)`);
  for (const list of [...listCases(dialect === 'postgres'), ...analyticsCases(dialect === 'postgres')]) {
    if (!documents.has(list.operation)) throw new Error(`The SPA has no operation ${list.operation}`);
    const task = () => graphql(tokens[list.role], list.operation, list.variables);
    await task(); // warm: plans, caches, the session
    const floorTask = async () => {
      for (const statement of list.floor) await raw.query(statement);
    };
    await floorTask();
    const floor = await measure(floorTask, 1, SECONDS);
    for (const concurrency of [1, 16]) {
      const measured = await measure(task, concurrency, SECONDS);
      figures.lists.push({
        name: list.name,
        role: list.role,
        ...measured,
        floorP50: floor.p50,
        ratio: Number((measured.p50 / Math.max(floor.p50, 0.01)).toFixed(2)),
      });
      log(row(`${list.name} (${list.role})`, measured, concurrency === 1 ? floor : null));
    }
  }
  const page = () => Promise.all(groupPageCase.operations.map(([operation, variables]) => graphql(tokens[groupPageCase.role], operation, variables)));
  await page();
  figures.groupPage = await measure(page, 1, SECONDS);
  log(row(groupPageCase.name, figures.groupPage));
  figures.distribution = await measureDistribution(graphql, tokens.manager);
  log(distributionRow(figures.distribution));
  await raw.close();
  if (dialect === DATABASES[0]) {
    results.firstDownload = await measureFirstDownload(baseUrl, log);
    log(`\n${dialect}: pages in Chromium (cold cache; trace, React commits, API rounds, critical path)`);
    // Over HTTP/1.1 (the server itself) and HTTP/2 (a TLS proxy in front, as in production) unless PAGE_PROTOCOL narrows.
    const pages = await measurePagesOnProtocols(baseUrl, log, 'both');
    results.pages = pages.http1;
    results.pagesH2 = pages.h2;
  }
  await stopServer(server);
  return figures;
};

const runLive = (dialect) => {
  const environment = {
    ...process.env,
    SOCKETS: process.env.BENCH_SOCKETS ?? '5000',
    DATABASE_URL: dialect === 'postgres' ? PG_URL.replace(/\/[^/]*$/, '/lumen_bench_live') : '',
  };
  if (dialect === 'postgres')
    spawnSync('psql', [PG_URL.replace(/\/[^/]*$/, '/postgres'), '-qc', 'DROP DATABASE IF EXISTS lumen_bench_live', '-c', 'CREATE DATABASE lumen_bench_live'], {
      stdio: 'ignore',
    });
  const run = spawnSync(process.execPath, ['bench/quick/live-sockets.mjs'], { env: environment, encoding: 'utf8', maxBuffer: 1 << 26 });
  const line = run.stdout.trim().split('\n').at(-1) ?? '{}';
  try {
    return JSON.parse(line);
  } catch {
    return { error: run.stderr.slice(-500) };
  }
};

const spaDocuments = await loadSpaDocuments();
const documents = new Map([...spaDocuments, ...analyticsPartDocuments(spaDocuments)]);
for (const dialect of DATABASES) {
  results.databases[dialect] = await runDatabase(dialect, documents);
  log(`\n${dialect}: ${process.env.BENCH_SOCKETS ?? 5000} live subscribers on one instance`);
  results.databases[dialect].live = runLive(dialect);
  log(`  ${JSON.stringify(results.databases[dialect].live)}`);
}
mkdirSync('bench/results', { recursive: true });
writeFileSync(join('bench/results', `bench-${results.startedAt.replace(/[:.]/g, '-')}.json`), `${JSON.stringify(results, null, 2)}\n`);
writeFileSync('bench/results/latest.json', `${JSON.stringify(results, null, 2)}\n`);
log('\nResults: bench/results/latest.json');
