import type { AccessOperation } from './access-terms';

/*
 * nestjs-query carries an authorizer's answer as a filter, through queries, relations, counts and
 * (serialised into the event name) subscriptions. A scope that is SQL cannot be such a filter, so
 * the authorizer answers with this token on a field no resource has; the query layer turns it into
 * the scope's SQL (resource-filter.ts) and live delivery into an in-memory check (access-match.ts).
 */

/** The filter field that carries a scope; not a column of any table. */
export const SCOPE_FIELD = 'accessScope';

/** How a scope is written as SQL (access-sql.ts). */
export type ScopeShape = 'rows' | 'count' | 'probe';

export type ScopeToken = {
  resource: string;
  operation: AccessOperation;
  userId: string;
  /** The platform roles the user held when the token was made (queries; live delivery re-reads them). */
  globalRoles: readonly string[];
  /** Counting asks for the set-based SQL shape, or for rows probed one by one (access-sql.ts); pages and live checks do not care. */
  shape?: ScopeShape;
};

const SEPARATOR = ':';

export const encodeScopeToken = (token: ScopeToken): string =>
  ['scope', token.resource, token.operation, token.userId, token.globalRoles.join(','), token.shape ?? 'rows'].map(encodeURIComponent).join(SEPARATOR);

export const decodeScopeToken = (value: unknown): ScopeToken | null => {
  if (typeof value !== 'string') return null;
  const [marker, resource, operation, userId, roles, shape] = value.split(SEPARATOR).map(decodeURIComponent);
  if (marker !== 'scope' || !resource || !userId || !['read', 'create', 'update', 'delete'].includes(operation)) return null;
  return {
    resource,
    operation: operation as AccessOperation,
    userId,
    globalRoles: roles ? roles.split(',') : [],
    shape: shape === 'count' || shape === 'probe' ? shape : 'rows',
  };
};

/** The filter an authorizer answers with: only the rows the token's scope lets through. */
export const scopeFilter = (token: ScopeToken): Record<string, { eq: string }> => ({ [SCOPE_FIELD]: { eq: encodeScopeToken(token) } });

/** The token inside a filter built by scopeFilter, if that is what the filter is. */
export const scopeTokenOf = (filter: unknown): ScopeToken | null => {
  if (!filter || typeof filter !== 'object') return null;
  const comparison = (filter as Record<string, unknown>)[SCOPE_FIELD];
  if (!comparison || typeof comparison !== 'object') return null;
  return decodeScopeToken((comparison as { eq?: unknown }).eq);
};

/** The same filter with every scope token asking for one SQL shape (the rest untouched). */
export const withScopeShape = <Filter>(filter: Filter, shape: ScopeShape): Filter => {
  if (Array.isArray(filter)) return filter.map((part: unknown) => withScopeShape(part, shape)) as Filter;
  // A date operand is an object too, and copying its entries would leave {} (no entries) in its place.
  if (!filter || typeof filter !== 'object' || filter instanceof Date) return filter;
  const token = scopeTokenOf(filter);
  const entries = Object.entries(filter as Record<string, unknown>).map(([key, value]) =>
    key === SCOPE_FIELD && token ? [key, { eq: encodeScopeToken({ ...token, shape }) }] : [key, withScopeShape(value, shape)],
  );
  return Object.fromEntries(entries) as Filter;
};

/** The same filter with every scope token asking for the count shape (the rest untouched). */
export const forCounting = <Filter>(filter: Filter): Filter => withScopeShape(filter, 'count');

/** Every scope token inside a filter, wherever it sits (and, or, beside other fields). */
export const scopeTokensIn = (filter: unknown): ScopeToken[] => {
  if (Array.isArray(filter)) return filter.flatMap(scopeTokensIn);
  if (!filter || typeof filter !== 'object' || filter instanceof Date) return [];
  const token = scopeTokenOf(filter);
  return [
    ...(token ? [token] : []),
    ...Object.entries(filter as Record<string, unknown>).flatMap(([key, value]) => (key === SCOPE_FIELD ? [] : scopeTokensIn(value))),
  ];
};

/**
 * The token when a filter is a scope and nothing else (alone, or with empty filters beside it in
 * an `and`): null when it compares any other field, or combines with `or`.
 */
export const soleScopeToken = (filter: unknown): ScopeToken | null => {
  const tokens: ScopeToken[] = [];
  const visit = (part: unknown): boolean => {
    if (!part || typeof part !== 'object') return true;
    return Object.entries(part as Record<string, unknown>).every(([key, value]) => {
      if (key === 'and' && Array.isArray(value)) return value.every(visit);
      if (key !== SCOPE_FIELD) return false;
      const token = scopeTokenOf({ [key]: value });
      if (token) tokens.push(token);
      return token !== null;
    });
  };
  return visit(filter) && tokens.length === 1 ? tokens[0] : null;
};
