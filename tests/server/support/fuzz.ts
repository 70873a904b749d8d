import {
  buildClientSchema,
  getIntrospectionQuery,
  getNamedType,
  GraphQLField,
  GraphQLInputType,
  GraphQLSchema,
  IntrospectionQuery,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
} from 'graphql';

/*
 * The seeded fuzz's values (tests/server/mutation-fuzz.test.ts): well-typed for GraphQL, so the
 * resolvers run, but hostile for the server: NUL bytes, over-long text, numbers at and past the
 * columns' range and precision, ids of rows that do not exist or belong to someone else, huge
 * lists. The same seed gives the same cases on every run.
 */

export type Random = () => number;

/** Mulberry32: small, seeded, the same sequence on every run. */
export const seeded =
  (seed: number): Random =>
  () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let value = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };

export const pick = <T>(random: Random, values: readonly T[]): T => values[Math.floor(random() * values.length)];

export const STRINGS = [
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
export const IDS = [
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
/** Filter operands add what only a filter meets: patterns past SQLite's LIKE limit, wildcards, text at the filter bound. */
export const FILTER_STRINGS = [...STRINGS, `%${'a'.repeat(60_000)}%`, '%'.repeat(3000), `%${'_%'.repeat(400)}%`, '*?[]', 'x'.repeat(1000), 'x'.repeat(1001)];
const INTS = [0, 1, -1, 2147483647, -2147483648, 100000, 3];
const FLOATS = [0, -1, 1e-7, 0.125, 1e15, -1e308, 1.7976931348623157e308, 19.99];
const DATES = ['2026-01-01T00:00:00.000Z', '1900-01-01T00:00:00.000Z', '9999-12-31T23:59:59.999Z', 'not a date', ''];

/** Which texts and list lengths to draw from; a list's items may draw from shorter texts (or bodies would only meet the size limit). */
export type ValueProfile = {
  strings: readonly string[];
  listLengths: readonly number[];
  itemStrings?: readonly string[];
  /** Also null where the type says non-null (GraphQL refuses those before the server sees them). */
  nullsWhereRequired: boolean;
};
export const MUTATION_VALUES: ValueProfile = { strings: STRINGS, listLengths: [0, 1, 2, 3], nullsWhereRequired: true };
/** `in` lists past the filter bound (1,000 values) and short ones. */
export const FILTER_VALUES: ValueProfile = {
  strings: FILTER_STRINGS,
  listLengths: [0, 1, 3, 1001, 4000],
  itemStrings: ['', 'a', 'org-acme', 'nul\u0000', '%', 'x'.repeat(40)],
  nullsWhereRequired: false,
};

/** A value of an input type, hostile within what GraphQL lets through. */
export const valueFor = (type: GraphQLInputType, random: Random, profile: ValueProfile = MUTATION_VALUES, depth = 0): unknown => {
  if (isNonNullType(type))
    return profile.nullsWhereRequired ? valueFor(type.ofType, random, profile, depth) : someValueFor(type.ofType, random, profile, depth);
  if (random() < 0.08) return null;
  return someValueFor(type, random, profile, depth);
};

/** A value that is not null. */
const someValueFor = (type: GraphQLInputType, random: Random, profile: ValueProfile, depth: number): unknown => {
  if (isListType(type)) {
    const items = { ...profile, strings: profile.itemStrings ?? profile.strings };
    return Array.from({ length: pick(random, profile.listLengths) }, () => valueFor(type.ofType, random, items, depth + 1));
  }
  if (isEnumType(type)) return pick(random, type.getValues()).value;
  if (isInputObjectType(type)) {
    if (depth > 3) return null;
    const fields = Object.values(type.getFields());
    return Object.fromEntries(
      fields.filter((field) => isNonNullType(field.type) || random() < 0.6).map((field) => [field.name, valueFor(field.type, random, profile, depth + 1)]),
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
        return pick(random, profile.strings);
    }
  }
  return null;
};

/**
 * A filter of a list: a few of its fields, each with one comparison, sometimes inside and/or.
 * (valueFor alone would fill every optional field of the filter type and its and/or branches.)
 */
export const filterFor = (type: GraphQLInputType, random: Random): Record<string, unknown> => {
  const named = getNamedType(type);
  if (!isInputObjectType(named)) return {};
  const fields = Object.values(named.getFields()).filter((field) => field.name !== 'and' && field.name !== 'or');
  const comparisons = Array.from({ length: 1 + Math.floor(random() * 3) }, () => {
    const field = pick(random, fields);
    const comparison = getNamedType(field.type);
    if (!isInputObjectType(comparison)) return {};
    const operator = pick(random, Object.values(comparison.getFields()));
    return { [field.name]: { [operator.name]: valueFor(operator.type, random, FILTER_VALUES) } };
  });
  const shape = random();
  if (shape < 0.2) return { or: comparisons };
  if (shape < 0.4) return { and: comparisons };
  return Object.assign({}, ...comparisons) as Record<string, unknown>;
};

/** An operation document with a variable for each argument named (all by default), selecting scalars of its answer. */
export const documentFor = (kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>, names?: readonly string[]): string => {
  const used = field.args.filter((argument) => !names || names.includes(argument.name));
  const variables = used.map((argument) => `$${argument.name}: ${argument.type.toString()}`).join(', ');
  const args = used.map((argument) => `${argument.name}: $${argument.name}`).join(', ');
  const answer = getNamedType(field.type);
  const isConnection = isObjectType(answer) && 'nodes' in answer.getFields();
  const selection = isConnection ? ' { totalCount nodes { id } }' : isObjectType(answer) ? ' { __typename }' : '';
  return `${kind} Fuzz${variables ? `(${variables})` : ''} { ${field.name}${args ? `(${args})` : ''}${selection} }`;
};

/** The schema as a client sees it (introspection), to generate from. */
export const introspect = async (baseUrl: string, token: string): Promise<GraphQLSchema> => {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: getIntrospectionQuery() }),
  });
  return buildClientSchema(((await response.json()) as { data: IntrospectionQuery }).data);
};
