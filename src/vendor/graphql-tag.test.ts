import { parse, print } from 'graphql';
import realGql from 'graphql-tag';
import { describe, expect, it } from 'vitest';

import { resolveRequestDocument as original } from '../../node_modules/graphql-request/build/esm/resolveRequestDocument.js';

import { gql } from './graphql-tag';
import { resolveRequestDocument } from './request-document';

/** The data provider's own templates (@refinedev/nestjs-query), with its interpolations. */
const templates = (tag: typeof gql | typeof realGql, resource: string, fields: string) => [
  tag`
    mutation UpdateMany${resource}($input: UpdateMany${resource}Input!) {
      updateMany${resource}(input: $input) {
        updatedCount
      }
    }
  `,
  tag`
    query Get${resource}($id: ID!) {
      ${resource.toLowerCase()}(id: $id) {
        ${fields}
      }
    }
  `,
  tag`
    mutation DeleteMany${resource}($input: DeleteMany${resource}Input!) {
      deleteMany${resource}(input: $input) {
        deletedCount
      }
    }
  `,
];

describe('the stand-in for graphql-tag', () => {
  it('sends the same documents, with the same operation names, as graphql-tag did', () => {
    const ours = templates(gql, 'Organization', 'id\nname\nmembers { id }');
    const theirs = templates(realGql, 'Organization', 'id\nname\nmembers { id }');
    ours.forEach((text, index) => {
      const sent = resolveRequestDocument(text);
      const before = original(theirs[index]);
      expect(print(parse(sent.query))).toEqual(before.query);
      expect(sent.operationName).toEqual(before.operationName);
      expect(sent.operationName).toMatch(/Organization$/);
    });
  });

  it('takes a plain string too', () => {
    expect(gql('query A { a }')).toBe('query A { a }');
  });
});
