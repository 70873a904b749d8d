import type { DataProvider } from '@refinedev/core';
import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { registeredResources } from '../../server/src/common/resource/resource-registry';
import { EXPECTATIONS, Role, ROLES } from './support/authorization-expectations';
import { collect, Collected, liveClient } from './support/graphql-client';
import { codeOf, refineProvider } from './support/refine';
import { signIn } from './support/session';
import { startTestServer, TestServer } from './support/test-server';

/*
 * Live events against the same ground truth as reads: for every resource the matrix creates rows
 * of, every demo role subscribes to its created events, the super editor creates a row, and each
 * role receives the event exactly when it can read that row by id (the SQL scope). The in-memory
 * matcher of live delivery and the SQL of queries must never disagree.
 */

type Watcher = { role: Role; client: Client; events: Collected<Record<string, { id: string }>>; forbidden: boolean };

/** A query over the watcher's own socket: once it is answered, every event decided for it before has arrived. */
const fence = (client: Client): Promise<void> =>
  new Promise((resolve, reject) => {
    client.subscribe({ query: '{ __typename }' }, { next: () => undefined, error: reject, complete: resolve });
  });

const unique = (input: Record<string, unknown>, tag: string): Record<string, unknown> => ({
  ...input,
  ...(typeof input.email === 'string' ? { email: `live.${tag}@example.com` } : {}),
  ...(typeof input.code === 'string' ? { code: `LIVE-${tag.toUpperCase()}` } : {}),
  ...(typeof input.bannerId === 'string' ? { bannerId: `live-banner-${tag}` } : {}),
});

describe('live matrix: each demo role × each resource: an event arrives exactly when its row can be read', () => {
  let server: TestServer;
  const tokens = new Map<Role, string>();
  const providers = new Map<Role, DataProvider>();

  beforeAll(async () => {
    server = await startTestServer();
    for (const role of ROLES) {
      const token = await signIn(server.url, `${role}@demo.test`);
      tokens.set(role, token);
      providers.set(role, refineProvider(server.url, token));
    }
  }, 60_000);
  afterAll(() => server.close());

  for (const expectation of EXPECTATIONS) {
    it(`${expectation.resource}: created events follow each role's read scope`, async () => {
      const type = registeredResources().find((resource) => resource.plural === expectation.resource)?.name;
      if (!type) throw new Error(`No declared resource is ${expectation.resource}`);
      const event = `created${type}`;
      const watchers: Watcher[] = ROLES.map((role) => {
        const client = liveClient(server.url, tokens.get(role) as string);
        return { role, client, events: collect(client, `subscription { ${event} { id } }`), forbidden: expectation.reads[role] === 'forbidden' };
      });
      // Those the role forbids are refused at once; the others listen before the row is made.
      for (const watcher of watchers.filter((item) => item.forbidden)) expect(JSON.stringify(await watcher.events.waitForError())).toContain('FORBIDDEN');
      await server.listening(event, watchers.filter((item) => !item.forbidden).length);

      const staff = providers.get('super') as DataProvider;
      const created = await staff.create({ resource: expectation.resource, variables: unique(expectation.createInput, 'matrix'), meta: { fields: ['id'] } });
      const id = String(created.data.id);
      await server.checked();
      await Promise.all(watchers.filter((item) => !item.forbidden).map((watcher) => fence(watcher.client)));

      const received: Record<string, boolean> = {};
      const readable: Record<string, boolean> = {};
      for (const watcher of watchers) {
        received[watcher.role] = watcher.events.items.some((item) => item[event]?.id === id);
        const read = await codeOf((providers.get(watcher.role) as DataProvider).getOne({ resource: expectation.resource, id, meta: { fields: ['id'] } }));
        readable[watcher.role] = read === 'OK';
      }
      expect(received).toEqual(readable);
      // Someone can read it besides the writer, or the row proves little.
      expect(Object.values(readable).filter(Boolean).length).toBeGreaterThan(0);
      // Leave the seeded scopes as they were for the next resource.
      expect(await codeOf(staff.deleteOne({ resource: expectation.resource, id }))).toBe('OK');
      await Promise.all(watchers.map((watcher) => Promise.resolve(watcher.client.dispose())));
    });
  }
});
