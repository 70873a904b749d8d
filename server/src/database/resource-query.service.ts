import { DeleteOneOptions } from '@ptc-org/nestjs-query-core';
import { TypeOrmQueryService } from '@ptc-org/nestjs-query-typeorm';
import { FilterQueryBuilder, WhereBuilder } from '@ptc-org/nestjs-query-typeorm/src/query';
import { ObjectLiteral, Repository } from 'typeorm';

import { ComputedFilterColumns, textMatchComparisonBuilder } from './text-match-comparison.builder';

/** Filter that matches no row: ids are never null. Used where a user's scope is empty. */
export const NO_ROWS = { id: { is: null } } as const;

const filterQueryBuilderFor = <Entity extends ObjectLiteral>(repository: Repository<Entity>, computedColumns?: ComputedFilterColumns) =>
  new FilterQueryBuilder<Entity>(repository, new WhereBuilder<Entity>(textMatchComparisonBuilder(repository, computedColumns)));

/**
 * The query service behind every generated resource: text filters that match the same way on
 * both databases, and deletes that keep the id (TypeORM's remove() clears it, which left
 * deletedOne events with id null).
 */
export class ResourceQueryService<Entity extends ObjectLiteral & { id: string }> extends TypeOrmQueryService<Entity> {
  constructor(repository: Repository<Entity>, computedColumns?: ComputedFilterColumns) {
    super(repository, { filterQueryBuilder: filterQueryBuilderFor(repository, computedColumns) });
  }

  async deleteOne(id: string | number, options?: DeleteOneOptions<Entity>): Promise<Entity> {
    const removed = await super.deleteOne(id, options);
    return Object.assign(removed, { id: String(id) });
  }
}
