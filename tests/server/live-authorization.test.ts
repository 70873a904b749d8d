import type { DataProvider } from '@refinedev/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { collect, errorCodeOf, graphql, liveClient } from './support/graphql-client';
import { signedInProvider } from './support/refine';
import { signIn } from './support/session';
import { startTestServer, TestServer } from './support/test-server';

const UPDATED_COMPANY = 'subscription UpdatedCompany { updatedOneCompany { id groupName } }';
type Updated = { updatedOneCompany: { id: string; groupName: string } };

describe("live events follow each subscriber's own scope", () => {
  let server: TestServer;
  let staff: DataProvider;
  beforeAll(async () => {
    server = await startTestServer();
    staff = await signedInProvider(server.url, 'super@demo.test');
  });
  afterAll(() => server.close());

  it('delivers a group change only to those who may see the group, whoever made it', async () => {
    const watchers = await Promise.all(
      ['manager@demo.test', 'agent@demo.test', 'partner@demo.test', 'learner@demo.test', 'super@demo.test'].map(async (email) => {
        const client = liveClient(server.url, await signIn(server.url, email));
        return { email, client, events: collect<Updated>(client, UPDATED_COMPANY) };
      }),
    );
    await server.listening('updatedOneCompany', watchers.length);
    await staff.update({ resource: 'companies', id: 'company-acme-sales', variables: { groupName: 'Live change 1' } });
    await staff.update({ resource: 'companies', id: 'company-extend-a', variables: { groupName: 'Live change 2' } });
    // A change made by a manager reaches the super editor too (the writer's scope does not matter).
    const manager = await signedInProvider(server.url, 'manager@demo.test');
    await manager.update({ resource: 'companies', id: 'company-acme-engineering', variables: { groupName: 'Live change 3' } });
    // A last change each watcher may see: each one's events arrive in order, so once its sentinel is
    // in, nothing else of the changes above can still arrive.
    for (const id of ['company-acme-sales', 'company-extend-a', 'company-acme-engineering']) {
      await staff.update({ resource: 'companies', id, variables: { groupName: 'Sentinel' } });
    }
    await Promise.all(watchers.map((watcher) => watcher.events.waitFor((items) => items.some((item) => item.updatedOneCompany.groupName === 'Sentinel'))));
    const changes = (watcher: (typeof watchers)[number]) =>
      watcher.events.items
        .filter((item) => item.updatedOneCompany.groupName.startsWith('Live change'))
        .map((item) => item.updatedOneCompany.id)
        .sort();
    const received = Object.fromEntries(watchers.map((watcher) => [watcher.email, changes(watcher)]));
    expect(received).toEqual({
      'manager@demo.test': ['company-acme-engineering', 'company-acme-sales'],
      'agent@demo.test': ['company-acme-sales'],
      'partner@demo.test': ['company-extend-a'],
      'learner@demo.test': ['company-acme-engineering'],
      'super@demo.test': ['company-acme-engineering', 'company-acme-sales', 'company-extend-a'],
    });
    await Promise.all(watchers.map((watcher) => Promise.resolve(watcher.client.dispose())));
  });

  it('refuses subscriptions to resources the role may not read', async () => {
    const client = liveClient(server.url, await signIn(server.url, 'manager@demo.test'));
    const events = collect(client, 'subscription { createdNotificationBanner { id } }');
    expect(JSON.stringify(await events.waitForError())).toContain('FORBIDDEN');
    await client.dispose();
  });

  it('answers a subscription without a token with UNAUTHENTICATED over HTTP too', async () => {
    expect(errorCodeOf(await graphql(server.url, null, '{ organizations { totalCount } }'))).toBe('UNAUTHENTICATED');
  });
});
