import type { DataSource } from 'typeorm';

import { readTermsOf, resourceNamed } from '../common/resource/resource-registry';
import { listOf, RelatedRowsLoader, RowRecord } from './access-match';

/**
 * The rows an in-memory access check reaches through other tables (`related`, `readable` terms),
 * each read once per memo: a live event shares one memo among all its subscribers, a request among
 * all the rows and fields it checks.
 */
export const relatedRowsLoader = (dataSource: DataSource, memo: Map<string, Promise<unknown>>): RelatedRowsLoader => {
  const escape = (name: string): string => dataSource.driver.escape(name);
  const once = <Value>(key: string, load: () => Promise<Value>): Promise<Value> => {
    if (!memo.has(key)) memo.set(key, load());
    return memo.get(key) as Promise<Value>;
  };
  return {
    related: (table, column, value, where) =>
      once(`related ${table} ${column} ${value} ${JSON.stringify(where ?? {})}`, async () => {
        const query = dataSource
          .createQueryBuilder()
          .select('*')
          .from(table, 'row')
          .where(`row.${escape(column)} = :value`, { value });
        for (const [key, values] of Object.entries(where ?? {})) query.andWhere(`row.${escape(key)} IN (:...${key})`, { [key]: [...values] });
        return query.getRawMany<RowRecord>();
      }),
    listing: (table, list, value) =>
      once(`listing ${table} ${list} ${value}`, async () => {
        // LIKE narrows in SQL as the query's scope does; each list is then read whole, item by item.
        const rows = await dataSource
          .createQueryBuilder()
          .select('*')
          .from(table, 'row')
          .where(`row.${escape(list)} LIKE :pattern`, { pattern: `%"${value}"%` })
          .getRawMany<RowRecord>();
        return rows.filter((row) => listOf(row[list]).includes(value));
      }),
    row: (resource, id) =>
      once(`row ${resource} ${id}`, async () => (await dataSource.getRepository<RowRecord>(resourceNamed(resource).entity).findOne({ where: { id } })) ?? null),
    readTermsOf,
  };
};
