import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { collect, errorCodeOf, graphql, liveClient } from './support/graphql-client';
import { signIn } from './support/session';
import { startTestServer, TestServer } from './support/test-server';

type AuthChange = { listenToAuthChanges: { status: string; reasonCode: string | null; reasonMsg: string | null } };

describe('inactivity', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ SESSION_IDLE_SECONDS: '5', SESSION_SWEEP_SECONDS: '1' });
  });
  afterAll(() => server.close());

  it('ends an idle session with the inactivity code on its live channel', async () => {
    const token = await signIn(server.url, 'manager@demo.test');
    const client = liveClient(server.url, token);
    const changes = collect<AuthChange>(client, 'subscription { listenToAuthChanges { status reasonCode reasonMsg } }');
    const items = await changes.waitFor((received) => received.some((item) => item.listenToAuthChanges.reasonCode === 'SessionExpiredInactivity'), 12_000);
    expect(items.at(-1)?.listenToAuthChanges).toMatchObject({ status: 'UserLoggedOut', reasonMsg: expect.stringContaining('inactivity') });
    expect(errorCodeOf(await graphql(server.url, token, '{ me { email } }'))).toBe('UNAUTHENTICATED');
    await client.dispose();
  });
});
