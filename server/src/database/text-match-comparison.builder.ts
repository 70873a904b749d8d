import { randomBytes } from 'node:crypto';

import { SQLComparisonBuilder } from '@ptc-org/nestjs-query-typeorm/src/query';
import { ObjectLiteral, Repository } from 'typeorm';

type Dialect = 'postgres' | 'sqlite';
type Pattern = { leading: boolean; trailing: boolean; text: string };

/**
 * Refine's provider turns contains / startsWith / endsWith into LIKE patterns by wrapping the
 * typed text in %. Those outer % are the only wildcards: a % or _ the user typed is matched
 * literally, on both databases.
 */
const parsePattern = (pattern: string): Pattern => {
  const leading = pattern.startsWith('%');
  const rest = leading ? pattern.slice(1) : pattern;
  const trailing = rest.endsWith('%');
  return { leading, trailing, text: trailing ? rest.slice(0, -1) : rest };
};

const likePattern = ({ leading, trailing, text }: Pattern): string =>
  `${leading ? '%' : ''}${text.replace(/[\\%_]/g, (character) => `\\${character}`)}${trailing ? '%' : ''}`;

/** GLOB is SQLite's case-sensitive match; its specials are * ? and [. */
const globPattern = ({ leading, trailing, text }: Pattern): string =>
  `${leading ? '*' : ''}${text.replace(/[*?[\]]/g, (character) => `[${character}]`)}${trailing ? '*' : ''}`;

type Match = { sql: (column: string, parameter: string) => string; bind: (pattern: Pattern) => string };

const MATCHES: Record<Dialect, Record<string, Match>> = {
  postgres: {
    like: { sql: (column, parameter) => `${column} LIKE :${parameter} ESCAPE '\\'`, bind: likePattern },
    notlike: { sql: (column, parameter) => `${column} NOT LIKE :${parameter} ESCAPE '\\'`, bind: likePattern },
    ilike: { sql: (column, parameter) => `${column} ILIKE :${parameter} ESCAPE '\\'`, bind: likePattern },
    notilike: { sql: (column, parameter) => `${column} NOT ILIKE :${parameter} ESCAPE '\\'`, bind: likePattern },
  },
  // SQLite has no ILIKE, and its LIKE ignores ASCII case.
  sqlite: {
    like: { sql: (column, parameter) => `${column} GLOB :${parameter}`, bind: globPattern },
    notlike: { sql: (column, parameter) => `${column} NOT GLOB :${parameter}`, bind: globPattern },
    ilike: { sql: (column, parameter) => `LOWER(${column}) LIKE LOWER(:${parameter}) ESCAPE '\\'`, bind: likePattern },
    notilike: { sql: (column, parameter) => `LOWER(${column}) NOT LIKE LOWER(:${parameter}) ESCAPE '\\'`, bind: likePattern },
  },
};

/** Filter-only fields computed from real columns, e.g. the lower-cased text a table search matches. */
export type ComputedFilterColumns = Record<string, (alias: string | undefined) => string>;

/** nestjs-query's comparison builder with text matching that behaves the same on SQLite and PostgreSQL. */
export const textMatchComparisonBuilder = <Entity extends ObjectLiteral>(
  repository: Repository<Entity>,
  computedColumns: ComputedFilterColumns = {},
): SQLComparisonBuilder<Entity> => {
  const dialect: Dialect = repository.manager.connection.options.type === 'postgres' ? 'postgres' : 'sqlite';
  const builder = new SQLComparisonBuilder<Entity>(undefined, repository);
  const buildDefault = builder.build.bind(builder);
  const build = (field: keyof Entity, comparison: string | number | symbol, value: unknown, alias?: string) => {
    const match = MATCHES[dialect][String(comparison).toLowerCase()];
    if (!match) return buildDefault(field, comparison as never, value as never, alias);
    const computed = computedColumns[String(field)];
    const column = computed ? computed(alias) : alias ? `${alias}.${String(field)}` : String(field);
    const parameter = `textMatch${randomBytes(6).toString('hex')}`;
    return { sql: match.sql(column, parameter), params: { [parameter]: match.bind(parsePattern(String(value))) } };
  };
  builder.build = build as unknown as typeof builder.build;
  return builder;
};
