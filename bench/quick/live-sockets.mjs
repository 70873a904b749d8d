// Opens SOCKETS (default 5,000) graphql-ws connections at once against the built server, each with
// its own session, subscribes each to listenToAuthChanges and counts what happened.
//   npm run build:server && node bench/quick/live-sockets.mjs
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import Database from 'better-sqlite3';
import { createClient } from 'graphql-ws';
import jwt from 'jsonwebtoken';
import pg from 'pg';
import WebSocket from 'ws';

import { graphqlRequest, signIn, startBuiltServer, stopServer } from './support.mjs';

const sockets = Number(process.env.SOCKETS ?? 5000);
const port = process.env.PORT ?? '3312';
const secret = 'quick-bench-secret-that-is-long-enough-for-hs256';
const dataDirectory = mkdtempSync(join(tmpdir(), 'lumen-quick-live-'));
const environment = {
  DATA_DIR: dataDirectory,
  PORT: port,
  DATABASE_URL: process.env.DATABASE_URL ?? '',
  REDIS_URL: process.env.REDIS_URL ?? '',
  TOKEN_SECRET: secret,
  CLIENT_DIR: '/nonexistent',
};

/** One session row per socket, as if each tab had signed in (sign-in itself is not what is measured). */
const createSessions = async () => {
  const expiresAt = new Date(Date.now() + 3600_000);
  const rows = [];
  if (environment.DATABASE_URL) {
    const client = new pg.Client({ connectionString: environment.DATABASE_URL });
    await client.connect();
    const users = (await client.query('SELECT "id" FROM "users"')).rows;
    for (let index = 0; index < sockets; index += 1) rows.push({ sessionId: randomUUID(), userId: users[index % users.length].id });
    await client.query('INSERT INTO "sessions" ("id", "userId", "expiresAt", "lastSeenAt") SELECT unnest($1::text[]), unnest($2::text[]), $3, now()', [
      rows.map((row) => row.sessionId),
      rows.map((row) => row.userId),
      expiresAt,
    ]);
    await client.end();
  } else {
    const database = new Database(join(dataDirectory, 'lumen.sqlite'));
    const users = database.prepare('SELECT "id" FROM "users"').all();
    const insert = database.prepare('INSERT INTO "sessions" ("id", "userId", "expiresAt", "lastSeenAt") VALUES (?, ?, ?, ?)');
    const stamp = (date) => date.toISOString().replace('T', ' ').slice(0, 23);
    database.transaction(() => {
      for (let index = 0; index < sockets; index += 1) {
        const row = { sessionId: randomUUID(), userId: users[index % users.length].id };
        insert.run(row.sessionId, row.userId, stamp(expiresAt), stamp(new Date()));
        rows.push(row);
      }
    })();
    database.close();
  }
  const exp = Math.floor(expiresAt.getTime() / 1000);
  return rows.map((row) => jwt.sign({ exp }, secret, { algorithm: 'HS256', subject: row.userId, audience: 'lumen-dashboard', jwtid: row.sessionId }));
};

await stopServer(await startBuiltServer(environment));
const tokens = await createSessions();
const server = await startBuiltServer(environment);
/** CPU seconds the server process has used (user + system), from /proc. */
const serverCpuSeconds = () => {
  const fields = readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};
const cpuBefore = serverCpuSeconds();
const counts = { opened: 0, acknowledged: 0, firstEvent: 0, closed: 0, errors: 0, uncaught: 0 };
// A reset during the handshake surfaces as an uncaught socket error in ws: count it, do not die.
process.on('uncaughtException', (error) => {
  counts.uncaught += 1;
  if (counts.uncaught === 1) console.error(`first uncaught: ${error.message}`);
});
const closeCodes = {};
const clients = [];
/** Per broadcast round: milliseconds from the server's commit (changedAt) to each socket's receipt. */
const rounds = [];
const startedAt = performance.now();
const acknowledgedAt = [];
await Promise.all(
  tokens.map(
    (token) =>
      new Promise((resolve) => {
        const timer = setTimeout(resolve, 60_000);
        const client = createClient({
          url: `ws://127.0.0.1:${port}/graphql`,
          webSocketImpl: WebSocket,
          connectionParams: { Authorization: `Bearer ${token}` },
          retryAttempts: 0,
          lazy: false,
          onNonLazyError: () => undefined,
          on: {
            opened: () => (counts.opened += 1),
            connected: () => {
              counts.acknowledged += 1;
              acknowledgedAt.push(performance.now() - startedAt);
            },
            closed: (event) => {
              counts.closed += 1;
              const code = event?.code ?? 'none';
              closeCodes[code] = (closeCodes[code] ?? 0) + 1;
              clearTimeout(timer);
              resolve();
            },
          },
        });
        clients.push(client);
        // What every open dashboard listens to: one banner change reaches every socket.
        client.subscribe(
          { query: 'subscription { notificationBannersChanged { bannerId changedAt } }' },
          {
            next: (value) => rounds.at(-1)?.push(Date.now() - Number(value.data?.notificationBannersChanged?.changedAt ?? Date.now())),
            error: () => undefined,
            complete: () => undefined,
          },
        );
        client.subscribe(
          { query: 'subscription { listenToAuthChanges { status } }' },
          {
            next: (value) => {
              if (value.data?.listenToAuthChanges?.status === 'UserAuthNoChange') {
                counts.firstEvent += 1;
                clearTimeout(timer);
                resolve();
              }
            },
            error: () => {
              counts.errors += 1;
              clearTimeout(timer);
              resolve();
            },
            complete: () => undefined,
          },
        );
      }),
  ),
);
acknowledgedAt.sort((a, b) => a - b);
const secondsToAllAnswered = Number(((performance.now() - startedAt) / 1000).toFixed(1));

// Delivery: with every socket open, a super editor toggles a banner; each socket times the event.
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const baseUrl = `http://127.0.0.1:${port}`;
const superToken = await signIn(baseUrl, 'super@demo.test');
const toggle = 'mutation ($enabled: Boolean!) { updateNotificationBanner(bannerId: "spring-sale", bannerData: { enabled: $enabled }) { id } }';
for (let round = 0; round < ROUNDS; round += 1) {
  rounds.push([]);
  await graphqlRequest(baseUrl, superToken, toggle, { enabled: round % 2 === 1 });
  const deadline = Date.now() + 15_000;
  while (rounds.at(-1).length < counts.firstEvent && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  await new Promise((resolve) => setTimeout(resolve, 500));
}
const percentile = (sorted, share) => (sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]) : null);
const deliveries = rounds.flat().sort((a, b) => a - b);
console.log(
  JSON.stringify({
    sockets,
    ...counts,
    closeCodes,
    secondsToAllAnswered,
    lastAcknowledgedMs: Math.round(acknowledgedAt.at(-1) ?? 0),
    deliveryRounds: ROUNDS,
    delivered: rounds.map((items) => items.length),
    deliveryP50Ms: percentile(deliveries, 0.5),
    deliveryP95Ms: percentile(deliveries, 0.95),
    deliveryP99Ms: percentile(deliveries, 0.99),
    deliveryMaxMs: deliveries.length ? Math.round(deliveries.at(-1)) : null,
    serverCpuSeconds: Number((serverCpuSeconds() - cpuBefore).toFixed(1)),
  }),
);
await Promise.all(clients.map((client) => client.dispose()));
await stopServer(server);
rmSync(dataDirectory, { recursive: true, force: true });
