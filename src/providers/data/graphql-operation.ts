import type { TypedDocumentNode } from '@graphql-typed-document-node/core';

import { requestDocument } from './document-request';

/** An operation without variables takes none; one with variables requires exactly its own. */
type VariablesOf<Variables> = Variables extends Record<string, never> ? [] : [variables: Variables];

/**
 * A named GraphQL operation of a screen, by its generated typed document (`XxxDocument` from
 * `@/graphql/types`): the result and the variables are the document's own, so a wrong variable
 * does not compile. Errors arrive as AppErrors from the shared fetch. For the domain operations
 * Refine's CRUD hooks do not cover.
 */
export const runOperation = <Result, Variables extends Record<string, unknown>>(
  document: TypedDocumentNode<Result, Variables>,
  ...variables: VariablesOf<Variables>
): Promise<Result> => requestDocument(document, variables[0] as Variables | undefined);
