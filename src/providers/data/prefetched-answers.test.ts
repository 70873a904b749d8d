import { afterEach, describe, expect, it, vi } from 'vitest';

import { graphqlFetch } from './http';
import { prefetch, requestKey, takePrefetched } from './prefetched-answers';

const body = (operationName: string, variables: Record<string, unknown>, query = `query ${operationName} { x }`) =>
  JSON.stringify({ query, variables, operationName });

const answer = (data: unknown) => new Response(JSON.stringify({ data }), { status: 200, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the same request, as start-up asked for it and as the page asks again', () => {
  it('is the operation and its variables, whatever their order or the query’s spelling', () => {
    expect(requestKey(body('GroupPage', { id: 'g1', organizationId: 'o1' }))).toBe(
      requestKey(body('GroupPage', { organizationId: 'o1', id: 'g1', unset: undefined }, 'query GroupPage {\n  x\n}')),
    );
    expect(requestKey(body('GroupPage', { id: 'g1' }))).not.toBe(requestKey(body('GroupPage', { id: 'g2' })));
    expect(requestKey(body('GroupPage', { id: 'g1' }))).not.toBe(requestKey(body('WorkspacePage', { id: 'g1' })));
    expect(requestKey(body('List', { filter: { a: { eq: 1 }, b: 2 } }))).toBe(requestKey(body('List', { filter: { b: 2, a: { eq: 1 } } })));
    expect(requestKey('not json')).toBeNull();
    expect(requestKey(JSON.stringify({ query: '{ x }' }))).toBeNull();
    expect(requestKey(undefined)).toBeNull();
  });

  it('takes the kept answer once, and a different request none', async () => {
    let sent = 0;
    prefetch(body('CourseShow', { id: 'c1' }), async () => {
      sent += 1;
      return answer({ course: { id: 'c1' } });
    });
    prefetch(body('CourseShow', { id: 'c1' }), async () => {
      sent += 1;
      return answer({});
    });
    expect(sent).toBe(1);
    expect(takePrefetched(body('CourseShow', { id: 'c2' }))).toBeUndefined();
    const kept = takePrefetched(body('CourseShow', { id: 'c1' }));
    expect(await (await kept)?.json()).toEqual({ data: { course: { id: 'c1' } } });
    expect(takePrefetched(body('CourseShow', { id: 'c1' }))).toBeUndefined();
  });

  it('drops an answer nobody took, and says so when it had failed', async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    prefetch(body('UserShow', { id: 'u1' }), () => Promise.reject(new Error('offline')));
    await vi.advanceTimersByTimeAsync(20_000);
    expect(takePrefetched(body('UserShow', { id: 'u1' }))).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('UserShow {"id":"u1"}'), expect.any(Error));
    warn.mockRestore();
  });
});

describe('graphqlFetch with a kept answer', () => {
  it('answers from it instead of asking the server, errors included', async () => {
    const fetch = vi.fn(async () => answer({ fresh: true }));
    vi.stubGlobal('fetch', fetch);
    prefetch(body('GroupPage', { id: 'g1' }), async () => answer({ early: true }));
    const response = await graphqlFetch('/graphql', { method: 'POST', body: body('GroupPage', { id: 'g1' }), headers: { 'Content-Type': 'application/json' } });
    expect(await response.json()).toEqual({ data: { early: true } });
    expect(fetch).not.toHaveBeenCalled();

    prefetch(body('GroupPage', { id: 'g2' }), async () => new Response(JSON.stringify({ errors: [{ message: 'Not found', extensions: { code: 'NOT_FOUND' } }] })));
    await expect(graphqlFetch('/graphql', { method: 'POST', body: body('GroupPage', { id: 'g2' }) })).rejects.toMatchObject({ message: 'Not found' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks the server when the request carries headers of its own (an exact count)', async () => {
    const fetch = vi.fn(async () => answer({ fresh: true }));
    vi.stubGlobal('fetch', fetch);
    prefetch(body('UsersList', { paging: { limit: 10 } }), async () => answer({ early: true }));
    const response = await graphqlFetch('/graphql', { method: 'POST', body: body('UsersList', { paging: { limit: 10 } }), headers: { 'x-lumen-exact-count': 'true' } });
    expect(await response.json()).toEqual({ data: { fresh: true } });
    expect(fetch).toHaveBeenCalledTimes(1);
    // The kept one is still there for the plain request.
    expect(takePrefetched(body('UsersList', { paging: { limit: 10 } }))).toBeDefined();
  });
});
