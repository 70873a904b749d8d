// Dates are stored and compared in UTC whatever the machine's zone.
process.env.TZ = 'UTC';

import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { loadAppConfig } from './config/app-config';
import { createApp } from './create-app';
import { describeDemoAccounts } from './seed/demo-accounts';

const bootstrap = async (): Promise<void> => {
  const config = loadAppConfig();
  const startedAt = Date.now();
  const app = await createApp({ logger: ['error', 'warn', 'log'] });
  // Nest passes its arguments on to http.Server.listen(port, backlog): Node's default backlog (511)
  // overflows when thousands of live sockets (re)connect at once, and the overflow ends in resets.
  await (app as unknown as { listen: (port: number, backlog: number) => Promise<unknown> }).listen(config.port, config.listenBacklog);
  // The port actually bound (PORT=0 picks a free one).
  const port = ((app.getHttpServer() as Server).address() as AddressInfo).port;
  const database = config.databaseUrl ? 'PostgreSQL' : `SQLite in ${config.dataDirectory}`;
  console.log(`\nLumen dashboard: http://localhost:${port} (${database}), ready in ${Date.now() - startedAt} ms`);
  if (config.seedDemoData) console.log(`${describeDemoAccounts()}\n`);
};

bootstrap().catch((error: unknown) => {
  // Configuration mistakes are reported plainly, without a stack.
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
