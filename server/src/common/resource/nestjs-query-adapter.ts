import type { Type } from '@nestjs/common';
import { Filter, SortDirection, SortField } from '@ptc-org/nestjs-query-core';
import { ComparisonBuilder } from '@ptc-org/nestjs-query-core/src/helpers/comparison.builder';
import { getAuthorizerToken } from '@ptc-org/nestjs-query-graphql/src/auth/tokens';
import { simplifyResolveInfo } from '@ptc-org/nestjs-query-graphql/src/decorators/graphql-resolve-info.utils';
import { getHooksForType } from '@ptc-org/nestjs-query-graphql/src/decorators/hook.decorator';
import { getRelationsDescriptors } from '@ptc-org/nestjs-query-graphql/src/decorators/relation.decorator';
import { HookTypes } from '@ptc-org/nestjs-query-graphql';
// The one place that reaches into nestjs-query-typeorm's internals (its package exports only the
// query service). Everything below is covered by tests/server/nestjs-query-adapter.test.ts, so a
// new version of the pin either passes those tests or fails them loudly.
import { FilterQueryBuilder, RelationQueryBuilder, SQLComparisonBuilder, WhereBuilder } from '@ptc-org/nestjs-query-typeorm/src/query';
import type { NestedRelationsAliased } from '@ptc-org/nestjs-query-typeorm/src/query/filter-query.builder';
import { Brackets, ObjectLiteral, Repository, SelectQueryBuilder, WhereExpressionBuilder } from 'typeorm';

import { parsePattern } from './text-match';

export type ComparisonSql = { sql: string; params: ObjectLiteral };

/**
 * Our say on one comparison of a filter (`field`, `comparison`, `value`) before nestjs-query's own:
 * an answer replaces the default SQL, undefined keeps it. `alias` is the query's alias of the row,
 * or undefined in UPDATE/DELETE statements. `checkFilter` and `checkSorting`, when given, see each
 * whole filter and each list's sorting first, before any of their SQL is built, and throw to refuse them.
 */
export type ComparisonHook = {
  (comparison: { field: string; operator: string; value: unknown; alias: string | undefined }): ComparisonSql | undefined;
  checkFilter?: (filter: Filter<ObjectLiteral>) => void;
  checkSorting?: (sorting: readonly SortField<ObjectLiteral>[]) => void;
};

type Build = SQLComparisonBuilder<ObjectLiteral>['build'];
type ColumnMetadata = Repository<ObjectLiteral>['metadata']['columns'][number];

const comparisonBuilder = <Entity extends ObjectLiteral>(repository: Repository<Entity>, hook: ComparisonHook): SQLComparisonBuilder<Entity> => {
  const builder = new SQLComparisonBuilder<Entity>(SQLComparisonBuilder.DEFAULT_COMPARISON_MAP, repository);
  // The builder is typed per entity; the hook works on any row, hence one cast at this boundary.
  const fallback: Build = builder.build.bind(builder);
  const build: Build = (field, operator, value, alias) =>
    hook({ field: String(field), operator: String(operator).toLowerCase(), value, alias }) ?? fallback(field, operator, value, alias);
  builder.build = build;
  return builder;
};

/**
 * nestjs-query's WhereBuilder builds filters on related records (`{ organization: { name: … } }`)
 * with a fresh default builder, which would skip the hook; this one keeps it for them too.
 */
class HookedWhereBuilder<Entity extends ObjectLiteral> extends WhereBuilder<Entity> {
  constructor(
    comparisons: SQLComparisonBuilder<Entity>,
    private readonly hookForRelation: (relationName: string) => SQLComparisonBuilder<ObjectLiteral>,
  ) {
    super(comparisons);
    const self = this as unknown as {
      withRelationFilter: (
        where: WhereExpressionBuilder,
        field: string,
        comparison: Filter<ObjectLiteral>,
        relations: NestedRelationsAliased,
      ) => WhereExpressionBuilder;
    };
    self.withRelationFilter = (where, field, comparison, relations) => {
      const nested = relations[field];
      const relationWhere = new WhereBuilder<ObjectLiteral>(this.hookForRelation(field));
      return where.andWhere(new Brackets((query) => void relationWhere.build(query, comparison, nested.relations, nested.alias)));
    };
  }
}

/** The primary key that ends every order, and the columns that order rows totally by themselves. */
type OrderKeys = { primaryKey: string | null; uniqueColumns: ReadonlySet<string> };

const orderKeysOf = (repository: Repository<ObjectLiteral>): OrderKeys => {
  const { metadata } = repository;
  // A view (a people list) has no primary column in TypeORM's eyes; its id is its base row's key.
  const primaryKey = metadata.primaryColumns[0]?.propertyName ?? metadata.findColumnWithPropertyName('id')?.propertyName ?? null;
  const singleColumn = (columns: ColumnMetadata[]): ColumnMetadata | null => (columns.length === 1 && !columns[0].isNullable ? columns[0] : null);
  const unique = [
    ...metadata.uniques.map((constraint) => singleColumn(constraint.columns)),
    ...metadata.indices.filter((index) => index.isUnique && !index.where).map((index) => singleColumn(index.columns)),
  ];
  return { primaryKey, uniqueColumns: new Set(unique.flatMap((column) => (column ? [column.propertyName] : []))) };
};

/**
 * Offset paging is stable only over a total order: rows that share the sorted values (a million
 * users created in the same second) came back in any order, and the pages repeated some and
 * skipped others. Every list therefore ends its order with the primary key, in the direction of
 * the last sort, so that one index (the sorted columns, then the key) serves it forwards or
 * backwards; an unsorted list is ordered by the key alone. A sort that reaches a non-null column
 * unique by itself (e-mail) is total already and is left as it is.
 */
export const totalOrder = <Row>(sorts: SortField<Row>[] | undefined, keys: OrderKeys): SortField<Row>[] | undefined => {
  const given = sorts ?? [];
  const { primaryKey, uniqueColumns } = keys;
  if (!primaryKey || given.some(({ field }) => String(field) === primaryKey || uniqueColumns.has(String(field)))) return sorts;
  return [...given, { field: primaryKey as keyof Row, direction: given.at(-1)?.direction ?? SortDirection.ASC }];
};

/**
 * nestjs-query's FilterQueryBuilder for a repository: the hook on every comparison and on each
 * whole filter, and the primary key at the end of every select's order (totalOrder).
 */
export const createFilterQueryBuilder = <Entity extends ObjectLiteral>(
  repository: Repository<Entity>,
  hookFor: (repository: Repository<ObjectLiteral>) => ComparisonHook,
): FilterQueryBuilder<Entity> => {
  const relatedBuilder = (relationName: string): SQLComparisonBuilder<ObjectLiteral> => {
    const relation = repository.metadata.relations.find((candidate) => candidate.propertyName === relationName);
    const relatedRepository = relation
      ? repository.manager.getRepository(relation.inverseEntityMetadata.target)
      : (repository as unknown as Repository<ObjectLiteral>);
    return comparisonBuilder(relatedRepository, hookFor(relatedRepository));
  };
  const hook = hookFor(repository);
  const builder = new FilterQueryBuilder<Entity>(repository, new HookedWhereBuilder<Entity>(comparisonBuilder(repository, hook), relatedBuilder));
  // Every path to SQL (select, count, update, delete, relations) applies its filter and sorting through these two.
  const applyFilter = builder.applyFilter.bind(builder);
  builder.applyFilter = (query, filter, alias) => {
    if (filter) hook.checkFilter?.(filter);
    return applyFilter(query, filter, alias);
  };
  const keys = orderKeysOf(repository);
  const applySorting = builder.applySorting.bind(builder);
  builder.applySorting = (query, sorts, alias) => {
    // Only selects page; an UPDATE ... ORDER BY would not even run on PostgreSQL.
    if (!(query instanceof SelectQueryBuilder)) return applySorting(query, sorts, alias);
    if (sorts) hook.checkSorting?.(sorts as SortField<ObjectLiteral>[]);
    return applySorting(query, totalOrder(sorts, keys), alias);
  };
  return builder;
};

/** nestjs-query's RelationQueryBuilder (reads a relation of a row) with the hook on the related rows' filter. */
export const createRelationQueryBuilder = <Entity extends ObjectLiteral>(
  repository: Repository<Entity>,
  relationName: string,
  hookFor: (repository: Repository<ObjectLiteral>) => ComparisonHook,
): RelationQueryBuilder<Entity, ObjectLiteral> => {
  const builder = new RelationQueryBuilder<Entity, ObjectLiteral>(repository, relationName);
  const relationRepository = (builder as unknown as { relationRepo: Repository<ObjectLiteral> }).relationRepo;
  Object.defineProperty(builder, 'filterQueryBuilder', { value: createFilterQueryBuilder(relationRepository, hookFor) });
  return builder;
};

export type { FilterQueryBuilder, RelationQueryBuilder };

/**
 * What nestjs-query's generated list query (ReadResolver.queryMany) gets its arguments from besides
 * the list's own: its authorizer's injection token, whether the DTO has before-query-many hooks or
 * look-ahead relations (either needs nestjs-query's own parameter decorators), and the resolve
 * info as its GraphQLResultInfo decorator simplifies it.
 */
export const listResolverParts = (dto: Type<object>) => ({
  authorizerToken: getAuthorizerToken(dto),
  needsNestjsQueryDecorators:
    !!getHooksForType(HookTypes.BEFORE_QUERY_MANY, dto) ||
    getRelationsDescriptors(dto).some((relation) => relation.relationOpts?.enableLookAhead && !relation.isMany),
});

export { simplifyResolveInfo };

/** Characters that mean something in a RegExp, matched literally. */
const REGEXP_SPECIALS = /[.*+?^${}()|[\]\\/]/g;

/**
 * A LIKE pattern as a RegExp that agrees with the SQL (text-match.ts): the outer % are the only
 * wildcards, everything else is literal. nestjs-query matches live events against a subscription's
 * filter in memory and built its RegExp from the pattern as it was: "(" threw, "C++" too, "." matched
 * any character, "%a%a%a…%b" backtracked for minutes on one event (the whole server stalled), and
 * its global flag made every other test of the same subscription fail.
 */
export const likeRegExp = (pattern: string, caseInsensitive = false): RegExp => {
  const { leading, trailing, text } = parsePattern(String(pattern));
  const any = '[\\s\\S]*';
  return new RegExp(`^${leading ? any : ''}${text.replace(REGEXP_SPECIALS, '\\$&')}${trailing ? any : ''}$`, caseInsensitive ? 'i' : '');
};

// Installed once, with the adapter every resource query goes through: nestjs-query reads it as a
// private static (hence the cast), and tests/server/nestjs-query-adapter.test.ts pins that it does.
(ComparisonBuilder as unknown as { likeSearchToRegexp: typeof likeRegExp }).likeSearchToRegexp = likeRegExp;
