import { AsyncLocalStorage } from 'node:async_hooks';

import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import { Observable } from 'rxjs';

import { unauthenticated } from '../common/errors/domain-errors';
import { requestOf } from './request-context';
import { RequestUser } from './request-user';

/** What belongs to one resolver or controller call rather than to the whole request. */
type OperationScope = { actor: RequestUser | undefined; fields: Record<string, unknown> };

const scopeStorage = new AsyncLocalStorage<OperationScope>();

/**
 * nestjs-query's interceptors store the resource's authorizer and hooks on the GraphQL context,
 * and its parameter decorators read them back from there. All root fields of one request share
 * that context, so with two fields resolving at once one could read the other's authorization
 * filter. These keys are therefore turned into accessors that read and write the current call's
 * own scope.
 */
const PER_CALL_CONTEXT_KEYS = ['authorizer', 'hooks'];

const isolatePerCallKeys = (graphqlContext: object): void => {
  for (const key of PER_CALL_CONTEXT_KEYS) {
    if (Object.getOwnPropertyDescriptor(graphqlContext, key)?.get) continue;
    Object.defineProperty(graphqlContext, key, {
      configurable: true,
      enumerable: false,
      get: () => scopeStorage.getStore()?.fields[key],
      set: (value: unknown) => {
        const scope = scopeStorage.getStore();
        if (!scope) throw new Error(`"${key}" was set on the GraphQL context outside an operation scope.`);
        scope.fields[key] = value;
      },
    });
  }
};

/** The signed-in user for code below the resolvers (query services, history writers). */
export const currentActor = (): RequestUser => {
  const actor = scopeStorage.getStore()?.actor;
  if (!actor) throw unauthenticated();
  return actor;
};

/** The signed-in user of the current call, or null for the server's own work (seed, jobs, start-up). */
export const optionalActor = (): RequestUser | null => scopeStorage.getStore()?.actor ?? null;

/** Runs work in a call's own scope, as the interceptor below does for calls through Nest's pipeline. */
export const runAsActor = <Result>(actor: RequestUser, work: () => Promise<Result>): Promise<Result> => scopeStorage.run({ actor, fields: {} }, work);

/** Runs first for every call (global interceptors precede the resolver's own): opens its scope. */
@Injectable()
export class OperationScopeInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType<string>() === 'graphql') isolatePerCallKeys(GqlExecutionContext.create(context).getContext<object>());
    const scope: OperationScope = { actor: requestOf(context)?.user, fields: {} };
    return new Observable((subscriber) => scopeStorage.run(scope, () => next.handle().subscribe(subscriber)));
  }
}
