import { describe, expect, it } from 'vitest';

import { fetchWithRetry, isRepeatable, operationNameOf, retryDelay, RETRY_POLICY } from './retry';

const answers = (...statuses: number[]) => {
  let call = 0;
  const fetcher = async () => new Response('{}', { status: statuses[Math.min(call++, statuses.length - 1)] });
  return { fetcher, calls: () => call };
};

const noSleep = async () => undefined;

describe('network retry (spec 01 §7)', () => {
  it('retries server hiccups up to 5 attempts in all', async () => {
    const { fetcher, calls } = answers(503, 503, 503, 503, 503, 503);
    const response = await fetchWithRetry(fetcher, '/graphql', {}, { sleep: noSleep });
    expect(response.status).toBe(503);
    expect(calls()).toBe(RETRY_POLICY.maxAttempts);
  });

  it('stops as soon as an answer is good', async () => {
    const { fetcher, calls } = answers(500, 200);
    expect((await fetchWithRetry(fetcher, '/graphql', {}, { sleep: noSleep })).status).toBe(200);
    expect(calls()).toBe(2);
  });

  it('never retries a 502 nor a failed fetch, nor when told not to', async () => {
    const gateway = answers(502, 200);
    expect((await fetchWithRetry(gateway.fetcher, '/graphql', {}, { sleep: noSleep })).status).toBe(502);
    expect(gateway.calls()).toBe(1);
    let attempts = 0;
    const offline = async () => {
      attempts += 1;
      throw new TypeError('Failed to fetch');
    };
    await expect(fetchWithRetry(offline, '/graphql', {}, { sleep: noSleep })).rejects.toThrow('Failed to fetch');
    expect(attempts).toBe(1);
    const skipped = answers(503, 200);
    expect((await fetchWithRetry(skipped.fetcher, '/graphql', {}, { sleep: noSleep, retry: false })).status).toBe(503);
  });

  it('waits 300 ms first, doubling, with jitter', () => {
    expect(retryDelay(1, () => 0.5)).toBe(300);
    expect(retryDelay(2, () => 0.5)).toBe(600);
    expect(retryDelay(1, () => 0)).toBe(150);
    expect(retryDelay(1, () => 0.999)).toBeLessThanOrEqual(450);
  });

  it('names the operation of a GraphQL body', () => {
    expect(operationNameOf(JSON.stringify({ query: 'query EngagementSummary { x }' }))).toBe('EngagementSummary');
    expect(operationNameOf(JSON.stringify({ operationName: 'Me', query: '{ me }' }))).toBe('Me');
    expect(operationNameOf(undefined)).toBeNull();
  });

  it('repeats reads only: a mutation or REST write the server answered is never sent again', () => {
    const post = (query: string) => ({ method: 'POST', body: JSON.stringify({ query }) });
    expect(isRepeatable({})).toBe(true);
    expect(isRepeatable({ method: 'GET' })).toBe(true);
    expect(isRepeatable(post('query Workspaces { organizations { totalCount } }'))).toBe(true);
    expect(isRepeatable(post('{ me { id } }'))).toBe(true);
    expect(isRepeatable(post('fragment Name on User { id } query Me { me { ...Name } }'))).toBe(true);
    expect(isRepeatable(post('mutation UpdateProfile { updateOneUser(input: {}) { id } }'))).toBe(false);
    expect(isRepeatable(post('# a comment with query in it\nmutation Save { x }'))).toBe(false);
    expect(isRepeatable({ method: 'PUT', body: JSON.stringify({ firstName: 'Ada' }) })).toBe(false);
    expect(isRepeatable({ method: 'POST', body: 'not json' })).toBe(false);
  });
});
