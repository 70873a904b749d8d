// The server suite again on PostgreSQL (each test file gets its own database under this URL).
// Without a reachable PostgreSQL the pass is skipped with a notice, unless REQUIRE_POSTGRES=1 (CI).
import { spawnSync } from 'node:child_process';

import pg from 'pg';

const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
try {
  await client.connect();
  await client.end();
} catch (error) {
  const message = `PostgreSQL is not reachable at ${url} (${error.message}).`;
  if (process.env.REQUIRE_POSTGRES === '1') {
    console.error(`${message} Start it with: pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start`);
    process.exit(1);
  }
  console.warn(`SKIPPED the PostgreSQL pass: ${message}`);
  process.exit(0);
}
// Two test files at a time, as npm run test:server: a server test mostly waits (HTTP, the database,
// argon2 on libuv's threads), and vitest's default on a 2-core machine is one file at a time.
const run = spawnSync('npx', ['vitest', 'run', '--project', 'server', '--maxWorkers=2'], { stdio: 'inherit', env: { ...process.env, DATABASE_URL: url } });
process.exit(run.status ?? 1);
