import type { DataSource } from 'typeorm';

import { registeredResources } from '../common/resource/resource-registry';
import { comparesLowered, expressionIndexName } from '../common/resource/unique-rules';

/*
 * Case-insensitive uniqueness rules are indexes on lower(column), which TypeORM can neither declare
 * nor compare. Both databases write them the same way, so the migration generator asks this
 * module which are missing or left over and writes the statements for each dialect; the
 * migrations test asks it too, so a declared rule without its index fails there.
 */

export type ExpressionIndex = { name: string; table: string; create: string; drop: string };

const quote = (name: string): string => `"${name}"`;

/** Every expression index the declarations ask for. */
export const declaredExpressionIndexes = (): ExpressionIndex[] =>
  registeredResources()
    .filter((resource) => resource.kind === 'table')
    .flatMap((resource) =>
      resource.unique
        .filter((rule) => rule.ignoreCase)
        .map((rule) => {
          const name = expressionIndexName(resource.table, rule);
          const columns = rule.columns.map((column) => (comparesLowered(rule, resource.fields, column) ? `lower(${quote(column)})` : quote(column)));
          return {
            name,
            table: resource.table,
            create: `CREATE UNIQUE INDEX ${quote(name)} ON ${quote(resource.table)} (${columns.join(', ')})`,
            drop: `DROP INDEX ${quote(name)}`,
          };
        }),
    );

/** The names of the expression indexes (UQ_…_ci) the database has. */
export const existingExpressionIndexes = async (dataSource: DataSource): Promise<string[]> => {
  const rows =
    dataSource.options.type === 'postgres'
      ? await dataSource.query<Array<{ name: string }>>(`SELECT indexname AS name FROM pg_indexes WHERE indexname LIKE 'UQ\\_%\\_ci'`)
      : await dataSource.query<Array<{ name: string }>>(`SELECT name FROM sqlite_master WHERE type = 'index' AND name LIKE 'UQ\\_%\\_ci' ESCAPE '\\'`);
  return rows.map((row) => row.name);
};

/** What a migration must do so the database has exactly the declared expression indexes. */
export const expressionIndexChanges = async (dataSource: DataSource): Promise<{ up: string[]; down: string[] }> => {
  const existing = new Set(await existingExpressionIndexes(dataSource));
  const declared = declaredExpressionIndexes();
  const missing = declared.filter((index) => !existing.has(index.name));
  const leftOver = [...existing].filter((name) => !declared.some((index) => index.name === name));
  return {
    up: [...leftOver.map((name) => `DROP INDEX ${quote(name)}`), ...missing.map((index) => index.create)],
    // Left-over indexes are not re-created on the way down: their declaration is gone.
    down: missing.map((index) => index.drop),
  };
};
