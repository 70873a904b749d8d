import type { Dialect } from './text-match';

/*
 * Filter-only fields a resource declares beside its columns: a question about the row that no
 * single column answers ("is this program in workspace X": owned by it, published to it, or
 * distributed to one of its groups). Each becomes a filter field of the GraphQL type with one
 * comparison, and SQL over the row in the query layer (resource-filter.ts); like every filter it is
 * ANDed with the reader's access scope, so it narrows what they may read and never widens it.
 */

/** What a declared filter's SQL is written with. */
export type DeclaredFilterContext = {
  /** A column of the row, qualified and quoted. */
  row: (column: string) => string;
  /** Quotes an identifier (a table or a column of another table). */
  escape: (name: string) => string;
  /** The named parameter (without the colon) bound to the filter's value. */
  parameter: string;
  /** A fresh alias for a subquery. */
  alias: (name: string) => string;
  dialect: Dialect;
};

export type DeclaredFilter =
  | {
      /** The GraphQL filter field's description: what `eq` asks. */
      description: string;
      /** The value compared with `eq`: an id. */
      type: 'id';
      /** SQL true for the rows that answer yes for the value bound to `context.parameter`. */
      sql: (context: DeclaredFilterContext) => string;
    }
  | {
      description: string;
      /**
       * `eq: true`: the rows the signed-in user may update, by the resource's own update terms
       * ("my programs"); `eq: false` the others they read. Always about the reader, never another person.
       */
      type: 'writable';
    };

export type DeclaredFilters = Readonly<Record<string, DeclaredFilter>>;

/** The only comparison a declared filter offers: eq, with an id or true/false (Refine's provider sends booleans with eq). */
export const DECLARED_FILTER_COMPARISONS = { id: ['eq'], writable: ['eq'] } as const;
