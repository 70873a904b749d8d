import dataProviderFactory, { GraphQLClient, liveProvider as liveProviderFactory } from '@refinedev/nestjs-query';
import { EXACT_COUNT_HEADER } from '@shared/constants';
import { createClient } from 'graphql-ws';

import { GRAPHQL_URL, LIVE_URL } from '@/config/api';
import { endSession } from '@/providers/auth/session-end';
import { authorizationHeader, currentSession } from '@/providers/auth/token-store';

import { graphqlFetch } from './http';

/** graphql-ws closes with 4401 when the session is revoked or expired: never reconnect then. */
export const UNAUTHENTICATED_CLOSE_CODE = 4401;
export const LIVE_TIMEOUT_MS = 30_000;

export const graphqlClient = new GraphQLClient(GRAPHQL_URL, { fetch: graphqlFetch });

export const dataProvider = dataProviderFactory(graphqlClient);

/** The same provider asking the server for exact counts: a table's "Count all" past COUNT_LIMIT. */
export const exactCountDataProvider = dataProviderFactory(new GraphQLClient(GRAPHQL_URL, { fetch: graphqlFetch, headers: { [EXACT_COUNT_HEADER]: 'true' } }));

/** The live channel: token in the connection params, reconnecting, 30 s to be acknowledged. */
export const liveClient = createClient({
  url: LIVE_URL,
  lazy: true,
  retryAttempts: Number.POSITIVE_INFINITY,
  connectionAckWaitTimeout: LIVE_TIMEOUT_MS,
  keepAlive: 10_000,
  connectionParams: () => {
    const session = currentSession();
    return session ? { Authorization: authorizationHeader(session) } : {};
  },
  shouldRetry: (event) => (event as CloseEvent | undefined)?.code !== UNAUTHENTICATED_CLOSE_CODE,
  on: {
    closed: (event) => {
      if ((event as CloseEvent | undefined)?.code === UNAUTHENTICATED_CLOSE_CODE) endSession();
    },
  },
});

export const liveProvider = liveProviderFactory(liveClient);
