import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, OperationTypeNode } from 'graphql';

import { GRAPHQL_PATH } from './graphql-path';

export const SUBSCRIPTION_OVER_HTTP_MESSAGE = `Subscriptions are served over WebSocket at ${GRAPHQL_PATH} (graphql-ws), not over HTTP.`;

/**
 * Refuses a subscription sent as an HTTP request before it runs: executed as a query, its field
 * would resolve to nothing and answer "Cannot return null for non-nullable field" as a server fault.
 */
export const httpOperationsPlugin = (): ApolloServerPlugin => ({
  async requestDidStart() {
    return {
      async didResolveOperation({ operation }) {
        if (operation?.operation !== OperationTypeNode.SUBSCRIPTION) return;
        throw new GraphQLError(SUBSCRIPTION_OVER_HTTP_MESSAGE, { extensions: { code: 'BAD_REQUEST', http: { status: 400 } } });
      },
    };
  },
});
