import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { collect, liveClient } from './support/graphql-client';
import { signIn } from './support/session';
import { startTestServer, TestServer } from './support/test-server';

type AuthChange = { listenToAuthChanges: { status: string } };

/** The live channel parses and validates each subscription document once (server/src/graphql/live-documents.ts). */
describe('live channel documents', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('answers the same document on every socket, and refuses an invalid one every time', async () => {
    const token = await signIn(server.url, 'manager@demo.test');
    const clients = [liveClient(server.url, token), liveClient(server.url, token), liveClient(server.url, token)];
    for (const client of clients) {
      const changes = collect<AuthChange>(client, 'subscription { listenToAuthChanges { status } }');
      expect((await changes.waitFor((items) => items.length > 0))[0].listenToAuthChanges.status).toBe('UserAuthNoChange');
      const invalid = collect<AuthChange>(client, 'subscription { listenToAuthChanges { status noSuchField } }');
      await invalid.waitFor(() => invalid.errors.length > 0);
      expect(JSON.stringify(invalid.errors)).toContain('noSuchField');
      expect(invalid.items).toEqual([]);
    }
    await Promise.all(clients.map((client) => Promise.resolve(client.dispose())));
  });
});
