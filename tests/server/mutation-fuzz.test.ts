import {
  buildClientSchema,
  getIntrospectionQuery,
  GraphQLInputType,
  GraphQLSchema,
  IntrospectionQuery,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  getNamedType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { signIn } from './support/session';
import { startTestServer, TestServer } from './support/test-server';

/**
 * Issue 16: a seeded fuzz of every mutation's inputs. Values are well-typed for GraphQL (so the
 * resolvers run) but hostile for the server: NUL bytes, over-long text, numbers at and past the
 * columns' range and precision, ids of rows that do not exist or belong to someone else. Whatever
 * the answer, it is never a 5xx and never INTERNAL_SERVER_ERROR, on SQLite and PostgreSQL alike.
 */
const SEED = 20261123;
const CASES_PER_MUTATION = 6;
/** Mutations that end the fuzzer's own session would only test the sign-in wall afterwards. */
const SKIPPED = /logout|session/i;

/** Mulberry32: small, seeded, the same sequence on every run. */
const seeded = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let value = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
  return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
};

const STRINGS = [
  '',
  ' ',
  'a',
  'x'.repeat(5000),
  'nul\u0000byte',
  '\u0000',
  '💥 emoji',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '%_\\',
  'org-acme',
  'not@an@email',
  'learner050@demo.test',
  '#zzzzzz',
  '9999-99-99',
];
const IDS = [
  'org-acme',
  'org-extend',
  'company-acme-sales',
  'company-extend-a',
  'user-learner-050',
  'user-super',
  'course-storytelling',
  'does-not-exist',
  'id\u0000nul',
  'x'.repeat(300),
  '',
];
const INTS = [0, 1, -1, 2147483647, -2147483648, 100000, 3];
const FLOATS = [0, -1, 1e-7, 0.125, 1e15, -1e308, 1.7976931348623157e308, 19.99];
const DATES = ['2026-01-01T00:00:00.000Z', '1900-01-01T00:00:00.000Z', '9999-12-31T23:59:59.999Z', 'not a date', ''];

type Random = () => number;
const pick = <T>(random: Random, values: readonly T[]): T => values[Math.floor(random() * values.length)];

const valueFor = (type: GraphQLInputType, random: Random, depth = 0): unknown => {
  if (isNonNullType(type)) return valueFor(type.ofType, random, depth);
  if (random() < 0.08) return null;
  if (isListType(type)) return Array.from({ length: Math.floor(random() * 4) }, () => valueFor(type.ofType, random, depth + 1));
  if (isEnumType(type)) return pick(random, type.getValues()).value;
  if (isInputObjectType(type)) {
    if (depth > 3) return null;
    const fields = Object.values(type.getFields());
    return Object.fromEntries(
      fields.filter((field) => isNonNullType(field.type) || random() < 0.6).map((field) => [field.name, valueFor(field.type, random, depth + 1)]),
    );
  }
  if (isScalarType(type)) {
    switch (type.name) {
      case 'ID':
        return pick(random, IDS);
      case 'Int':
        return pick(random, INTS);
      case 'Float':
        return pick(random, FLOATS);
      case 'Boolean':
        return random() < 0.5;
      case 'DateTime':
        return pick(random, DATES);
      case 'JSONObject':
        return pick(random, [{}, { a: 1 }, { nested: { deep: 'nul\u0000' } }]);
      default:
        return pick(random, STRINGS);
    }
  }
  return null;
};

/** A mutation document selecting every scalar field of its answer (or the scalar itself). */
const documentFor = (schema: GraphQLSchema, name: string): string => {
  const field = schema.getMutationType()?.getFields()[name];
  if (!field) throw new Error(`no mutation ${name}`);
  const variables = field.args.map((argument) => `$${argument.name}: ${argument.type.toString()}`).join(', ');
  const args = field.args.map((argument) => `${argument.name}: $${argument.name}`).join(', ');
  const selection = isObjectType(getNamedType(field.type)) ? ' { __typename }' : '';
  return `mutation Fuzz${variables ? `(${variables})` : ''} { ${name}${args ? `(${args})` : ''}${selection} }`;
};

describe('seeded fuzz of every mutation', () => {
  let server: TestServer;
  let schema: GraphQLSchema;
  const tokens: string[] = [];

  beforeAll(async () => {
    server = await startTestServer();
    // Staff reach the deepest code paths; a manager meets the scope checks on the way.
    tokens.push(await signIn(server.url, 'super@demo.test'), await signIn(server.url, 'manager@demo.test'));
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[0]}` },
      body: JSON.stringify({ query: getIntrospectionQuery() }),
    });
    schema = buildClientSchema(((await response.json()) as { data: IntrospectionQuery }).data);
  });
  afterAll(() => server.close());

  it('never answers a 5xx or INTERNAL_SERVER_ERROR', async () => {
    const random = seeded(SEED);
    const mutations = Object.values(schema.getMutationType()?.getFields() ?? {}).filter((field) => !SKIPPED.test(field.name));
    expect(mutations.length).toBeGreaterThan(30);
    const failures: string[] = [];
    let cases = 0;
    for (const mutation of mutations) {
      const query = documentFor(schema, mutation.name);
      for (let index = 0; index < CASES_PER_MUTATION; index += 1) {
        const variables = Object.fromEntries(mutation.args.map((argument) => [argument.name, valueFor(argument.type, random)]));
        const response = await fetch(`${server.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[index % tokens.length]}` },
          body: JSON.stringify({ query, variables }),
        });
        cases += 1;
        const body = (await response.json()) as { errors?: Array<{ extensions?: { code?: string } }> };
        const internal = body.errors?.some((error) => error.extensions?.code === 'INTERNAL_SERVER_ERROR');
        if (response.status >= 500 || internal) failures.push(`${mutation.name} ${response.status} ${JSON.stringify(variables).slice(0, 300)}`);
      }
    }
    expect(cases).toBeGreaterThan(200);
    expect(failures).toEqual([]);
  });
});
