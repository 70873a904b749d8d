import { DynamicModule, Provider, Type } from '@nestjs/common';
import { getDataSourceToken, getRepositoryToken, TypeOrmModule } from '@nestjs/typeorm';
import { getQueryServiceToken } from '@ptc-org/nestjs-query-core';
import { NestjsQueryGraphQLModule, PagingStrategies, pubSubToken } from '@ptc-org/nestjs-query-graphql';
import type { DataSource, ObjectLiteral, Repository } from 'typeorm';

import type { RowRule } from '../../../../shared/row-rules';
import { UserChangesPublisher } from '../../auth/user-changes.publisher';
import { createAccessAuthorizer } from '../../authorization/access-authorizer';
import { AccessDeclaration, assertPlainTerms, columnsOf, normalizeAccess } from '../../authorization/access-terms';
import { PUB_SUB } from '../pubsub/pub-sub.token';
import { LiveEvents } from '../pubsub/live-events';
import { buildTableEntity, buildViewEntity, IndexDeclaration, ViewQuery } from './build-entity';
import { buildDto, buildInputs } from './build-graphql';
import { buildComputedResolver, ComputedFields } from './computed-fields';
import { registerListResolver } from './direct-lists';
import { addResourceModule } from './discover-resources';
import { resourceRepositoryToken, resourceServiceToken } from './inject-resource';
import { DeclaredFilters } from './declared-filters';
import { FieldMap, RowOf } from './fields';
import { RegisteredResource, registerResource, SearchDeclaration, ClassReference } from './resource-registry';
import { CountFrom, ResourceHooks, ResourceQueryService } from './resource-query.service';
import { installSubscriptionFilter } from './subscription-filter';
import { uniqueRulesOf, UniqueRule } from './unique-rules';

installSubscriptionFilter();

/*
 * A resource is one declaration: its fields and its access rule. From it come the TypeORM entity
 * (with foreign keys), the GraphQL type with one relation per reference, the create/update inputs
 * with every validation rule, the authorizer (reads, writes, subscriptions and relations scoped by
 * SQL), the create check, and a Nest module with the generated queries (filters, sorting, offset
 * paging, totalCount), mutations and live subscriptions. Files named *.resource.ts are found at
 * start-up (discover-resources.ts): nothing is registered by hand.
 */

type Shared<Fields extends FieldMap> = {
  /** The GraphQL type, singular PascalCase; Refine's resource name is `plural`. */
  name: string;
  /** camelCase plural (Refine's resource); the name + "s" by default. */
  plural?: string;
  /** A word for messages: "Workspace not found." */
  label: string;
  description: string;
  /** The table or view; snake_case of `plural` by default. */
  table?: string;
  fields: Fields;
  access: AccessDeclaration;
  search?: SearchDeclaration;
  /** Filter-only questions about the row that no one column answers (declared-filters.ts). */
  filters?: DeclaredFilters;
  computed?: ComputedFields<RowOf<Fields>>;
  /** Hand-written operations beside the generated ones (domain mutations, REST controllers). */
  providers?: Provider[];
  controllers?: Type<unknown>[];
  imports?: Array<Type<unknown> | DynamicModule>;
  /** Other tables those providers read or write. */
  entities?: ClassReference[];
};

export type TableDeclaration<Fields extends FieldMap> = Shared<Fields> & {
  /**
   * Rules across fields (shared/row-rules.ts), checked on create (with the defaults) and update (the
   * stored row with the changes); list the same functions in the SPA's declaration, whose form runs them too.
   */
  rules?: ReadonlyArray<RowRule<RowOf<Fields>>>;
  /** Every create, update and delete through the resource is written to the audit log with its before and after (audit-trail.ts). */
  audit?: boolean;
  indexes?: readonly IndexDeclaration[];
  /** Columns whose values together occur once (unique-rules.ts); a field unique on its own says so itself. */
  unique?: ReadonlyArray<UniqueRule & { columns: ReadonlyArray<keyof Fields & string> }>;
  hooks?: ResourceHooks<RowOf<Fields>>;
  /** A boolean field that a delete sets instead of removing the row. */
  softDelete?: keyof Fields & string;
};

export type ViewDeclaration<Fields extends FieldMap> = Shared<Fields> & {
  query: ViewQuery;
  countFrom?: CountFrom;
};

export type Resource<Row> = RegisteredResource & {
  entity: Type<Row>;
  createInput: Type<object> | null;
  updateInput: Type<object> | null;
};

export type ResourceRow<Defined> = Defined extends Resource<infer Row> ? Row : never;

/**
 * A field some readers may not see cannot be filtered on or searched (a filter would tell its value
 * by which rows it keeps); its terms name plain columns like every access term.
 */
const assertFieldReadRules = (name: string, fields: FieldMap, search: SearchDeclaration | undefined): void => {
  for (const [key, definition] of Object.entries(fields)) {
    const readParts = definition.kind === 'json' ? Object.values(definition.options.readParts ?? {}) : [];
    if (!definition.options.read && readParts.length === 0) continue;
    if (definition.options.filterable) throw new Error(`${name}.${key} has read terms: it cannot also be filterable (a filter would tell its value).`);
    if (search && 'fields' in search && search.fields.includes(key)) throw new Error(`${name}.${key} has read terms: it cannot be searched.`);
    for (const terms of [definition.options.read ?? [], ...readParts]) assertPlainTerms(terms, `${name}.${key} read`);
  }
};

const snakeCase = (value: string): string => value.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();

const assemble = <Fields extends FieldMap>(
  declaration: Shared<Fields>,
  kind: 'table' | 'view',
  entity: Type<object>,
  service: {
    hooks?: ResourceHooks<RowOf<Fields>>;
    countFrom?: CountFrom;
    softDelete?: string;
    unique?: readonly UniqueRule[];
    rules?: ReadonlyArray<RowRule<RowOf<Fields>>>;
    audit?: boolean;
  },
): Resource<RowOf<Fields>> => {
  const plural = declaration.plural ?? `${declaration.name.charAt(0).toLowerCase()}${declaration.name.slice(1)}s`;
  const access = normalizeAccess(declaration.access);
  for (const [operation, terms] of Object.entries(access)) assertPlainTerms(terms ?? [], `${declaration.name} ${operation}`);
  assertFieldReadRules(declaration.name, declaration.fields, declaration.search);
  const authorizer = createAccessAuthorizer(declaration.name, () => access);
  const dto = buildDto({
    name: declaration.name,
    description: declaration.description,
    fields: declaration.fields,
    authorizer,
    withTimestamps: kind === 'table',
    searchable: !!declaration.search,
    filters: declaration.filters,
    withRelations: kind === 'table',
  });
  const offers = (operation: 'create' | 'update' | 'delete'): boolean => kind === 'table' && (access[operation]?.length ?? 0) > 0;
  const inputs = buildInputs(declaration.name, declaration.fields, { create: offers('create'), update: offers('update') });
  const resource: RegisteredResource = {
    name: declaration.name,
    plural,
    label: declaration.label,
    table: declaration.table ?? snakeCase(plural),
    kind,
    entity,
    dto,
    fields: declaration.fields,
    access,
    search: declaration.search,
    filters: declaration.filters,
    unique: service.unique ?? [],
    audit: service.audit ?? false,
  };
  registerResource(resource);

  addResourceModule(() => {
    const serviceProvider: Provider = {
      provide: getQueryServiceToken(entity),
      useFactory: (repository: Repository<ObjectLiteral & { id: string }>, live: LiveEvents, userChanges: UserChangesPublisher) =>
        new ResourceQueryService(
          repository,
          resource,
          live,
          userChanges,
          service.hooks as ResourceHooks<ObjectLiteral & { id: string }>,
          service.countFrom,
          service.softDelete,
          service.rules as ReadonlyArray<RowRule<ObjectLiteral>> | undefined,
        ),
      inject: [getRepositoryToken(entity), LiveEvents, UserChangesPublisher],
    };
    const generated = NestjsQueryGraphQLModule.forFeature({
      imports: [TypeOrmModule.forFeature([entity, ...(declaration.entities ?? [])]), ...(declaration.imports ?? [])],
      services: [serviceProvider],
      pubSub: { provide: pubSubToken(), useExisting: PUB_SUB },
      resolvers: [
        {
          DTOClass: dto,
          EntityClass: entity,
          CreateDTOClass: inputs.create ?? undefined,
          UpdateDTOClass: inputs.update ?? undefined,
          pagingStrategy: PagingStrategies.OFFSET,
          enableTotalCount: true,
          enableSubscriptions: true,
          // The *Many mutations are off: a resource's rules live in its one-row operations only.
          create: { disabled: !offers('create') || !inputs.create, many: { disabled: true } },
          update: { disabled: !offers('update') || !inputs.update, many: { disabled: true } },
          delete: { disabled: !offers('delete'), many: { disabled: true } },
        },
      ],
    });
    // Its list query is answered without Nest's per-resolver pipeline (direct-lists.ts).
    for (const provider of generated.providers ?? [])
      if (typeof provider === 'function' && typeof (provider.prototype as { queryMany?: unknown }).queryMany === 'function')
        registerListResolver(dto, provider);
    const computed =
      declaration.computed && Object.keys(declaration.computed).length ? [buildComputedResolver(declaration.name, dto, declaration.computed)] : [];
    // A module of its own per resource, so hand-written resolvers and controllers sit beside the generated ones.
    class ResourceModule {}
    Object.defineProperty(ResourceModule, 'name', { value: `${declaration.name}ResourceModule` });
    const repository: Provider = {
      provide: resourceRepositoryToken(declaration.name),
      useFactory: (dataSource: DataSource) => dataSource.getRepository(entity),
      inject: [getDataSourceToken()],
    };
    const queryService: Provider = { provide: resourceServiceToken(declaration.name), useExisting: getQueryServiceToken(entity) };
    // Global, so any service can @InjectResourceRepository(name) without importing the module.
    const module: DynamicModule = {
      global: true,
      module: ResourceModule,
      imports: [generated, TypeOrmModule.forFeature([entity, ...(declaration.entities ?? [])])],
      providers: [repository, queryService, ...computed, ...(declaration.providers ?? [])],
      controllers: declaration.controllers ?? [],
      exports: [repository, queryService],
    };
    return module;
  });
  return { ...resource, entity: entity as Type<RowOf<Fields>>, createInput: inputs.create, updateInput: inputs.update };
};

/** A resource stored in a table of its own. */
export const defineResource = <Fields extends FieldMap>(declaration: TableDeclaration<Fields>): Resource<RowOf<Fields>> => {
  const plural = declaration.plural ?? `${declaration.name.charAt(0).toLowerCase()}${declaration.name.slice(1)}s`;
  const unique = uniqueRulesOf(declaration.fields, declaration.unique);
  const entity = buildTableEntity({
    name: declaration.name,
    table: declaration.table ?? snakeCase(plural),
    fields: declaration.fields,
    indexes: declaration.indexes ?? [],
    unique,
  });
  const { update, delete: remove } = normalizeAccess(declaration.access);
  const scopeColumns = [...columnsOf(update ?? []), ...columnsOf(remove ?? [])];
  for (const column of scopeColumns) {
    const definition = declaration.fields[column];
    // A column that decides who may change the row cannot be changed, or a write could move the row out of anyone's reach.
    if (definition && !definition.options.createOnly && !definition.options.readOnly) {
      throw new Error(`${declaration.name}.${column} scopes access: declare it createOnly (or readOnly).`);
    }
  }
  return assemble(declaration, 'table', entity as Type<object>, {
    hooks: declaration.hooks,
    softDelete: declaration.softDelete,
    unique,
    rules: declaration.rules,
    audit: declaration.audit,
  });
};

/** A read-only resource over a view (a list that joins tables). */
export const defineView = <Fields extends FieldMap>(declaration: ViewDeclaration<Fields>): Resource<RowOf<Fields> & { id: string }> => {
  const plural = declaration.plural ?? `${declaration.name.charAt(0).toLowerCase()}${declaration.name.slice(1)}s`;
  const entity = buildViewEntity({
    name: declaration.name,
    table: declaration.table ?? snakeCase(plural),
    fields: declaration.fields,
    query: declaration.query,
  });
  return assemble(declaration, 'view', entity as Type<object>, { countFrom: declaration.countFrom });
};

export { RESOURCE_QUERY_OPTIONS } from './build-graphql';
