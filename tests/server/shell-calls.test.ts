import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { collect, errorCodeOf, graphql, liveClient } from './support/graphql-client';
import { signIn } from './support/session';
import { startTestServer, TestServer } from './support/test-server';

const CREATE_FREE = 'mutation Create($name: String) { createFreeWorkspace(organizationName: $name) { id name product } }';
type Created = { createFreeWorkspace: { id: string; name: string; product: string } };

describe('calls behind the shell', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('creates one free workspace named like the user, makes them its manager, and refuses a second', async () => {
    const token = await signIn(server.url, 'learner@demo.test');
    const me = (await graphql<{ me: { id: string } }>(server.url, token, '{ me { id } }')).data?.me.id as string;
    const listenersBefore = server.listeners('userChanges');
    const client = liveClient(server.url, token);
    const changes = collect<{ listenUserChanges: { managerOrganizations: string[] } }>(
      client,
      'subscription ($userId: ID!) { listenUserChanges(userId: $userId) { managerOrganizations } }',
      { userId: me },
    );
    await server.listening('userChanges', listenersBefore + 1);

    const created = await graphql<Created>(server.url, token, CREATE_FREE, { name: '   ' });
    expect(created.data?.createFreeWorkspace).toMatchObject({ name: "Lee's workspace", product: 'FT' });
    const organizationId = created.data?.createFreeWorkspace.id as string;
    const roles = await graphql<{ me: { managerOrganizations: string[]; billingManagerOrganizations: string[] } }>(
      server.url,
      token,
      '{ me { managerOrganizations billingManagerOrganizations } }',
    );
    expect(roles.data?.me).toEqual({ managerOrganizations: [organizationId], billingManagerOrganizations: [organizationId] });
    await changes.waitFor((items) => items.some((item) => item.listenUserChanges.managerOrganizations.includes(organizationId)));

    const before = Number((await server.dataSource.query<Array<{ count: number }>>('SELECT COUNT(*) AS count FROM organizations'))[0].count);
    const second = await graphql(server.url, token, CREATE_FREE, { name: 'Another One' });
    expect(errorCodeOf(second)).toBe('BAD_USER_INPUT');
    expect(second.errors?.[0].message).toBe('You already manage a free workspace.');
    expect(Number((await server.dataSource.query<Array<{ count: number }>>('SELECT COUNT(*) AS count FROM organizations'))[0].count)).toBe(before);
    const events = await server.dataSource.query<Array<{ name: string }>>(`SELECT name FROM analytics_events WHERE "subjectId" = '${organizationId}'`);
    expect(events.map((event) => event.name)).toEqual(['Workspace Created']);
    await client.dispose();
  });

  it('checks the name of a free workspace like any workspace name', async () => {
    const token = await signIn(server.url, 'curator@demo.test');
    const refused = await graphql(server.url, token, CREATE_FREE, { name: 'My place.' });
    expect(refused.errors?.[0]).toMatchObject({ message: 'Name must not end with a dot.', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it("follows only one's own role changes", async () => {
    const token = await signIn(server.url, 'agent@demo.test');
    const client = liveClient(server.url, token);
    const other = collect(client, 'subscription { listenUserChanges(userId: "user-manager") { id } }');
    expect(JSON.stringify(await other.waitForError())).toContain('FORBIDDEN');
    await client.dispose();
  });

  it("records the dashboard's analytics events with the user and refuses unknown ones", async () => {
    const token = await signIn(server.url, 'manager@demo.test');
    const recorded = await graphql(
      server.url,
      token,
      'mutation { recordAnalyticsEvent(input: { name: "Workspace Changed", subjectId: "org-acme", properties: { from: "switcher" } }) }',
    );
    expect(recorded.data).toEqual({ recordAnalyticsEvent: true });
    const rows = await server.dataSource.query<
      Array<{
        userId: string;
        properties: string;
      }>
    >(`SELECT "userId", properties FROM analytics_events WHERE name = 'Workspace Changed'`);
    expect(rows[0].userId).toBe('user-manager');
    expect(JSON.parse(rows[0].properties)).toMatchObject({ from: 'switcher', platform: 'dashboard', user_id: 'user-manager' });
    const unknown = await graphql(server.url, token, 'mutation { recordAnalyticsEvent(input: { name: "Anything Goes" }) }');
    expect(errorCodeOf(unknown)).toBe('BAD_USER_INPUT');
  });

  it("lists and removes only one's own tray items", async () => {
    await server.dataSource.query(`INSERT INTO exports (id, "createdAt", "updatedAt", "userId", type, filename, status, "percentDone", "fileUrl")
      VALUES ('export-1', CURRENT_TIMESTAMP, CURRENT_TIMESTAMP, 'user-manager', 'users', 'users.csv', 'finished', 100, '/files/users.csv')`);
    const manager = await signIn(server.url, 'manager@demo.test');
    const agent = await signIn(server.url, 'agent@demo.test');
    const trays = await graphql<{ myExports: Array<{ exportId: string; status: string }> }>(
      server.url,
      manager,
      '{ myExports { exportId status } myFileImports { id } }',
    );
    expect(trays.data?.myExports).toEqual([{ exportId: 'export-1', status: 'finished' }]);
    expect((await graphql<{ myExports: unknown[] }>(server.url, agent, '{ myExports { exportId } }')).data?.myExports).toEqual([]);
    expect((await graphql(server.url, agent, 'mutation { removeExport(exportId: "export-1") }')).data).toEqual({ removeExport: false });
    expect((await graphql(server.url, manager, 'mutation { removeExport(exportId: "export-1") }')).data).toEqual({ removeExport: true });
  });
});
