import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { graphql } from './support/graphql-client';
import { signIn } from './support/session';
import { startTestServer, TestServer } from './support/test-server';

describe('REST calls of spec 02 §7', () => {
  let server: TestServer;
  let learner: string;
  let agent: string;
  const call = async (token: string, method: string, path: string, body?: unknown) => {
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  beforeAll(async () => {
    server = await startTestServer();
    learner = await signIn(server.url, 'learner@demo.test');
    agent = await signIn(server.url, 'agent@demo.test');
  });
  afterAll(() => server.close());

  it('PUT /api/v1/users/{id}/profile saves "first last" and refuses missing names or someone else', async () => {
    const saved = await call(learner, 'PUT', '/api/v1/users/user-learner/profile', { firstName: ' Lee ', lastName: 'Park', fullName: 'ignored' });
    expect(saved).toEqual({ status: 200, body: { data: { id: 'user-learner', firstName: 'Lee', lastName: 'Park', fullName: 'Lee Park', imageUrl: null } } });
    const missing = await call(learner, 'PUT', '/api/v1/users/user-learner/profile', { firstName: 'Lee', lastName: '  ' });
    expect(missing).toEqual({
      status: 400,
      body: {
        error: { code: 'BAD_USER_INPUT', message: 'Please fill in both first and last name.', messageKey: 'validation.missingNames', messageValues: {} },
      },
    });
    const someoneElse = await call(learner, 'PUT', '/api/v1/users/user-manager/profile', { firstName: 'X', lastName: 'Y' });
    expect(someoneElse.status).toBe(403);
    const me = await graphql<{ me: { profile: { fullName: string } } }>(server.url, learner, '{ me { profile { fullName } } }');
    expect(me.data?.me.profile.fullName).toBe('Lee Park');
  });

  it('GET /api/v1/users/autocomplete needs 3 characters and suggests only people the user may see', async () => {
    expect((await call(agent, 'GET', '/api/v1/users/autocomplete?searchText=%20le%20')).status).toBe(400);
    const found = await call(agent, 'GET', '/api/v1/users/autocomplete?searchText=learner');
    const users = (found.body.data as { users: Array<{ email: string; fullName: string }> }).users;
    expect(users.length).toBeGreaterThan(0);
    const visible = await server.dataSource.query<Array<{ email: string }>>(
      `SELECT u.email FROM users u JOIN memberships m ON m."userId" = u.id WHERE m."companyId" IN ('company-acme-sales', 'company-acme-success')`,
    );
    const visibleEmails = new Set(visible.map((row) => row.email));
    for (const user of users) expect(visibleEmails.has(user.email), user.email).toBe(true);
    // Every suggestion matches the text too: the scope is ANDed as a whole with the search.
    for (const user of users) expect(`${user.email} ${user.fullName}`.toLowerCase()).toContain('learner');
    const nobody = await call(agent, 'GET', '/api/v1/users/autocomplete?searchText=zqxjv');
    expect((nobody.body.data as { users: unknown[] }).users).toEqual([]);
  });

  it('PUT /api/v1/user/metadata/general sets nested keys, keeps concurrent writes, and refuses bad keys', async () => {
    await Promise.all([
      call(learner, 'PUT', '/api/v1/user/metadata/general', { key: 'settings/table/users/rowsPerPage', value: 50 }),
      call(learner, 'PUT', '/api/v1/user/metadata/general', { key: 'settings/table/users/hiddenFields', value: 'email,createdAt' }),
      call(learner, 'PUT', '/api/v1/user/metadata/general', { key: 'dismissedBanners/welcome-autumn-2026', value: '1798000000000' }),
      call(learner, 'PUT', '/api/v1/user/metadata/general', { key: 'lumenUpdates/lastSeen', value: '2026-11-21T00:00:00.000Z' }),
    ]);
    const read = await call(learner, 'GET', '/api/v1/user/metadata/general');
    expect(read.body).toEqual({
      data: {
        general: {
          settings: { table: { users: { rowsPerPage: 50, hiddenFields: 'email,createdAt' } } },
          dismissedBanners: { 'welcome-autumn-2026': '1798000000000' },
          lumenUpdates: { lastSeen: '2026-11-21T00:00:00.000Z' },
        },
      },
    });
    for (const key of ['__proto__/polluted', 'a b', '', '../x']) {
      const refused = await call(learner, 'PUT', '/api/v1/user/metadata/general', { key, value: 1 });
      expect(refused.status, key).toBe(400);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const otherUser = await call(agent, 'GET', '/api/v1/user/metadata/general');
    expect(otherUser.body).toEqual({ data: { general: {} } });
  });

  it('GET /api/v1/integrations/whats-new/features returns the newest three', async () => {
    const feed = await call(learner, 'GET', '/api/v1/integrations/whats-new/features?limit=3');
    const items = feed.body.data as Array<{ slug: string; publishedOn: string; name: string; summary: string }>;
    expect(items.map((item) => item.slug)).toEqual(['csv-export', 'languages', 'live-tables']);
    expect(items[0]).toMatchObject({ name: 'CSV export for every table', summary: expect.any(String), mainImage: '/whats-new/csv-export.svg' });
    expect((await call(learner, 'GET', '/api/v1/integrations/unknown/features')).status).toBe(404);
  });
});
