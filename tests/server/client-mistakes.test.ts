import { createHash } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { INTERNAL_ERROR_MESSAGE } from '../../server/src/common/errors/unexpected-errors';
import { SUBSCRIPTION_OVER_HTTP_MESSAGE } from '../../server/src/graphql/http-operations.plugin';
import { graphql, GraphQLResult } from './support/graphql-client';
import { captureServerLog, ServerLog } from './support/server-log';
import { signIn } from './support/session';
import { startTestServer, TestServer } from './support/test-server';

type Answer = { status: number; body: GraphQLResult<Record<string, unknown>> };

/**
 * Issue 30: what a client gets wrong against the GraphQL-over-HTTP protocol is answered as the
 * client's mistake (4xx, BAD_REQUEST or BAD_USER_INPUT), and the server logs no stack trace for
 * any of it.
 */
describe("a client's mistake is answered as such, without a logged stack", () => {
  let server: TestServer;
  let token: string;
  let log: ServerLog;
  beforeAll(async () => {
    server = await startTestServer();
    token = await signIn(server.url, 'super@demo.test');
    log = captureServerLog();
  });
  afterAll(async () => {
    log.stop();
    await server.close();
  });

  const post = async (body: unknown): Promise<Answer> => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Answer['body'] };
  };

  it('refuses a subscription sent over HTTP with 400 BAD_REQUEST, pointing at the live channel', async () => {
    const answer = await post({ query: 'subscription Created { createdUser { id } }' });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([{ message: SUBSCRIPTION_OVER_HTTP_MESSAGE, extensions: { code: 'BAD_REQUEST' } }]);
    const overGet = await fetch(`${server.url}/graphql?query=${encodeURIComponent('subscription { createdUser { id } }')}`, {
      headers: { authorization: `Bearer ${token}`, 'apollo-require-preflight': 'true' },
    });
    // Apollo's own rule for GET (queries only) answers first.
    expect(overGet.status).toBe(405);
    expect(((await overGet.json()) as Answer['body']).errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
  });

  it('answers persisted-query mistakes as client errors', async () => {
    const query = '{ __typename }';
    const hash = createHash('sha256').update(query).digest('hex');
    const mismatch = await post({ query, extensions: { persistedQuery: { version: 1, sha256Hash: 'abc' } } });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.errors).toEqual([{ message: 'provided sha does not match query', extensions: { code: 'BAD_REQUEST' } }]);
    const version = await post({ query, extensions: { persistedQuery: { version: 2, sha256Hash: hash } } });
    expect(version.status).toBe(400);
    expect(version.body.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
    const unknown = await post({ extensions: { persistedQuery: { version: 1, sha256Hash: 'f'.repeat(64) } } });
    expect(unknown.body.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    // The protocol itself still works: register the text, then send the hash alone.
    expect((await post({ query, extensions: { persistedQuery: { version: 1, sha256Hash: hash } } })).body.data).toEqual({ __typename: 'Query' });
    expect((await post({ extensions: { persistedQuery: { version: 1, sha256Hash: hash } } })).body.data).toEqual({ __typename: 'Query' });
  });

  it('answers a request with more than 50 bad variables as BAD_USER_INPUT (graphql-js stops there, without a code)', async () => {
    const answer = await post({
      query: 'query Users($sorting: [UserSort!]!) { users(sorting: $sorting) { totalCount } }',
      variables: { sorting: Array.from({ length: 60 }, () => null) },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.map((error) => error.extensions?.code)).not.toContain('INTERNAL_SERVER_ERROR');
    expect(answer.body.errors?.at(-1)?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('logged no stack trace for any of it', () => {
    expect(log.stackTraces()).toEqual([]);
  });
});

/**
 * A real fault of the server (here: a table gone from under it) is still answered
 * INTERNAL_SERVER_ERROR without internals, and logged once, with its stack, for whoever runs it.
 */
describe('a fault of the server itself', () => {
  let server: TestServer;
  let token: string;
  let log: ServerLog;
  beforeAll(async () => {
    server = await startTestServer();
    token = await signIn(server.url, 'super@demo.test');
    const cascade = server.databaseKind === 'postgres' ? ' CASCADE' : '';
    await server.dataSource.query(`DROP TABLE feature_updates${cascade}`);
    await server.dataSource.query(`DROP TABLE certificate_templates${cascade}`);
    log = captureServerLog();
  });
  afterAll(async () => {
    log.stop();
    await server.close();
  });

  const occurrences = (text: string, fragment: string): number => text.split(fragment).length - 1;

  it('answers a REST call 500 without internals and logs its stack once', async () => {
    const response = await fetch(`${server.url}/api/v1/integrations/whats-new/features`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: { message: INTERNAL_ERROR_MESSAGE, code: 'INTERNAL_SERVER_ERROR' } });
    const text = log.text();
    expect(occurrences(text, 'QueryFailedError')).toBe(1);
    expect(text).toMatch(/feature_updates/);
    expect(log.stackTraces().length).toBeGreaterThan(0);
  });

  it('answers a GraphQL query INTERNAL_SERVER_ERROR without internals and logs its stack once', async () => {
    const before = log.text().length;
    const answer = await graphql(server.url, token, '{ certificateTemplates { nodes { id } } }');
    expect(answer.errors).toEqual([{ message: INTERNAL_ERROR_MESSAGE, path: ['certificateTemplates'], extensions: { code: 'INTERNAL_SERVER_ERROR' } }]);
    const text = log.text().slice(before);
    expect(occurrences(text, 'QueryFailedError')).toBe(1);
    expect(text).toMatch(/certificate_templates/);
    expect(text).toMatch(/^\s+at /m);
  });
});
