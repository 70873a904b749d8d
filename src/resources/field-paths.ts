import type { OperationFields } from './declaration';

type KeyOf<Row> = Extract<keyof Row, string>;

/** Object-valued fields one level down ("customPalette.primaryColor", "billingService.planName"); lists and scalars have none. */
type NestedKeyOf<Row> = {
  [Key in KeyOf<Row>]: NonNullable<Row[Key]> extends readonly unknown[]
    ? never
    : NonNullable<Row[Key]> extends Record<string, unknown>
      ? `${Key}.${KeyOf<NonNullable<Row[Key]>>}`
      : never;
}[KeyOf<Row>];

/**
 * A field a declaration may name: one of the row's fields, or a field of an object the row holds.
 * Both come from the schema's generated type, so a misspelt field does not compile.
 */
export type FieldPath<Row> = KeyOf<Row> | NestedKeyOf<Row>;

/** "customPalette.primaryColor" → ["customPalette", "primaryColor"]; "name" → ["name"]. */
export const splitPath = (path: string): [string] | [string, string] => {
  const dot = path.indexOf('.');
  return dot < 0 ? [path] : [path.slice(0, dot), path.slice(dot + 1)];
};

/** The value at a path of a row (undefined where the object is missing). */
export const valueAtPath = (row: object, path: string): unknown => {
  const [first, second] = splitPath(path);
  const value = (row as Record<string, unknown>)[first];
  if (second === undefined) return value;
  return value && typeof value === 'object' ? (value as Record<string, unknown>)[second] : undefined;
};

/**
 * The selection the operations read for these paths: plain fields as names, nested ones grouped
 * under their object ({ customPalette: ['primaryColor', 'secondaryColor'] }), in first-seen order.
 */
export const selectionOf = (paths: readonly string[], relations: OperationFields = []): OperationFields => {
  const plain: string[] = [];
  const nested = new Map<string, string[]>();
  for (const path of paths) {
    const [first, second] = splitPath(path);
    if (second === undefined) {
      if (!plain.includes(first)) plain.push(first);
    } else {
      const fields = nested.get(first) ?? [];
      if (!fields.includes(second)) fields.push(second);
      nested.set(first, fields);
    }
  }
  return [...plain, ...[...nested].map(([object, fields]) => ({ [object]: fields })), ...relations];
};
