import * as gql from 'gql-query-builder';
import { type DocumentNode, print } from 'graphql';
// The original this module stands in for, imported by path: the build's substitution applies only to graphql-request's own import.
import { resolveRequestDocument as original } from '../../node_modules/graphql-request/build/esm/resolveRequestDocument.js';
import { describe, expect, it } from 'vitest';

import * as generated from '@/graphql/types';

import { operationNameOf, resolveRequestDocument } from './request-document';

const documents = Object.entries(generated).filter(([name]) => name.endsWith('Document')) as Array<[string, DocumentNode]>;

/** Strings a data provider or a person could send, with the traps a parser-free reading must not fall into. */
const TEXTS = [
  'query Organizations { organizations { nodes { id } } }',
  '{ organizations { totalCount } }',
  'query { organizations { totalCount } }',
  'mutation UpdateOne($input: UpdateOneOrganizationInput!) { updateOneOrganization(input: $input) { id } }',
  'subscription Live { updatedOneOrganization { id } }',
  'query One($filter: Filter = { name: { eq: "a { b" } }) { one(filter: $filter) { id } }',
  '# query Commented { x }\nquery Real { x }',
  'query A { a } query B { b }',
  'query A { ...F } fragment F on Query { a }',
  'fragment F on Query { a } query B { ...F }',
  'query @live { a }',
  'query Named @live { a }',
  'query Text { a(text: """ } { query Inner \\""" """) }',
  'query Escaped { a(text: "quote \\" { brace") }',
  'query Arguments { a(where: { b: { c: 1 } }) { d(e: [1, 2]) } }',
  'not a document {',
  '',
];

describe('the stand-in for graphql-request’s resolveRequestDocument', () => {
  it('answers as the original for every generated document', () => {
    expect(documents.length).toBeGreaterThan(50);
    for (const [, document] of documents) expect(resolveRequestDocument(document)).toEqual(original(document));
  });

  it('reads the operation name of every generated document printed as text, as the parser does', () => {
    for (const [, document] of documents) expect(operationNameOf(print(document))).toEqual(original(print(document)).operationName);
  });

  it('reads the data provider’s built strings as the parser does', () => {
    const built = [
      gql.query({
        operation: 'organizations',
        fields: ['totalCount', { nodes: ['id', 'name'] }],
        variables: { filter: { type: 'OrganizationFilter', required: true } },
      }),
      gql.mutation({ operation: 'deleteOneOrganization', fields: ['id'], variables: { input: { type: 'DeleteOneOrganizationInput', required: true } } }),
      gql.query({ operation: 'organization', fields: ['id'], variables: { id: { type: 'ID', required: true } } }),
    ];
    for (const { query } of built) expect(operationNameOf(query)).toEqual(original(query).operationName);
  });

  it.each(TEXTS)('reads %j as the parser does', (text) => {
    expect(resolveRequestDocument(text)).toEqual(original(text));
  });
});
