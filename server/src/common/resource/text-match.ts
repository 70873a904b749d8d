import type { ComparisonSql } from './nestjs-query-adapter';

export type Dialect = 'postgres' | 'sqlite';
type Pattern = { leading: boolean; trailing: boolean; text: string };

/**
 * Refine's provider turns contains / startsWith / endsWith into LIKE patterns by wrapping the
 * typed text in %. Those outer % are the only wildcards: a % or _ the user typed is matched
 * literally, on both databases.
 */
export const parsePattern = (pattern: string): Pattern => {
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

let parameterCount = 0;
/** Parameter names unique within any query (several filters may meet in one statement). */
export const uniqueParameter = (prefix: string): string => `${prefix}${(parameterCount = (parameterCount + 1) % 1_000_000_000)}`;

export const isTextMatch = (operator: string): boolean => operator in MATCHES.postgres;

/** A LIKE-family comparison that behaves the same on SQLite and PostgreSQL. */
export const textMatchSql = (dialect: Dialect, column: string, operator: string, value: unknown): ComparisonSql => {
  const match = MATCHES[dialect][operator];
  const parameter = uniqueParameter('textMatch');
  return { sql: match.sql(column, parameter), params: { [parameter]: match.bind(parsePattern(String(value))) } };
};
