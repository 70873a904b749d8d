import type { TypedDocumentNode } from '@graphql-typed-document-node/core';

import {
  CourseShowDocument,
  EngagementSummaryDocument,
  GroupEngagementSummaryDocument,
  GroupPageDocument,
  LearnerGroupsDocument,
  ProgramDistributionFactsDocument,
  UserShowDocument,
  WorkspacePageDocument,
} from '@/graphql/types';
import { prefetchDocument } from '@/providers/data/document-request';

import type { RouteName } from './route-table';

/** One request a page will make, as it makes it: the same document and variables. */
type EarlyRequest = { send: () => void };

const ask = <Result, Variables extends Record<string, unknown>>(document: TypedDocumentNode<Result, Variables>, variables: Variables): EarlyRequest => ({
  send: () => prefetchDocument(document, variables),
});

type Params = Record<string, string>;

const learnerPage = ({ organizationId, userId }: Params) => [ask(UserShowDocument, { id: userId }), ask(LearnerGroupsDocument, { organizationId, userId })];
const programPage = ({ courseId }: Params) => [ask(CourseShowDocument, { id: courseId }), ask(ProgramDistributionFactsDocument, { id: courseId })];

/**
 * The requests each page makes first that depend on its address alone (issue 31, the request
 * waterfall): start-up sends them while the app's code is still downloading, and the page's own
 * requests take their answers (providers/data/prefetched-answers.ts). These are the records the
 * page's title and first cards show, the largest paint on a phone. A table's rows are not here:
 * their variables come from the person's table settings. A request here that the page no longer
 * makes the same way is asked for twice: page-load.spec.ts guards each page against that.
 */
export const ROUTE_DATA: Partial<Record<RouteName, (params: Params, hash: string) => EarlyRequest[]>> = {
  organization: ({ organizationId }, hash) => [
    ask(WorkspacePageDocument, { id: organizationId }),
    // The general section's figures, when the address opens it (the default section).
    ...(hash === '' || hash === '#general' ? [ask(EngagementSummaryDocument, { organizationId })] : []),
  ],
  company: ({ organizationId, companyId }) => [ask(GroupPageDocument, { id: companyId }), ask(GroupEngagementSummaryDocument, { organizationId, companyId })],
  companyUser: learnerPage,
  organizationUser: learnerPage,
  companyProgram: programPage,
  organizationProgram: programPage,
};

/** Sends the early requests of the page at this route (named as the route table names it). */
export const preloadRouteData = (route: { name: string; params: Params }, hash: string): void => {
  for (const request of ROUTE_DATA[route.name as RouteName]?.(route.params, hash) ?? []) request.send();
};
