import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { ApolloDriver, ApolloDriverConfig } from '@nestjs/apollo';
import { Module } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { GraphQLModule as NestGraphQLModule } from '@nestjs/graphql';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { ExecutionResult } from 'graphql';
import type { DataSource } from 'typeorm';

import { LiveConnections, UNAUTHENTICATED_CLOSE_CODE } from '../auth/live-connections';
import { bearerTokenOf, GraphQLRequestContext } from '../auth/request-user';
import { SessionService } from '../auth/session.service';
import { answerFieldReadsDirectly } from '../authorization/field-access';
import { answerComputedFieldsDirectly } from '../common/resource/computed-fields';
import { answerListsDirectly } from '../common/resource/direct-lists';
import { createValidationPipe } from '../common/validation/validation.pipe';
import { formatGraphQLError } from '../common/errors/graphql-error.formatter';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { liveChannelValidator, queryLimitErrorOf, queryLimitProtection } from './query-limits';
import { GRAPHQL_PATH } from './graphql-path';
import { httpOperationsPlugin } from './http-operations.plugin';
import { wholeRowsPlugin } from './whole-rows.plugin';
import { liveDocuments } from './live-documents';

type ConnectionParams = Record<string, unknown> & { headers?: Record<string, unknown> };
type LiveSocket = { close: (code: number, reason: string) => void };
type LiveExtra = { socket: LiveSocket; sessionId?: string; request?: { socket?: { remoteAddress?: string } } };
/** graphql-ws's connection context, as far as this module reads it. */
type LiveContext = { connectionParams?: Readonly<Record<string, unknown>>; extra: unknown };

/** Where the path of the schema file is given, the server writes the schema there (npm run schema). */
export const SCHEMA_OUTPUT = process.env.SCHEMA_OUTPUT;

/** The live channel carries the token in its connection params, as `Authorization` or inside `headers`. */
const authorizationOf = (params: Readonly<ConnectionParams> | undefined): string | undefined => {
  const headers = params?.headers;
  const candidates = [params?.Authorization, params?.authorization, headers?.Authorization, headers?.authorization];
  const found = candidates.find((value) => typeof value === 'string');
  return found;
};

const isLiveContext = (value: unknown): value is LiveContext => typeof value === 'object' && value !== null && 'extra' in value && 'connectionParams' in value;

@Module({
  imports: [
    NestGraphQLModule.forRootAsync<ApolloDriverConfig>({
      driver: ApolloDriver,
      inject: [SessionService, LiveConnections, APP_CONFIG, getDataSourceToken(), ModuleRef],
      useFactory: (sessions: SessionService, liveConnections: LiveConnections, config: AppConfig, dataSource: DataSource, moduleRef: ModuleRef) => {
        const protection = queryLimitProtection(config.graphqlLimits);
        const answerLists = answerListsDirectly({ moduleRef, sessions, validation: createValidationPipe() });
        return {
          path: GRAPHQL_PATH,
          autoSchemaFile: SCHEMA_OUTPUT ?? true,
          sortSchema: true,
          playground: false,
          // Off in production unless GRAPHQL_INTROSPECTION=true; the schema file is written without it.
          introspection: config.graphqlIntrospection,
          includeStacktraceInErrorResponses: false,
          // Depth, aliases, cost and directives (QUERY_TOO_COMPLEX) and paging (BAD_USER_INPUT) are checked before anything runs.
          validationRules: protection.validationRules,
          // Apollo's cache-control plugin (on by default; nothing here sets cache hints) wraps every
          // field resolver of the schema to collect hints: a call per field of every row, for nothing.
          plugins: [...protection.plugins, httpOperationsPlugin(), wholeRowsPlugin(), ApolloServerPluginCacheControlDisabled()],
          // A batch would multiply every limit by its length.
          allowBatchedHttpRequests: false,
          formatError: (formatted, error) => queryLimitErrorOf(formatted, error) ?? formatGraphQLError(formatted, error),
          // Relation fields are resolved with the related resource's authorizer, which nestjs-query
          // installs with an interceptor: interceptors must run for field resolvers too.
          fieldResolverEnhancers: ['interceptors'],
          // Computed fields (counts, roles) need none of that and are called directly (computed-fields.ts),
          // and so are the declared resources' lists, with the same checks (direct-lists.ts).
          transformResolvers: (resolvers) => answerLists(answerComputedFieldsDirectly(resolvers)),
          // Fields with read rules answer at once when the rule decides from the reader and the row (field-access.ts).
          transformSchema: answerFieldReadsDirectly,
          // HTTP operations carry the express request; live operations get one built from the connection params.
          context: (input: unknown): GraphQLRequestContext => {
            if (isLiveContext(input)) {
              return {
                req: {
                  headers: { authorization: authorizationOf(input.connectionParams) },
                  ip: (input.extra as LiveExtra).request?.socket?.remoteAddress,
                },
                dataSource,
              };
            }
            return { req: (input as Pick<GraphQLRequestContext, 'req'>).req, dataSource };
          },
          subscriptions: {
            'graphql-ws': {
              // graphql-ws's own parse/validate options (not in Nest's type, passed through as they are):
              // the query limits and introspection rule, each document checked once.
              ...liveDocuments(liveChannelValidator(config.graphqlLimits, config.graphqlIntrospection)),
              onConnect: async (context: LiveContext) => {
                const extra = context.extra as LiveExtra;
                const token = bearerTokenOf(authorizationOf(context.connectionParams));
                try {
                  if (!token) throw new Error('missing token');
                  const user = await sessions.authenticate(token);
                  extra.sessionId = user.sessionId;
                  liveConnections.add(user.sessionId, extra.socket);
                  return true;
                } catch {
                  extra.socket.close(UNAUTHENTICATED_CLOSE_CODE, 'Unauthenticated');
                  return false;
                }
              },
              // Errors on the live channel get the same codes and messages as over HTTP.
              onNext: (_context: LiveContext, _id: string, _payload: unknown, _args: unknown, result: ExecutionResult) =>
                result.errors ? { ...result, errors: result.errors.map((error) => formatGraphQLError(error.toJSON(), error)) } : undefined,
              onDisconnect: (context: LiveContext) => {
                const extra = context.extra as LiveExtra;
                if (extra.sessionId) liveConnections.remove(extra.sessionId, extra.socket);
              },
            },
          },
        };
      },
    }),
  ],
})
export class GraphQLModule {}
