import { DocumentNode, GraphQLError, GraphQLSchema, parse, validate } from 'graphql';

import { ExpiringLruCache } from '../common/expiring-lru-cache';

const DOCUMENTS_KEPT = 500;
const KEPT_FOR_MS = 60 * 60 * 1000;

export type LiveDocuments = {
  parse: (source: string) => DocumentNode;
  validate: (schema: GraphQLSchema, document: DocumentNode) => readonly GraphQLError[];
};

type Validator = (schema: GraphQLSchema, document: DocumentNode) => readonly GraphQLError[];

/**
 * graphql-ws parses and validates every subscribe message; thousands of tabs send the same few
 * documents, and validating them was a third of the server's work when 5,000 sockets connected.
 * Each text is parsed once and each document validated once per schema (as Apollo caches
 * documents over HTTP); documents with errors are validated again, never kept.
 */
export const liveDocuments = (validateWith: Validator = validate): LiveDocuments => {
  const documents = new ExpiringLruCache<string, DocumentNode>(KEPT_FOR_MS, DOCUMENTS_KEPT);
  const valid = new WeakMap<DocumentNode, GraphQLSchema>();
  return {
    parse: (source) => {
      const cached = documents.get(source);
      if (cached) return cached;
      const document = parse(source);
      documents.set(source, document);
      return document;
    },
    validate: (schema, document) => {
      if (valid.get(document) === schema) return [];
      const errors = validateWith(schema, document);
      if (errors.length === 0) valid.set(document, schema);
      return errors;
    },
  };
};
