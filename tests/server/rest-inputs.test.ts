import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { captureServerLog, ServerLog } from './support/server-log';
import { signIn } from './support/session';
import { startTestServer, TestServer } from './support/test-server';

type RestError = { error: { message: string; code: string; messageKey?: string; messageValues?: Record<string, unknown> } };

/**
 * Issue 30: the REST routes check their bodies, path parameters and query strings with
 * class-validator as GraphQL inputs are checked, and answer a bad value 400 BAD_USER_INPUT in
 * `{ error: { message, code } }` with its message key, on both databases (a NUL byte in the
 * profile was an HTTP 500 on PostgreSQL).
 */
describe('REST inputs', () => {
  let server: TestServer;
  let token: string;
  let log: ServerLog;
  beforeAll(async () => {
    server = await startTestServer();
    token = await signIn(server.url, 'learner@demo.test');
    log = captureServerLog();
  });
  afterAll(async () => {
    log.stop();
    await server.close();
  });

  const call = async (method: string, path: string, body?: unknown): Promise<{ status: number; body: RestError & { data?: unknown } }> => {
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as RestError };
  };
  const profileOf = async () =>
    (await server.dataSource.query<Array<{ firstName: string; lastName: string }>>(`SELECT "firstName", "lastName" FROM users WHERE id = 'user-learner'`))[0];

  it('refuses a NUL byte in the profile with BAD_USER_INPUT and changes nothing', async () => {
    const before = await profileOf();
    const answer = await call('PUT', '/api/v1/users/user-learner/profile', { firstName: 'Ann\u0000', lastName: 'Lee' });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toEqual({
      message: 'First name must not contain the NUL character.',
      code: 'BAD_USER_INPUT',
      messageKey: 'validation.nul',
      messageValues: { field: 'firstName' },
    });
    expect(await profileOf()).toEqual(before);
  });

  it('refuses a profile body of the wrong shape', async () => {
    for (const body of [[1, 2], { firstName: 5, lastName: 'Lee' }, { firstName: 'Ann' }, { firstName: 'Ann', lastName: 'x'.repeat(101) }, {}]) {
      const answer = await call('PUT', '/api/v1/users/user-learner/profile', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error.code, JSON.stringify(body)).toBe('BAD_USER_INPUT');
      expect(answer.body.error.messageKey, JSON.stringify(body)).toMatch(/^validation\./);
    }
  });

  it('checks the id in the path: a NUL byte or an over-long id is BAD_USER_INPUT, not a database error', async () => {
    for (const id of ['user%00learner', 'x'.repeat(300)]) {
      const answer = await call('PUT', `/api/v1/users/${id}/profile`, { firstName: 'Ann', lastName: 'Lee' });
      expect(answer.status, id).toBe(400);
      expect(answer.body.error, id).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: 'validation.id', messageValues: { field: 'id' } });
    }
    expect((await call('PUT', '/api/v1/users/user-learner/profile', { firstName: 'Ann', lastName: 'Lee' })).status).toBe(200);
  });

  it('checks query strings: a repeated or NUL-bearing search, a limit that is not a number, a flag that is not true or false', async () => {
    const repeated = await call('GET', '/api/v1/users/autocomplete?searchText=kim&searchText=lee');
    expect(repeated.status).toBe(400);
    expect(repeated.body.error).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: 'validation.text', messageValues: { field: 'searchText' } });
    expect((await call('GET', '/api/v1/users/autocomplete?searchText=kim%00')).body.error).toMatchObject({ messageKey: 'validation.nul' });
    expect((await call('GET', '/api/v1/users/autocomplete?searchText=kim')).status).toBe(200);

    for (const limit of ['abc', '0', '21', '2.5', '3&limit=4']) {
      const answer = await call('GET', `/api/v1/integrations/whats-new/features?limit=${limit}`);
      expect(answer.status, limit).toBe(400);
      expect(answer.body.error, limit).toMatchObject({
        code: 'BAD_USER_INPUT',
        messageKey: 'validation.integer',
        messageValues: { field: 'limit', min: 1, max: 20 },
      });
    }
    const two = await call('GET', '/api/v1/integrations/whats-new/features?limit=2');
    expect(two.body.data).toHaveLength(2);
    expect((await call('GET', '/api/v1/integrations/whats-new/features')).body.data).toHaveLength(3);

    const logout = await call('POST', '/api/v1/auth/logout?endAllSessions=yes');
    expect(logout.status).toBe(400);
    expect(logout.body.error).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: 'validation.boolean' });
    // Refused before it ran: the session is still alive.
    expect((await call('GET', '/api/v1/user/metadata/general')).status).toBe(200);
  });

  it('checks the metadata key as text without NUL', async () => {
    expect((await call('PUT', '/api/v1/user/metadata/general', { key: ['a'], value: 1 })).body.error).toMatchObject({
      code: 'BAD_USER_INPUT',
      messageKey: 'validation.text',
    });
    expect((await call('PUT', '/api/v1/user/metadata/general', { key: 'a\u0000b', value: 1 })).body.error).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect((await call('PUT', '/api/v1/user/metadata/general', { key: 'settings/test', value: 1 })).status).toBe(200);
  });

  it('logged no stack trace for any of it', () => {
    expect(log.stackTraces()).toEqual([]);
  });
});
