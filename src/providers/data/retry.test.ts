import { describe, expect, it } from 'vitest';

import { fetchWithRetry, operationNameOf, retryDelay, RETRY_POLICY } from './retry';

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
});
