/** Where GraphQL is served, over HTTP and as the live channel (graphql-ws) alike. */
export const GRAPHQL_PATH = '/graphql';
