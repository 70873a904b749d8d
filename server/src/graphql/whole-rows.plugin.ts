import type { ApolloServerPlugin } from '@apollo/server';

import { readWholeRows } from '../common/http-request-context';
import { hasFragments } from '../common/resource/selected-columns';

/**
 * Lists read only the columns their answer needs (selected-columns.ts), learnt from nestjs-query's
 * resolve info, which leaves fragments out: an operation whose document has any reads whole rows.
 */
export const wholeRowsPlugin = (): ApolloServerPlugin => ({
  async requestDidStart() {
    return {
      async didResolveOperation({ document }) {
        if (hasFragments(document)) readWholeRows();
      },
    };
  },
});
