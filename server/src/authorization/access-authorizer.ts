import { Injectable, Type } from '@nestjs/common';
import type { Filter } from '@ptc-org/nestjs-query-core';
import { AuthorizationContext, CustomAuthorizer, OperationGroup } from '@ptc-org/nestjs-query-graphql';

import type { GraphQLRequestContext } from '../auth/request-user';
import { forbidden, unauthenticated } from '../common/errors/domain-errors';
import { couldEverPass } from './access-match';
import type { AccessOperation, AccessRule } from './access-terms';
import { scopeFilter } from './scope-token';

type Operation = { operation: AccessOperation; live: boolean };

const operationOf = (authorizationContext?: AuthorizationContext): Operation => {
  // Subscriptions are authorized with the group of their event (created -> CREATE); they only read.
  if (authorizationContext?.operationName.endsWith('Subscription')) return { operation: 'read', live: true };
  if (!authorizationContext || authorizationContext.readonly) return { operation: 'read', live: false };
  switch (authorizationContext.operationGroup) {
    case OperationGroup.CREATE:
      return { operation: 'create', live: false };
    case OperationGroup.UPDATE:
      return { operation: 'update', live: false };
    case OperationGroup.DELETE:
      return { operation: 'delete', live: false };
    default:
      return { operation: 'read', live: false };
  }
};

/**
 * The nestjs-query authorizer of a declared resource, made from its access rule: every row for a
 * platform role that grants it, else the rule's scope (scope-token.ts -> SQL). A write the user
 * cannot do anywhere is FORBIDDEN; one on a row outside the scope is NOT_FOUND (the row is not
 * there for them). Subscriptions always carry the scope, so delivery re-checks the subscriber's
 * current roles. Relations are left to the related resource's own authorizer.
 */
export const createAccessAuthorizer = (resourceName: string, accessOf: () => AccessRule): Type<CustomAuthorizer<object>> => {
  @Injectable()
  class AccessAuthorizer implements CustomAuthorizer<object> {
    async authorize(context: GraphQLRequestContext, authorizationContext?: AuthorizationContext): Promise<Filter<object>> {
      const user = context.req?.user;
      if (!user) throw unauthenticated();
      const { operation, live } = operationOf(authorizationContext);
      const terms = accessOf()[operation] ?? [];
      const global = terms.some((term) => term.kind === 'global' && term.roles.some((role) => user.roles.includes(role)));
      const scoped = terms.some((term) => term.kind !== 'global');
      if (!global && !scoped) throw forbidden();
      if (operation !== 'read' && !couldEverPass(terms, user)) throw forbidden();
      if (global && !live) return {};
      return scopeFilter({ resource: resourceName, operation, userId: user.id, globalRoles: user.roles });
    }

    authorizeRelation(): Promise<undefined> {
      return Promise.resolve(undefined);
    }
  }
  Object.defineProperty(AccessAuthorizer, 'name', { value: `${resourceName}Authorizer` });
  return AccessAuthorizer;
};
