/*
 * Stands in for graphql-tag (see vite.config.ts). @refinedev/nestjs-query writes a few fixed
 * operations (delete one or many, update many, a record read back after a mutation) with its gql
 * tag, which parses them with graphql's parser (7 kB gzip of every first page) only for
 * graphql-request to print them again. Their text goes as it is instead: graphql-request sends a
 * string as the query, with the operation's name read by src/vendor/request-document.ts, and the
 * server parses it as before. graphql-tag.test.ts checks that the same documents are sent.
 */

/** The document's text, with what the template interpolates (names and field lists) in place. */
export const gql = (literals: TemplateStringsArray | string, ...values: unknown[]): string =>
  typeof literals === 'string'
    ? literals
    : literals.reduce((text, literal, index) => `${text}${literal}${index < values.length ? String(values[index]) : ''}`, '');

export default gql;
