import type { ApolloServerPlugin } from '@apollo/server';
import {
  DocumentNode,
  getNamedType,
  GraphQLError,
  GraphQLInputType,
  GraphQLSchema,
  TypeInfo,
  ValueNode,
  valueFromAST,
  visit,
  visitWithTypeInfo,
} from 'graphql';

import { RESOURCE_QUERY_OPTIONS } from '../common/resource/define-resource';

/** nestjs-query's offset paging input, wherever an operation passes one (lists and relations). */
const OFFSET_PAGING_TYPE = 'OffsetPaging';

/** The most rows one page may ask for: the resources' own cap. */
export const MAX_PAGE_SIZE = RESOURCE_QUERY_OPTIONS.maxResultsSize ?? 1000;

type Paging = { limit?: number | null; offset?: number | null };

/** The user-facing reason a paging value is refused, or null when it is fine. */
export const pagingProblem = (paging: Paging, maxPageSize = MAX_PAGE_SIZE): string | null => {
  if (paging.offset != null && paging.offset < 0) return 'The paging offset must be 0 or more.';
  if (paging.limit != null && (paging.limit < 0 || paging.limit > maxPageSize)) {
    return `The paging limit must be between 0 and ${maxPageSize}.`;
  }
  return null;
};

const badPaging = (message: string): GraphQLError => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });

/** Where a document passes OffsetPaging arguments: each value as written (literal or variable), in document order. */
type PagingArguments = ReadonlyArray<{ value: ValueNode; type: GraphQLInputType }>;

const pagingArgumentsOf = (document: DocumentNode, schema: GraphQLSchema): PagingArguments => {
  const typeInfo = new TypeInfo(schema);
  const found: Array<{ value: ValueNode; type: GraphQLInputType }> = [];
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Argument(node) {
        const inputType = typeInfo.getInputType();
        if (inputType && getNamedType(inputType).name === OFFSET_PAGING_TYPE) found.push({ value: node.value, type: inputType });
      },
    }),
  );
  return found;
};

/**
 * Checks every OffsetPaging argument of an operation, literal or variable, before it runs: a
 * negative offset is an SQL error on PostgreSQL and a negative limit means "no limit" on SQLite.
 * Where a document passes them is found once per document (the server caches parsed documents);
 * each request only reads their values.
 */
export const pagingLimitsPlugin = (maxPageSize = MAX_PAGE_SIZE): ApolloServerPlugin => {
  const known = new WeakMap<DocumentNode, { schema: GraphQLSchema; found: PagingArguments }>();
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, schema, request }) {
          let entry = known.get(document);
          if (!entry || entry.schema !== schema) {
            entry = { schema, found: pagingArgumentsOf(document, schema) };
            known.set(document, entry);
          }
          for (const { value, type } of entry.found) {
            const paging = valueFromAST(value, type, request.variables ?? {}) as Paging | null | undefined;
            const problem = paging ? pagingProblem(paging, maxPageSize) : null;
            if (problem) throw badPaging(problem);
          }
        },
      };
    },
  };
};
