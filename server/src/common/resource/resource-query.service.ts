import { NotFoundException } from '@nestjs/common';
import {
  DeepPartial,
  DeleteOneOptions,
  Filter,
  FindByIdOptions,
  GetByIdOptions,
  mergeFilter,
  Query,
  QueryOptions,
  UpdateOneOptions,
} from '@ptc-org/nestjs-query-core';
import { TypeOrmQueryService } from '@ptc-org/nestjs-query-typeorm';
import type { DeepPartial as EntityPartial, EntityManager, ObjectLiteral, Repository } from 'typeorm';

import type { RowRule } from '../../../../shared/row-rules';
import { optionalActor } from '../../auth/current-actor';
import type { RequestUser } from '../../auth/request-user';
import type { UserChangesPublisher } from '../../auth/user-changes.publisher';
import { assertMayCreate, assertReadable } from '../../authorization/access-checks';
import { notFound } from '../errors/domain-errors';
import { mayNarrowColumns } from '../http-request-context';
import type { LiveEvents } from '../pubsub/live-events';
import { auditChange } from './audit-trail';
import { constraintViolation } from './constraint-violations';
import { createFilterQueryBuilder, createRelationQueryBuilder, RelationQueryBuilder } from './nestjs-query-adapter';
import { carriedCount, carryCount, countExpression, CountFrom, countRows, CountSource } from './list-count';
import { cachedPage, keepPage, pageKey, PageStatement, runPage } from './page-sql';
import { resourceComparisonHook } from './resource-filter';
import { RegisteredResource } from './resource-registry';
import { columnsByField, columnsForFields } from './selected-columns';
import { assertRowRules, assertUnique, withDefaults } from './write-checks';

/**
 * What a hook gets: the transaction's manager, who acts (null for the server itself), the live
 * channel, and afterCommit for what must only happen once the write is in (announcing it).
 */
export type HookContext = {
  manager: EntityManager;
  actor: RequestUser | null;
  live: LiveEvents;
  afterCommit: (work: () => Promise<void>) => void;
  /** Someone's roles or profile changed: once committed, every instance forgets them and their open tabs hear of it. */
  userChanged: (userId: string) => void;
};

/**
 * A resource's own rules around its writes, run inside the write's transaction. A before-hook may
 * return changed values or throw (badUserInput, forbidden); an after-hook may write related rows.
 */
export type ResourceHooks<Row> = {
  beforeCreate?: (input: DeepPartial<Row> & Record<string, unknown>, context: HookContext) => Promise<DeepPartial<Row>> | DeepPartial<Row>;
  afterCreate?: (row: Row, context: HookContext) => Promise<void> | void;
  beforeUpdate?: (update: DeepPartial<Row>, current: Row, context: HookContext) => Promise<DeepPartial<Row>> | DeepPartial<Row>;
  afterUpdate?: (row: Row, previous: Row, context: HookContext) => Promise<void> | void;
  beforeDelete?: (current: Row, context: HookContext) => Promise<void> | void;
  afterDelete?: (row: Row, context: HookContext) => Promise<void> | void;
};

export type { CountFrom };

/**
 * The query service behind every declared resource: queries through nestjs-query with the
 * resource's filter semantics (scope as SQL, search, text matching), and writes in a transaction
 * with the access checks, the reference checks and the resource's hooks.
 */
export class ResourceQueryService<Row extends ObjectLiteral & { id: string }> extends TypeOrmQueryService<Row> {
  constructor(
    repository: Repository<Row>,
    private readonly resource: RegisteredResource,
    private readonly live: LiveEvents,
    private readonly userChanges: UserChangesPublisher,
    private readonly hooks: ResourceHooks<Row> = {},
    private readonly countFrom?: CountFrom,
    /** A boolean column that a delete sets instead of removing the row (the row and its history stay). */
    private readonly softDeleteColumn?: string,
    /** The resource's rules across fields (shared/row-rules.ts), run on the record as it will be stored. */
    private readonly rules?: ReadonlyArray<RowRule<ObjectLiteral>>,
  ) {
    super(repository, { filterQueryBuilder: createFilterQueryBuilder(repository, resourceComparisonHook) });
  }

  /** Counts started beside their page, by the filter object the pager will count (see query). */
  private readonly startedCounts = new WeakMap<Filter<Row>, Promise<number>>();

  /** The fields answered from their own columns, and the columns each reads (selected-columns.ts). */
  private fieldColumns: ReadonlyMap<string, readonly string[]> | null = null;

  /** The columns a list's page must read for the fields asked of its rows, or null for whole rows. */
  private selectedColumns(query: Query<Row>, opts: QueryOptions<Row> | undefined): string[] | null {
    const nodes = (opts?.resolveInfo?.fields as Record<string, { fields?: Record<string, { name: string }> }> | undefined)?.nodes?.fields;
    // Relations read with the page (nestjs-query's look-ahead) select their own columns: whole rows then.
    if (!nodes || (query.relations?.length ?? 0) > 0 || !mayNarrowColumns()) return null;
    this.fieldColumns ??= columnsByField(this.resource.fields, this.repo);
    const columns = columnsForFields(nodes, this.fieldColumns, this.repo);
    // The sorted columns too: some of TypeORM's paging paths order by a column's selected alias.
    for (const { field } of query.sorting ?? []) if (columns && this.repo.metadata.findColumnWithPropertyName(String(field))) columns.push(String(field));
    return columns && [...new Set(columns)];
  }

  /**
   * TypeOrmQueryService.query, for a list's page with three savings when nestjs-query says what the
   * answer asks for (its resolve info; other reads are as before):
   * - it reads only the columns the asked fields need (selected-columns.ts), not whole rows;
   * - when the answer also asks for totalCount, the page's statement carries the count
   *   (list-count.ts): one statement and one round trip per list instead of two. The pager then
   *   counts the very filter object this query got, and count() takes the carried one. Where the
   *   page cannot carry it (joins), the count starts now on a second connection, beside the page,
   *   instead of once the page is in (nestjs-query's pager counts after it);
   * - the page's statement is built once per shape and reader (page-sql.ts), not on every request.
   */
  async query(query: Query<Row>, opts?: QueryOptions<Row>): Promise<Row[]> {
    const fields = opts?.resolveInfo?.fields;
    const filter = query.filter;
    const withCount = !!filter && !!fields && 'totalCount' in fields && 'nodes' in fields;
    // Only a list's pages are kept (reads by id and inside writes would only crowd them out).
    const key = fields
      ? pageKey({
          table: this.repo.metadata.tableName,
          query: query as Query<unknown>,
          fields: this.askedFields(opts),
          narrow: mayNarrowColumns(),
          withDeleted: !!opts?.withDeleted,
          withCount,
        })
      : null;
    const cached = key ? cachedPage(key) : undefined;
    if (cached) return this.readPage(cached, query, withCount);
    // Built first: a filter or sorting the hook refuses throws before anything runs.
    const builder = this.filterQueryBuilder.select(query);
    // A filter through a relation joins it, and TypeORM then pages by DISTINCT ids over the selected columns: whole rows.
    const columns = builder.expressionMap.joinAttributes.length > 0 ? null : this.selectedColumns(query, opts);
    if (columns) builder.select(columns.map((column) => `${builder.alias}.${column}`));
    if (opts?.withDeleted) builder.withDeleted();
    const carries = withCount && !!filter && carryCount(builder, countExpression(this.countSource, filter));
    const statement = key ? keepPage(key, builder, carries) : null;
    if (statement) return this.readPage(statement, query, withCount);
    // A page TypeORM runs in its own way (joins): its count, if asked, starts beside it.
    if (withCount && filter) this.startCount(filter, countRows(this.countSource, filter));
    return builder.getMany();
  }

  /** The names of the fields asked of each row, or null when nestjs-query gives no resolve info. */
  private askedFields(opts: QueryOptions<Row> | undefined): string[] | null {
    const nodes = (opts?.resolveInfo?.fields as Record<string, { fields?: Record<string, { name: string }> }> | undefined)?.nodes?.fields;
    return nodes ? Object.values(nodes).map((field) => field.name) : null;
  }

  /** Keeps a count for the pager (count()); whoever takes it gets its error, one no one takes (the page failed) is dropped. */
  private startCount(filter: Filter<Row>, counting: Promise<number>): void {
    counting.catch(() => undefined);
    this.startedCounts.set(filter, counting);
  }

  /** Runs a page's statement; its count, if asked, is the one it carries or starts beside it. */
  private async readPage(statement: PageStatement, query: Query<Row>, withCount: boolean): Promise<Row[]> {
    const filter = query.filter;
    if (withCount && filter && !statement.carriesCount) this.startCount(filter, countRows(this.countSource, filter));
    const page = runPage(this.repo, statement);
    // An empty page past the first carries no count: it is then run on its own.
    if (withCount && filter && statement.carriesCount)
      this.startCount(
        filter,
        page.then(({ raw }) => carriedCount(raw, query.paging?.offset ?? 0) ?? countRows(this.countSource, filter)),
      );
    return (await page).entities;
  }

  getRelationQueryBuilder<Relation>(name: string): RelationQueryBuilder<Row, Relation> {
    return createRelationQueryBuilder(this.repo, name, resourceComparisonHook) as unknown as RelationQueryBuilder<Row, Relation>;
  }

  /** By an explicit id filter: views have no primary column for TypeORM's whereInIds. */
  async findById(id: string | number, options?: FindByIdOptions<Row>): Promise<Row | undefined> {
    const filter = mergeFilter({ id: { eq: String(id) } } as Filter<Row>, options?.filter ?? {});
    const [row] = await this.query({ filter, paging: { limit: 1 } });
    return row;
  }

  /** A row outside the caller's scope is simply not there: 'Not found', never an internal name. */
  async getById(id: string | number, options?: GetByIdOptions<Row>): Promise<Row> {
    const row = await this.findById(id, options);
    if (!row) throw notFound();
    return row;
  }

  /** What list-count.ts builds a count from. */
  private get countSource(): CountSource<Row> {
    return { repository: this.repo, filterQueryBuilder: this.filterQueryBuilder, countFrom: this.countFrom };
  }

  /** totalCount (list-count.ts): the one the page carried or started, or one statement of its own. */
  async count(scopedFilter: Filter<Row>): Promise<number> {
    const started = this.startedCounts.get(scopedFilter);
    if (!started) return countRows(this.countSource, scopedFilter);
    this.startedCounts.delete(scopedFilter);
    return started;
  }

  /** Runs a write in a transaction with a hook context; what hooks deferred runs after the commit. */
  private async write<Result>(work: (context: HookContext) => Promise<Result>, operation: 'write' | 'delete' = 'write'): Promise<Result> {
    const deferred: Array<() => Promise<void>> = [];
    const result = await this.repo.manager
      .transaction((manager) =>
        work({
          manager,
          actor: optionalActor(),
          live: this.live,
          afterCommit: (next) => void deferred.push(next),
          userChanged: (userId) => void deferred.push(() => this.userChanges.userChanged(userId)),
        }),
      )
      // A write that raced past the checks is refused by the database: the same answer as the check's.
      .catch((error: unknown) => {
        throw constraintViolation(error, operation) ?? error;
      });
    for (const next of deferred) await next();
    return result;
  }

  /** References declared with stampActor get the acting user's id. */
  private stamps(actor: RequestUser): Record<string, unknown> {
    const stamped = Object.entries(this.resource.fields).filter(([, definition]) => definition.kind === 'reference' && definition.options.stampActor);
    return Object.fromEntries(stamped.map(([key]) => [key, actor.id]));
  }

  /** Every referenced record exists and the actor may read it (stamped ones are the actor). */
  private async checkReferences(manager: EntityManager, values: Record<string, unknown>, actor: RequestUser | null): Promise<void> {
    for (const [key, definition] of Object.entries(this.resource.fields)) {
      const value = values[key];
      if (definition.kind !== 'reference' || definition.options.stampActor || value === undefined || value === null) continue;
      await assertReadable(manager, definition.options.target, typeof value === 'string' ? value : JSON.stringify(value), actor);
    }
  }

  async createOne(record: DeepPartial<Row>): Promise<Row> {
    return this.write(async (context) => {
      const { manager } = context;
      const values = { ...(record as Record<string, unknown>), ...(context.actor ? this.stamps(context.actor) : {}) };
      if (context.actor) await assertMayCreate(manager, this.resource.name, context.actor, values);
      await this.checkReferences(manager, values, context.actor);
      const prepared = (
        this.hooks.beforeCreate ? await this.hooks.beforeCreate({ ...values } as DeepPartial<Row> & Record<string, unknown>, context) : values
      ) as DeepPartial<Row>;
      const stored = withDefaults(this.resource.fields, prepared);
      assertRowRules(this.rules, stored);
      await assertUnique(manager, this.resource, stored);
      const repository = manager.getRepository<Row>(this.repo.target);
      const created = await repository.save(repository.create(prepared as EntityPartial<Row>));
      if (this.resource.audit) await auditChange(manager, this.resource, { operation: 'created', actor: context.actor, before: null, after: created });
      await this.hooks.afterCreate?.(created, context);
      return created;
    });
  }

  async updateOne(id: string | number, update: DeepPartial<Row>, options?: UpdateOneOptions<Row>): Promise<Row> {
    return this.write(async (context) => {
      const { manager } = context;
      const current = await this.getById(id, options);
      const changes = (this.hooks.beforeUpdate ? await this.hooks.beforeUpdate(update, current, context) : update) as Record<string, unknown>;
      await this.checkReferences(manager, changes, context.actor);
      const stored = { ...(current as Record<string, unknown>), ...changes };
      assertRowRules(this.rules, stored);
      await assertUnique(manager, this.resource, stored, { id: String(id), changed: Object.keys(changes) });
      const repository = manager.getRepository<Row>(this.repo.target);
      const updated = await repository.save(repository.merge(repository.create({ ...current } as EntityPartial<Row>), changes as EntityPartial<Row>));
      if (this.resource.audit) await auditChange(manager, this.resource, { operation: 'updated', actor: context.actor, before: current, after: updated });
      await this.hooks.afterUpdate?.(updated, current, context);
      return updated;
    });
  }

  /** Deletes keep the id (TypeORM's remove() clears it, which left deletedOne events with id null). */
  async deleteOne(id: string | number, options?: DeleteOneOptions<Row>): Promise<Row> {
    if (this.softDeleteColumn) return this.updateOne(id, { [this.softDeleteColumn]: true } as DeepPartial<Row>, options);
    return this.write(async (context) => {
      const { manager } = context;
      const current = await this.getById(id, options);
      await this.hooks.beforeDelete?.(current, context);
      await manager.getRepository<Row>(this.repo.target).delete({ id: current.id } as never);
      if (this.resource.audit) await auditChange(manager, this.resource, { operation: 'deleted', actor: context.actor, before: current, after: null });
      await this.hooks.afterDelete?.(current, context);
      return current;
    }, 'delete');
  }
}

export { NotFoundException };
