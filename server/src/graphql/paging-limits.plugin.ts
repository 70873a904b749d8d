import type { ApolloServerPlugin } from '@apollo/server';
import { getNamedType, GraphQLError, TypeInfo, valueFromAST, visit, visitWithTypeInfo } from 'graphql';

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

/**
 * Checks every OffsetPaging argument of an operation, literal or variable, before it runs: a
 * negative offset is an SQL error on PostgreSQL and a negative limit means "no limit" on SQLite.
 */
export const pagingLimitsPlugin = (maxPageSize = MAX_PAGE_SIZE): ApolloServerPlugin => ({
  async requestDidStart() {
    return {
      async didResolveOperation({ document, schema, request }) {
        const typeInfo = new TypeInfo(schema);
        let problem: string | null = null;
        visit(
          document,
          visitWithTypeInfo(typeInfo, {
            Argument(node) {
              const inputType = typeInfo.getInputType();
              if (problem || !inputType || getNamedType(inputType).name !== OFFSET_PAGING_TYPE) return;
              const value = valueFromAST(node.value, inputType, request.variables ?? {}) as Paging | null | undefined;
              if (value) problem = pagingProblem(value, maxPageSize);
            },
          }),
        );
        if (problem) throw badPaging(problem);
      },
    };
  },
});
