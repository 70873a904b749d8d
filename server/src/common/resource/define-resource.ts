import { DynamicModule, Provider, Type } from '@nestjs/common';
import { getRepositoryToken, TypeOrmModule } from '@nestjs/typeorm';
import { getQueryServiceToken } from '@ptc-org/nestjs-query-core';
import { NestjsQueryGraphQLModule, PagingStrategies, pubSubToken, QueryArgsTypeOpts } from '@ptc-org/nestjs-query-graphql';
import { ObjectLiteral, Repository } from 'typeorm';

import { ResourceQueryService } from '../../database/resource-query.service';
import { PUB_SUB } from '../pubsub/pub-sub.module';

/** Every resource pages by offset with a total count, as Refine's nestjs-query provider expects. */
export const RESOURCE_QUERY_OPTIONS: QueryArgsTypeOpts<unknown> = {
  pagingStrategy: PagingStrategies.OFFSET,
  enableTotalCount: true,
  maxResultsSize: 1000,
};

export type ResourceDeclaration<Entity extends ObjectLiteral & { id: string }> = {
  /** The GraphQL type; its name is the singular of the Refine resource (Organization -> organizations). */
  dto: Type<unknown>;
  entity: Type<Entity>;
  /** Omitted: no createOne/createMany mutations. */
  createInput?: Type<unknown>;
  /** Omitted: no updateOne/updateMany mutations. */
  updateInput?: Type<unknown>;
  /** false: no deleteOne/deleteMany mutations. */
  deletable?: boolean;
  /** A service with the resource's own rules; by default the shared ResourceQueryService. */
  service?: Type<ResourceQueryService<Entity>>;
  /** Extra providers: hand-written resolvers for domain operations and what they use. */
  providers?: Provider[];
  /** REST controllers of the resource (spec 02 §7 calls). */
  controllers?: Array<Type<unknown>>;
  imports?: Array<Type<unknown> | DynamicModule>;
  /** Entities those providers read besides the resource's own. */
  entities?: Array<Type<unknown>>;
};

/**
 * Turns a resource declaration into its module: generated queries (filter, sort, offset paging,
 * totalCount), mutations and created/updated/deleted subscriptions, all behind the DTO's
 * authorizer, with live events published through the shared pub/sub.
 */
export const defineResource = <Entity extends ObjectLiteral & { id: string }>(
  declaration: ResourceDeclaration<Entity>,
): DynamicModule => {
  const serviceProvider: Provider = declaration.service
    ? { provide: getQueryServiceToken(declaration.entity), useClass: declaration.service }
    : {
        provide: getQueryServiceToken(declaration.entity),
        useFactory: (repository: Repository<Entity>) => new ResourceQueryService(repository),
        inject: [getRepositoryToken(declaration.entity)],
      };
  const generated = NestjsQueryGraphQLModule.forFeature({
    imports: [TypeOrmModule.forFeature([declaration.entity, ...(declaration.entities ?? [])]), ...(declaration.imports ?? [])],
    services: [serviceProvider],
    pubSub: { provide: pubSubToken(), useExisting: PUB_SUB },
    resolvers: [
      {
        DTOClass: declaration.dto,
        EntityClass: declaration.entity,
        CreateDTOClass: declaration.createInput,
        UpdateDTOClass: declaration.updateInput,
        pagingStrategy: PagingStrategies.OFFSET,
        enableTotalCount: true,
        enableSubscriptions: true,
        // The *Many mutations are off: a resource's rules live in its one-row operations only.
        create: { disabled: !declaration.createInput, many: { disabled: true } },
        update: { disabled: !declaration.updateInput, many: { disabled: true } },
        delete: { disabled: declaration.deletable === false, many: { disabled: true } },
      },
    ],
  });
  // A module of its own per resource, so hand-written resolvers and controllers sit beside the generated ones.
  class ResourceModule {}
  Object.defineProperty(ResourceModule, 'name', { value: `${declaration.dto.name.replace(/DTO$/, '')}ResourceModule` });
  return {
    module: ResourceModule,
    imports: [generated],
    providers: declaration.providers ?? [],
    controllers: declaration.controllers ?? [],
  };
};
