import { GraphQLClient } from '@refinedev/nestjs-query';
import { createClient, Client } from 'graphql-ws';
import WebSocket from 'ws';

export type GraphQLErrorShape = { message: string; extensions?: { code?: string; messageKey?: string; messageValues?: Record<string, unknown> } };
export type GraphQLResult<Data> = { data: Data | null; errors?: GraphQLErrorShape[] };

/** A raw GraphQL POST, for asserting on errors and codes exactly as a client sees them. */
export const graphql = async <Data = Record<string, unknown>>(
  baseUrl: string,
  token: string | null,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<GraphQLResult<Data>> => {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as GraphQLResult<Data>;
};

export const errorCodeOf = (result: GraphQLResult<unknown>): string | undefined => result.errors?.[0]?.extensions?.code;

/** The GraphQL client Refine's nestjs-query data provider uses, authenticated as one user. */
export const refineClient = (baseUrl: string, token: string): GraphQLClient =>
  new GraphQLClient(`${baseUrl}/graphql`, { headers: { authorization: `Bearer ${token}` } });

/** A live-channel client as the SPA opens it: token in the connection params (Node has no global WebSocket). */
export const liveClient = (baseUrl: string, token: string, onClosed?: (code: number) => void): Client =>
  createClient({
    url: `${baseUrl.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { Authorization: `Bearer ${token}` },
    retryAttempts: 0,
    onNonLazyError: () => undefined,
    lazy: false,
    on: { closed: (event) => onClosed?.((event as { code: number }).code) },
  });

export type Collected<Item> = {
  items: Item[];
  errors: unknown[];
  /** Resolves as soon as the items satisfy the predicate; rejects after the timeout (a guard, not a wait). */
  waitFor: (predicate: (items: Item[]) => boolean, timeoutMs?: number) => Promise<Item[]>;
  /** Resolves at the first error the subscription receives. */
  waitForError: (timeoutMs?: number) => Promise<unknown[]>;
  stop: () => void;
};

/** Collects what a subscription delivers; waiting is event-driven: each delivery checks the waiters. */
export const collect = <Item>(client: Client, query: string, variables: Record<string, unknown> = {}): Collected<Item> => {
  const items: Item[] = [];
  const errors: unknown[] = [];
  const waiters = new Set<() => void>();
  const notify = () => {
    for (const waiter of [...waiters]) waiter();
  };
  const stop = client.subscribe<Item>(
    { query, variables },
    {
      next: (value) => {
        if (value.data) items.push(value.data);
        if (value.errors) errors.push(...value.errors);
        notify();
      },
      error: (error) => {
        errors.push(error);
        notify();
      },
      complete: () => undefined,
    },
  );
  const until = <Result>(ready: () => Result | null, describe: () => string, timeoutMs: number): Promise<Result> =>
    new Promise((resolve, reject) => {
      const check = () => {
        const result = ready();
        if (result === null) return;
        cleanup();
        resolve(result);
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`Timed out; ${describe()}`));
      }, timeoutMs);
      const cleanup = () => {
        clearTimeout(timer);
        waiters.delete(check);
      };
      waiters.add(check);
      check();
    });
  const received = () => `received ${JSON.stringify(items)} errors ${JSON.stringify(errors)}`;
  return {
    items,
    errors,
    waitFor: (predicate, timeoutMs = 5000) => until(() => (predicate(items) ? items : null), received, timeoutMs),
    waitForError: (timeoutMs = 5000) => until(() => (errors.length ? errors : null), received, timeoutMs),
    stop,
  };
};
