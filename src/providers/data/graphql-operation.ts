import type { DocumentNode } from 'graphql';

import { graphqlClient } from './index';

/**
 * A named GraphQL operation of a screen (its document and codegen'd types); errors arrive as
 * AppErrors from the shared fetch. For the domain operations Refine's CRUD hooks do not cover.
 */
export const runOperation = <Result, Variables extends Record<string, unknown> = Record<string, never>>(
  document: DocumentNode,
  variables?: Variables,
): Promise<Result> => graphqlClient.request<Result>(document, variables);
