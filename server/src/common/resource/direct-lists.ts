import type { Type, ValidationPipe } from '@nestjs/common';
import type { ModuleRef } from '@nestjs/core';
import type { Filter } from '@ptc-org/nestjs-query-core';
import { AuthorizationContext, CustomAuthorizer, OperationGroup } from '@ptc-org/nestjs-query-graphql';
import type { GraphQLResolveInfo } from 'graphql';

import { authenticateRequest } from '../../auth/authentication.guard';
import { runAsActor } from '../../auth/current-actor';
import type { GraphQLRequestContext } from '../../auth/request-user';
import type { SessionService } from '../../auth/session.service';
import { listResolverParts, simplifyResolveInfo } from './nestjs-query-adapter';

/** nestjs-query's generated list query, as its resolver class declares it (ReadResolver.queryMany). */
type ListResolver = {
  queryMany: (query: object, authorizeFilter: Filter<object> | undefined, resolveInfo: { info: unknown; relations: unknown[] }) => Promise<unknown>;
};

/** The generated resolver classes of the declared resources, with their DTOs (define-resource.ts registers them). */
const listResolverClasses: Array<{ dto: Type<object>; resolver: Type<unknown> }> = [];

export const registerListResolver = (dto: Type<object>, resolver: Type<unknown>): void => void listResolverClasses.push({ dto, resolver });

/** The list queries answered below, by name (for tests: Apollo wraps the schema's resolvers). */
const directlyAnswered = new Set<string>();

export const directlyAnsweredLists = (): string[] => [...directlyAnswered];

/** What nestjs-query's AuthorizerFilter decorator gives a list's authorizer. */
const READ_MANY: AuthorizationContext = { operationName: 'queryMany', operationGroup: OperationGroup.READ, readonly: true, many: true };

type FieldResolver = (root: unknown, args: Record<string, unknown>, context: GraphQLRequestContext, info: GraphQLResolveInfo) => unknown;

export type DirectListsOptions = { moduleRef: ModuleRef; sessions: SessionService; validation: ValidationPipe };

/**
 * The GraphQL module's transformResolvers: every declared resource's list query is answered by one
 * function instead of through Nest's per-resolver pipeline, which ran for each list the global
 * guard, three interceptors (each wrapping the next in an Observable and an AsyncResource), the
 * parameter decorators, and the list arguments' conversion to classes twice (the ValidationPipe's,
 * then nestjs-query's HookArgs' own, unvalidated). The same steps in the same order, each once:
 * - the session check of AuthenticationGuard (authenticateRequest: a missing, expired, revoked or
 *   idle session is UNAUTHENTICATED);
 * - the call's scope for the code below (the OperationScopeInterceptor's: who acts);
 * - the global ValidationPipe on the arguments (class-validator's rules, BAD_USER_INPUT with the
 *   spec's message), its instance the one the resolver gets;
 * - the resource's authorizer (its scope as a filter, or FORBIDDEN), as AuthorizerFilter asks it;
 * - nestjs-query's queryMany with the resolve info as GraphQLResultInfo gives it.
 * Errors reach the GraphQL formatter as they did (the exception filter rethrows GraphQL's). A DTO
 * with before-query-many hooks or look-ahead relations keeps Nest's pipeline (none has today).
 */
export const answerListsDirectly =
  ({ moduleRef, sessions, validation }: DirectListsOptions) =>
  <Resolvers>(resolvers: Resolvers): Resolvers => {
    const maps = (Array.isArray(resolvers) ? resolvers : [resolvers]) as Array<Record<string, Record<string, FieldResolver> | undefined>>;
    for (const { dto, resolver: resolverClass } of listResolverClasses) {
      const { authorizerToken, needsNestjsQueryDecorators } = listResolverParts(dto);
      const resolver = moduleRef.get<ListResolver>(resolverClass, { strict: false });
      const name: unknown = Reflect.getMetadata('graphql:resolver_name', resolver.queryMany);
      const queries = maps.find((map) => typeof name === 'string' && !!map.Query && name in map.Query)?.Query;
      if (needsNestjsQueryDecorators || typeof name !== 'string' || !queries) continue;
      const [argumentsClass] = Reflect.getMetadata('design:paramtypes', resolver, 'queryMany') as [Type<object>];
      const authorizer = moduleRef.get<CustomAuthorizer<object>>(authorizerToken, { strict: false });
      const answer: FieldResolver = async (_root, args, context, info) => {
        const actor = await authenticateRequest(sessions, context.req);
        return runAsActor(actor, async () => {
          const query = (await validation.transform(args, { type: 'body', metatype: argumentsClass })) as object;
          const authorizeFilter = await authorizer.authorize(context, READ_MANY);
          return resolver.queryMany(query, authorizeFilter, { info: simplifyResolveInfo(info), relations: [] });
        });
      };
      directlyAnswered.add(name);
      queries[name] = answer;
    }
    return resolvers;
  };
