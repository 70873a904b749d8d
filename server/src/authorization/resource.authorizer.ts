import { Filter } from '@ptc-org/nestjs-query-core';
import { AuthorizationContext, CustomAuthorizer, OperationGroup } from '@ptc-org/nestjs-query-graphql';

import { forbidden, unauthenticated } from '../common/errors/domain-errors';
import { GraphQLRequestContext, RequestUser } from '../auth/request-user';
import { NO_ROWS } from '../database/resource-query.service';

/**
 * What a user may do with a resource's rows: every row, only the rows a filter matches, or
 * nothing at all (FORBIDDEN). An empty filter list is expressed with `onlyIds([])`.
 */
export type Scope<DTO> = 'all' | 'forbidden' | Filter<DTO>;

export type ResourceOperation = 'read' | 'create' | 'update' | 'delete';

/** Rows whose id is in the list; no rows at all when the list is empty. */
export const onlyIds = <DTO>(ids: readonly string[]): Filter<DTO> =>
  (ids.length ? { id: { in: [...ids] } } : NO_ROWS) as unknown as Filter<DTO>;

/** Rows whose `field` is one of `values`; no rows when the list is empty. */
export const whereIn = <DTO>(field: keyof DTO & string, values: readonly string[]): Filter<DTO> =>
  (values.length ? { [field]: { in: [...values] } } : NO_ROWS) as unknown as Filter<DTO>;

export const anyOf = <DTO>(...filters: Filter<DTO>[]): Filter<DTO> => ({ or: filters }) as Filter<DTO>;

const operationOf = (authorizationContext?: AuthorizationContext): ResourceOperation => {
  // Subscriptions are authorized with the group of the event (created -> CREATE); they only read.
  if (!authorizationContext || authorizationContext.readonly || authorizationContext.operationName.endsWith('Subscription')) {
    return 'read';
  }
  switch (authorizationContext.operationGroup) {
    case OperationGroup.CREATE:
      return 'create';
    case OperationGroup.UPDATE:
      return 'update';
    case OperationGroup.DELETE:
      return 'delete';
    default:
      return 'read';
  }
};

/**
 * Base of every resource's authorizer. The resource states its rules per operation; this class
 * turns them into nestjs-query filters for queries, updates, deletes and subscriptions, and into
 * FORBIDDEN for operations the role may not perform at all.
 */
export abstract class ResourceAuthorizer<DTO> implements CustomAuthorizer<DTO> {
  protected abstract scope(user: RequestUser, operation: ResourceOperation): Promise<Scope<DTO>> | Scope<DTO>;

  async authorize(context: GraphQLRequestContext, authorizationContext?: AuthorizationContext): Promise<Filter<DTO>> {
    const user = context.req?.user;
    if (!user) throw unauthenticated();
    const scope = await this.scope(user, operationOf(authorizationContext));
    if (scope === 'all') return {} as Filter<DTO>;
    if (scope === 'forbidden') throw forbidden();
    return scope;
  }

  authorizeRelation(): Promise<Filter<unknown>> {
    return Promise.resolve({});
  }
}
