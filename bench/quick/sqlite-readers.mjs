// SQLite with 200k learners: list throughput at concurrency 1 and 16 through the built server.
//   npm run build:server && node bench/quick/sqlite-readers.mjs
// DATA_DIR (default /tmp/lumen-quick-sqlite) keeps the data set between runs; SECONDS per case (default 8).
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

import Database from 'better-sqlite3';

import { graphqlRequest, measure, signIn, startBuiltServer, stopServer } from './support.mjs';

const dataDirectory = process.env.DATA_DIR ?? '/tmp/lumen-quick-sqlite';
const port = process.env.PORT ?? '3311';
const seconds = Number(process.env.SECONDS ?? 8);
const learners = Number(process.env.LEARNERS ?? 200_000);
const baseUrl = `http://127.0.0.1:${port}`;
const environment = {
  DATA_DIR: dataDirectory,
  PORT: port,
  DATABASE_URL: '',
  REDIS_URL: '',
  TOKEN_SECRET: 'quick-bench-secret-that-is-long-enough-for-hs256',
  CLIENT_DIR: '/nonexistent',
};

const addLearners = () => {
  const database = new Database(join(dataDirectory, 'lumen.sqlite'));
  const workspace = database.prepare(`SELECT "id" FROM "organizations" WHERE "name" LIKE 'Acme%' LIMIT 1`).get();
  const insertUser = database.prepare(
    `INSERT INTO "users" ("id", "email", "firstName", "lastName", "fullName", "createdAt", "updatedAt") VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertMembership = database.prepare(`INSERT INTO "memberships" ("id", "userId", "role", "organizationId", "joinedAt") VALUES (?, ?, 'member', ?, ?)`);
  const firstNames = ['Kim', 'Lee', 'Park', 'Choi', 'Jung', 'Sato', 'Suzuki', 'Tanaka', 'Smith', 'Jones'];
  database.transaction(() => {
    for (let index = 0; index < learners; index += 1) {
      const id = randomUUID();
      const first = firstNames[index % firstNames.length];
      const last = `Learner${index}`;
      const at = new Date(Date.UTC(2024, 0, 1) + index * 60_000).toISOString().replace('T', ' ').slice(0, 19);
      insertUser.run(id, `learner${index}@bulk.test`, first, last, `${first} ${last}`, at, at);
      insertMembership.run(randomUUID(), id, workspace.id, at);
    }
  })();
  database.pragma('optimize');
  database.close();
};

const USERS = `query UsersTable($filter: UserFilter!, $sorting: [UserSort!]!, $paging: OffsetPaging!) {
  users(filter: $filter, sorting: $sorting, paging: $paging) { totalCount nodes { id email fullName roles emailVerified lastLoginAt createdAt } } }`;
const ORGANIZATIONS = `query OrganizationsTable($filter: OrganizationFilter!, $sorting: [OrganizationSort!]!, $paging: OffsetPaging!) {
  organizations(filter: $filter, sorting: $sorting, paging: $paging) { totalCount nodes { id name product disabled usedLicenses countryCode createdAt } } }`;

if (!existsSync(join(dataDirectory, 'lumen.sqlite'))) {
  console.log(`Preparing ${learners} learners in ${dataDirectory} ...`);
  await stopServer(await startBuiltServer(environment));
  addLearners();
}
const server = await startBuiltServer(environment);
try {
  const token = await signIn(baseUrl, 'super@demo.test');
  const cases = {
    'users list (super editor)': () =>
      graphqlRequest(baseUrl, token, USERS, { filter: {}, sorting: [{ field: 'createdAt', direction: 'DESC' }], paging: { limit: 20, offset: 0 } }),
    'users search "kim" (super editor)': () =>
      graphqlRequest(baseUrl, token, USERS, { filter: { email: { iLike: '%kim%' } }, sorting: [], paging: { limit: 20, offset: 0 } }),
    'organizations list (super editor)': () => graphqlRequest(baseUrl, token, ORGANIZATIONS, { filter: {}, sorting: [], paging: { limit: 20, offset: 0 } }),
  };
  for (const [name, task] of Object.entries(cases)) {
    await measure(task, 4, 1);
    const single = await measure(task, 1, seconds);
    const sixteen = await measure(task, 16, seconds);
    console.log(`${name}\n  c=1  ${JSON.stringify(single)}\n  c=16 ${JSON.stringify(sixteen)}\n  ratio ${(sixteen.perSecond / single.perSecond).toFixed(2)}x`);
  }
} finally {
  await stopServer(server);
}
