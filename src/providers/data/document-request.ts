import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { type DocumentNode, Kind, print } from 'graphql';

import { GRAPHQL_URL } from '@/config/api';

import { authorizedFetch, graphqlFetch } from './http';
import { prefetch } from './prefetched-answers';

type Printed = { query: string; operationName: string | undefined };

/** Each document is printed once: the same text every time it is sent. */
const printedDocuments = new WeakMap<DocumentNode, Printed>();

const printedOf = (document: DocumentNode): Printed => {
  let printed = printedDocuments.get(document);
  if (!printed) {
    const operation = document.definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION);
    printed = { query: print(document), operationName: operation?.name?.value };
    printedDocuments.set(document, printed);
  }
  return printed;
};

/**
 * Sends one named GraphQL operation through the shared fetch (token, retry, errors as AppErrors:
 * `graphqlFetch`) and returns its data. It needs neither Refine's data provider nor the live
 * client, so the start-up requests (`src/boot.ts`) can go out before the app's code has arrived
 * (issue 31: on a phone that code is 220 kB, seconds of download).
 */
export const requestDocument = async <Result, Variables extends Record<string, unknown>>(
  document: TypedDocumentNode<Result, Variables>,
  variables?: Variables,
): Promise<Result> => {
  const { query, operationName } = printedOf(document);
  const response = await graphqlFetch(GRAPHQL_URL, { method: 'POST', body: JSON.stringify({ query, variables, operationName }) });
  return ((await response.json()) as { data: Result }).data;
};

/**
 * Asks for one named GraphQL operation now, for the view that will ask for it (prefetched-answers.ts):
 * the same body as requestDocument's, so the same answer; that view's own request then takes it.
 */
export const prefetchDocument = <Result, Variables extends Record<string, unknown>>(document: TypedDocumentNode<Result, Variables>, variables: Variables): void => {
  const { query, operationName } = printedOf(document);
  const body = JSON.stringify({ query, variables, operationName });
  // Low: a browser sends six requests to a host at a time over HTTP/1.1, and the app's entry, which
  // the first render needs, must not wait for these (measured: first paint later at normal priority).
  prefetch(body, () => authorizedFetch(GRAPHQL_URL, { method: 'POST', headers: { 'content-type': 'application/json' }, body, priority: 'low' }));
};
