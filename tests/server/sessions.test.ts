import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { collect, errorCodeOf, graphql, liveClient } from './support/graphql-client';
import { signIn } from './support/session';
import { startTestServer, TestServer } from './support/test-server';

const ME = 'query Me { me { email sessionId } }';
const AUTH_CHANGES = 'subscription AuthChanges { listenToAuthChanges { status userId tokenId reasonCode reasonMsg } }';

type AuthChange = { listenToAuthChanges: { status: string; tokenId: string; reasonCode: string | null } };

const logout = (url: string, token: string, everywhere = false): Promise<Response> =>
  fetch(`${url}/api/v1/auth/logout${everywhere ? '?endAllSessions=true' : ''}`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });

describe('sessions', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('logging out here ends only this session, and tells this tab', async () => {
    const here = await signIn(server.url, 'manager@demo.test');
    const elsewhere = await signIn(server.url, 'manager@demo.test');
    const client = liveClient(server.url, here);
    const changes = collect<AuthChange>(client, AUTH_CHANGES);
    await changes.waitFor((items) => items.some((item) => item.listenToAuthChanges.status === 'UserAuthNoChange'));

    const response = await logout(server.url, here);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { endedSessions: 1 } });
    await changes.waitFor((items) =>
      items.some((item) => item.listenToAuthChanges.status === 'UserLoggedOut' && item.listenToAuthChanges.reasonCode === 'UserLoggedOut'),
    );

    expect(errorCodeOf(await graphql(server.url, here, ME))).toBe('UNAUTHENTICATED');
    expect((await graphql<{ me: { email: string } }>(server.url, elsewhere, ME)).data?.me.email).toBe('manager@demo.test');
    changes.stop();
    await client.dispose();
  });

  it('logging out everywhere tells a second session on its live channel and closes it', async () => {
    const first = await signIn(server.url, 'agent@demo.test');
    const second = await signIn(server.url, 'agent@demo.test');
    const secondSession = (await graphql<{ me: { sessionId: string } }>(server.url, second, ME)).data?.me.sessionId;
    let closedWith: (code: number) => void = () => undefined;
    const closed = new Promise<number>((resolve) => {
      closedWith = resolve;
    });
    const client = liveClient(server.url, second, (code) => closedWith(code));
    const changes = collect<AuthChange>(client, AUTH_CHANGES);
    await changes.waitFor((items) => items.length > 0);

    const response = await logout(server.url, first, true);
    expect(await response.json()).toEqual({ data: { endedSessions: 2 } });
    const items = await changes.waitFor((received) => received.some((item) => item.listenToAuthChanges.status === 'UserLoggedOut'));
    const loggedOut = items.find((item) => item.listenToAuthChanges.status === 'UserLoggedOut')?.listenToAuthChanges;
    expect(loggedOut).toMatchObject({ tokenId: secondSession, reasonCode: 'LoggedOutEverywhere' });

    expect(await closed).toBe(4401);
    expect(errorCodeOf(await graphql(server.url, second, ME))).toBe('UNAUTHENTICATED');
    expect(errorCodeOf(await graphql(server.url, first, ME))).toBe('UNAUTHENTICATED');
    await client.dispose();
  });

  it('refuses the live channel to a revoked token', async () => {
    const token = await signIn(server.url, 'learner@demo.test');
    await logout(server.url, token);
    let closedWith: (code: number) => void = () => undefined;
    const closed = new Promise<number>((resolve) => {
      closedWith = resolve;
    });
    const client = liveClient(server.url, token, (code) => closedWith(code));
    const changes = collect<AuthChange>(client, AUTH_CHANGES);
    expect(await closed).toBe(4401);
    expect(changes.items).toHaveLength(0);
    await client.dispose();
  });

  it("does not deliver one session's logout to another user", async () => {
    const watcher = await signIn(server.url, 'curator@demo.test');
    const client = liveClient(server.url, watcher);
    const changes = collect<AuthChange>(client, AUTH_CHANGES);
    await changes.waitFor((items) => items.length === 1);
    await logout(server.url, await signIn(server.url, 'curator2@demo.test'), true);
    // The watcher's own logout comes after curator2's on the same channel: once it is in, curator2's was not delivered.
    await logout(server.url, watcher);
    await changes.waitFor((items) => items.length === 2);
    expect(changes.items.map((item) => item.listenToAuthChanges.status)).toEqual(['UserAuthNoChange', 'UserLoggedOut']);
    await client.dispose();
  });
});
