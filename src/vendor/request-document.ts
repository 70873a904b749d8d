import { type DocumentNode, Kind, print } from 'graphql';

/*
 * Stands in for graphql-request's resolveRequestDocument (see vite.config.ts). The original parses
 * a string document with graphql's parser only to read its operation's name, which brought the
 * parser and lexer (7 kB gzip) to every first page: the dashboard sends typed documents, printed
 * here as before, and the data provider's built strings, whose name is read below without a parser.
 * request-document.test.ts checks both against the original.
 */

const OPERATION_KEYWORDS = new Set(['query', 'mutation', 'subscription']);
const NAME_START = /[_A-Za-z]/;
const NAME_PART = /[_0-9A-Za-z]/;

/** Where the string literal that opens at `start` ends (past its closing quotes). */
const endOfString = (text: string, start: number): number => {
  if (text.startsWith('"""', start)) {
    let index = start + 3;
    while (index < text.length) {
      if (text.startsWith('\\"""', index)) index += 4;
      else if (text.startsWith('"""', index)) return index + 3;
      else index += 1;
    }
    return text.length;
  }
  let index = start + 1;
  while (index < text.length && text[index] !== '"' && text[index] !== '\n') index += text[index] === '\\' ? 2 : 1;
  return index + 1;
};

/**
 * The name of a document's only operation (undefined when it has none, several, or it is
 * anonymous), as graphql-request reads it: definitions are found at the top level, outside
 * strings, comments and variable definitions (whose default values may hold braces).
 */
export const operationNameOf = (text: string): string | undefined => {
  const operations: Array<string | undefined> = [];
  let braces = 0;
  let parentheses = 0;
  let definition: 'operation' | 'fragment' | undefined;
  let name: string | undefined;
  let expectingName = false;
  let index = 0;
  while (index < text.length) {
    const character = text[index];
    if (character === '#') {
      const lineEnd = text.indexOf('\n', index);
      index = lineEnd < 0 ? text.length : lineEnd + 1;
    } else if (character === '"') {
      index = endOfString(text, index);
    } else if (NAME_START.test(character)) {
      let end = index + 1;
      while (end < text.length && NAME_PART.test(text[end])) end += 1;
      const word = text.slice(index, end);
      const directive = text[index - 1] === '@';
      if (braces === 0 && parentheses === 0 && !directive) {
        if (definition === undefined && OPERATION_KEYWORDS.has(word)) {
          definition = 'operation';
          expectingName = true;
        } else if (definition === undefined && word === 'fragment') definition = 'fragment';
        else if (expectingName) {
          name = word;
          expectingName = false;
        }
      }
      index = end;
    } else {
      if (character === '(') {
        parentheses += 1;
        expectingName = false;
      } else if (character === ')') parentheses -= 1;
      else if (character === '@') expectingName = false;
      else if (parentheses === 0 && character === '{') {
        if (braces === 0) {
          if (definition !== 'fragment') operations.push(name);
          definition = undefined;
          name = undefined;
          expectingName = false;
        }
        braces += 1;
      } else if (parentheses === 0 && character === '}') braces -= 1;
      index += 1;
    }
  }
  return operations.length === 1 ? operations[0] : undefined;
};

const operationNameOfDocument = (document: DocumentNode): string | undefined => {
  const operations = document.definitions.filter((definition) => definition.kind === Kind.OPERATION_DEFINITION);
  return operations.length === 1 ? operations[0].name?.value : undefined;
};

/** graphql-request's contract: the query text to send and its operation's name. */
export const resolveRequestDocument = (document: string | DocumentNode): { query: string; operationName?: string } =>
  typeof document === 'string'
    ? { query: document, operationName: operationNameOf(document) }
    : { query: print(document), operationName: operationNameOfDocument(document) };
