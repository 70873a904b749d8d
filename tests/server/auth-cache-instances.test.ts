import Redis from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { collect, errorCodeOf, graphql, liveClient } from './support/graphql-client';
import { signIn } from './support/session';
import { ServerInstance, startAnotherInstance, startTestServer, TestServer } from './support/test-server';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const isReachable = async (url: string): Promise<boolean> => {
  const client = new Redis(url, { lazyConnect: true, connectTimeout: 2000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
};

const redisReachable = await isReachable(redisUrl);
if (!redisReachable) console.warn(`SKIPPED the cross-instance cache tests: Redis is not reachable at ${redisUrl}.`);

const ME = '{ me { id managerOrganizations } }';
const AUTH_CHANGES = 'subscription { listenToAuthChanges { status } }';
const SET_ROLE = 'mutation Role($input: WorkspaceRoleInput!) { setWorkspaceRole(input: $input) }';

type Me = { me: { id: string; managerOrganizations: string[] } };
type AuthChange = { listenToAuthChanges: { status: string } };

const logout = (url: string, token: string): Promise<Response> =>
  fetch(`${url}/api/v1/auth/logout`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });

/**
 * Two instances on one database and one Redis. An instance publishes a cache invalidation before
 * the live event of the same change, and Redis delivers one publisher's messages in order, so
 * once the other instance's live socket has the event, its cache must have dropped the entry.
 */
describe.skipIf(!redisReachable)('authentication cache across instances (Redis)', () => {
  let first: TestServer;
  let second: ServerInstance;
  beforeAll(async () => {
    first = await startTestServer({ REDIS_URL: redisUrl, SESSION_SWEEP_SECONDS: '3600' });
    second = await startAnotherInstance(first);
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  /** Logs `token` out on the first instance and waits until the second one's live socket hears it. */
  const logoutHeardOnSecond = async (token: string): Promise<void> => {
    const client = liveClient(second.url, token);
    const changes = collect<AuthChange>(client, AUTH_CHANGES);
    await changes.waitFor((items) => items.some((item) => item.listenToAuthChanges.status === 'UserAuthNoChange'));
    expect((await logout(first.url, token)).status).toBe(200);
    await changes.waitFor((items) => items.some((item) => item.listenToAuthChanges.status === 'UserLoggedOut'));
    await client.dispose();
  };

  it('refuses on one instance a token logged out on the other', async () => {
    const token = await signIn(first.url, 'agent@demo.test');
    expect((await graphql<Me>(second.url, token, ME)).data?.me.id).toBe('user-agent');
    await logoutHeardOnSecond(token);
    expect(errorCodeOf(await graphql(second.url, token, ME))).toBe('UNAUTHENTICATED');
  });

  it('applies on one instance a role removed on the other', async () => {
    const manager = await signIn(first.url, 'manager@demo.test');
    const superEditor = await signIn(first.url, 'super@demo.test');
    expect((await graphql<Me>(second.url, manager, ME)).data?.me.managerOrganizations).toContain('org-acme');
    const input = { organizationId: 'org-acme', userId: 'user-manager', role: 'manager', enabled: false };
    expect((await graphql(first.url, superEditor, SET_ROLE, { input })).errors).toBeUndefined();
    // A later change on the first instance, heard on the second: the role change came before it.
    await logoutHeardOnSecond(await signIn(first.url, 'curator@demo.test'));
    expect((await graphql<Me>(second.url, manager, ME)).data?.me.managerOrganizations).not.toContain('org-acme');
  });
});
