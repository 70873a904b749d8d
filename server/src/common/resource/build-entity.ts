import { Column, ColumnOptions, DataSource, Entity, Index, JoinColumn, ManyToOne, SelectQueryBuilder, ViewColumn, ViewEntity } from 'typeorm';

import { RecordEntity } from '../../database/columns';
import { usesPostgres } from '../../config/app-config';
import { FieldDefinition, FieldMap, hasDefault, isNullable, isStored, relationNameOf } from './fields';
import { resourceNamed } from './resource-registry';
import { expressionIndexName, UniqueRule } from './unique-rules';

/*
 * The TypeORM class of a declared resource: a table (id, createdAt, updatedAt, then the declared
 * columns, with a real foreign key per reference) or a view. Column types and lengths here are
 * what the input limits (build-inputs.ts) are derived from.
 */

/** Room for a UUID or a seed id; every id and reference column has it. */
export const ID_LENGTH = 64;
export const DEFAULT_TEXT_LENGTH = 200;

const timestampType = (): ColumnOptions['type'] => (usesPostgres() ? 'timestamptz' : 'datetime');

/** PostgreSQL returns bigint and numeric as strings; both fit a JS number here. */
const toNumber = { to: (value: unknown) => value, from: (value: string | number | null) => (value === null ? null : Number(value)) };

/** Views return raw values: SQLite gives datetimes as UTC text and booleans as 0/1, PostgreSQL gives Dates and booleans. */
const viewTransformers: Partial<Record<FieldDefinition['kind'], { to: (value: unknown) => unknown; from: (value: never) => unknown }>> = {
  timestamp: {
    to: (value) => value,
    from: (value: string | Date | null) =>
      value === null || value === undefined || value instanceof Date
        ? value
        : new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(value) ? value : `${value.replace(' ', 'T')}Z`),
  },
  boolean: { to: (value) => value, from: (value: boolean | number | null) => (value === null || value === undefined ? value : Boolean(value)) },
  integer: toNumber,
  money: toNumber,
  real: toNumber,
  epoch: toNumber,
  list: { to: (value) => value, from: (value: string | string[] | null) => (typeof value === 'string' ? (JSON.parse(value) as string[]) : value) },
};

export const textLength = (definition: FieldDefinition & { kind: 'text' }): number => definition.options.maxLength ?? DEFAULT_TEXT_LENGTH;

export const columnOptionsOf = (definition: FieldDefinition): ColumnOptions => {
  const common: ColumnOptions = {
    nullable: isNullable(definition),
    ...(hasDefault(definition) ? { default: (definition.options as { default: unknown }).default } : {}),
  };
  switch (definition.kind) {
    case 'text':
      return definition.options.long ? { ...common, type: 'text' } : { ...common, type: 'varchar', length: textLength(definition) };
    case 'integer':
      return { ...common, type: 'integer' };
    case 'money':
      return { ...common, type: 'decimal', precision: 12, scale: 2, transformer: toNumber };
    case 'real':
      return { ...common, type: 'real', transformer: toNumber };
    case 'boolean':
      return { ...common, type: 'boolean' };
    case 'timestamp':
      return { ...common, type: timestampType() };
    case 'epoch':
      return { ...common, type: 'bigint', transformer: toNumber };
    case 'enum':
      return { ...common, type: 'varchar', length: definition.options.length ?? Math.max(...definition.options.values.map((value) => value.length)) };
    case 'reference':
      return { ...common, type: 'varchar', length: ID_LENGTH };
    case 'list':
      return { ...common, type: 'simple-json', default: '[]' };
    case 'json':
      return { ...common, type: 'simple-json' };
  }
};

const namedClass = <Base extends abstract new () => object>(name: string, base: Base): Base => {
  const created = class extends (base as unknown as new () => object) {};
  Object.defineProperty(created, 'name', { value: name });
  return created as unknown as Base;
};

/** An index; `synchronize: false` (with its `name`) marks one a hand-written migration owns (a GIN index). */
export type IndexDeclaration = { columns: readonly string[]; unique?: boolean; name?: string; synchronize?: false };

export const buildTableEntity = (options: {
  name: string;
  table: string;
  fields: FieldMap;
  indexes: readonly IndexDeclaration[];
  unique: readonly UniqueRule[];
}): typeof RecordEntity => {
  const EntityClass = namedClass(`${options.name}Entity`, RecordEntity);
  const prototype = EntityClass.prototype;
  for (const [key, definition] of Object.entries(options.fields)) {
    if (!isStored(definition)) continue;
    Column(columnOptionsOf(definition))(prototype, key);
    // A field unique on its own has the rule's index already (below); it needs no other.
    const uniqueAlone = options.unique.some((rule) => rule.columns.length === 1 && rule.columns[0] === key && !rule.ignoreCase);
    if (!uniqueAlone && (definition.options.index ?? definition.kind === 'reference')) Index()(prototype, key);
    if (definition.kind === 'reference') {
      const relation = relationNameOf(key, definition);
      const target = definition.options.target;
      ManyToOne(() => resourceNamed(target).entity, { onDelete: definition.options.onDelete, nullable: isNullable(definition) })(prototype, relation);
      JoinColumn({ name: key, referencedColumnName: 'id' })(prototype, relation);
    }
  }
  for (const rule of options.unique) {
    // Case-insensitive rules are expression indexes on lower(): TypeORM cannot declare those, so the
    // migration generator writes them (server/scripts/generate-migration.ts) and TypeORM leaves them be.
    const expression = { unique: true, synchronize: false };
    if (rule.ignoreCase) Index(expressionIndexName(options.table, rule), [...rule.columns], expression)(EntityClass);
    else Index([...rule.columns], { unique: true })(EntityClass);
  }
  for (const index of options.indexes) {
    const indexOptions = { unique: index.unique ?? false, ...(index.synchronize === false ? { synchronize: false } : {}) };
    (index.name ? Index(index.name, [...index.columns], indexOptions) : Index([...index.columns], indexOptions))(EntityClass);
  }
  Entity(options.table)(EntityClass);
  return EntityClass;
};

export type ViewQuery = (dataSource: DataSource) => SelectQueryBuilder<object>;

/** A read-only resource over a view: the columns the query selects, made alike on both databases. */
export const buildViewEntity = (options: { name: string; table: string; fields: FieldMap; query: ViewQuery }): new () => object => {
  const ViewClass = namedClass(`${options.name}View`, class {});
  const prototype = ViewClass.prototype;
  ViewColumn()(prototype, 'id');
  for (const [key, definition] of Object.entries(options.fields)) {
    const transformer = viewTransformers[definition.kind];
    ViewColumn(transformer ? { transformer } : {})(prototype, key);
  }
  ViewEntity({ name: options.table, expression: options.query })(ViewClass);
  return ViewClass;
};
