import { GraphQLClient } from '@refinedev/nestjs-query';
import { createClient, Client } from 'graphql-ws';
import WebSocket from 'ws';

export type GraphQLErrorShape = { message: string; extensions?: { code?: string } };
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

/** Collects what a subscription delivers until `until` returns true or the time runs out. */
export const collect = <Item>(
  client: Client,
  query: string,
  variables: Record<string, unknown> = {},
): { items: Item[]; errors: unknown[]; waitFor: (predicate: (items: Item[]) => boolean, timeoutMs?: number) => Promise<Item[]>; stop: () => void } => {
  const items: Item[] = [];
  const errors: unknown[] = [];
  const stop = client.subscribe<Item>({ query, variables }, {
    next: (value) => {
      if (value.data) items.push(value.data as Item);
      if (value.errors) errors.push(...value.errors);
    },
    error: (error) => errors.push(error),
    complete: () => undefined,
  });
  const waitFor = async (predicate: (items: Item[]) => boolean, timeoutMs = 5000): Promise<Item[]> => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (predicate(items)) return items;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`Timed out; received ${JSON.stringify(items)} errors ${JSON.stringify(errors)}`);
  };
  return { items, errors, waitFor, stop };
};
