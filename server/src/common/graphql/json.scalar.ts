import { GraphQLScalarType, Kind, ValueNode, valueFromASTUntyped } from 'graphql';

const asObject = (value: unknown): Record<string, unknown> => {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new TypeError('JSONObject must be an object.');
  return value as Record<string, unknown>;
};

/** Free-form JSON objects (logos, policies, credits): small documents that are never filtered on. */
export const JSONObjectScalar = new GraphQLScalarType({
  name: 'JSONObject',
  description: 'A JSON object.',
  serialize: (value) => value,
  parseValue: asObject,
  parseLiteral: (ast: ValueNode) => {
    if (ast.kind !== Kind.OBJECT) throw new TypeError('JSONObject must be an object.');
    return asObject(valueFromASTUntyped(ast));
  },
});
