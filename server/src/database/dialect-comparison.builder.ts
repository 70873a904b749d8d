import { randomBytes } from 'node:crypto';

import { SQLComparisonBuilder } from '@ptc-org/nestjs-query-typeorm/src/query';
import { ObjectLiteral, Repository } from 'typeorm';

/** Turns a LIKE pattern into a GLOB pattern: GLOB is SQLite's case-sensitive match. */
const likeToGlob = (pattern: string): string =>
  pattern.replace(/[*?[\]%_]/g, (character) => {
    if (character === '%') return '*';
    if (character === '_') return '?';
    return `[${character}]`;
  });

const SQLITE_TEXT_MATCH: Record<string, (column: string, parameter: string) => string> = {
  like: (column, parameter) => `${column} GLOB :${parameter}`,
  notlike: (column, parameter) => `${column} NOT GLOB :${parameter}`,
  ilike: (column, parameter) => `LOWER(${column}) LIKE LOWER(:${parameter})`,
  notilike: (column, parameter) => `LOWER(${column}) NOT LIKE LOWER(:${parameter})`,
};

/**
 * SQLite has no ILIKE, and its LIKE ignores ASCII case. Refine's nestjs-query provider sends
 * `like` for the case-sensitive operators (startsWith, contains) and `iLike` for the
 * case-insensitive ones, so on SQLite `like` becomes GLOB and `iLike` a LIKE on lower-cased values.
 */
export const sqliteComparisonBuilder = <Entity extends ObjectLiteral>(repository: Repository<Entity>): SQLComparisonBuilder<Entity> => {
  const builder = new SQLComparisonBuilder<Entity>(undefined, repository);
  const buildDefault = builder.build.bind(builder);
  const build = (field: keyof Entity, comparison: string | number | symbol, value: unknown, alias?: string) => {
    const operator = String(comparison).toLowerCase();
    const match = SQLITE_TEXT_MATCH[operator];
    if (!match) return buildDefault(field, comparison as never, value as never, alias);
    const column = alias ? `${alias}.${String(field)}` : String(field);
    const parameter = `textMatch${randomBytes(6).toString('hex')}`;
    const text = String(value);
    const bound = operator === 'like' || operator === 'notlike' ? likeToGlob(text) : text;
    return { sql: match(column, parameter), params: { [parameter]: bound } };
  };
  builder.build = build as unknown as typeof builder.build;
  return builder;
};
