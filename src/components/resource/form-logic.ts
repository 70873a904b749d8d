import { problemsOf, RowProblem } from '@shared/row-rules';

import type { TFunction } from 'i18next';

import type { DeclaredPattern, FormFieldDeclaration, FormRowRule } from '@/resources/declaration';

/*
 * What the generic form checks before it saves, as pure functions: each field's limits in the
 * server's words (validation.<name> of locales/<language>/common.json, naming the field by its
 * label), the declaration's rules across fields, a new record's defaults, and the values sent.
 */

/** Translates a validation message (`validation.<name>` with its values). */
export type ValidationText = (name: string, values?: Record<string, string | number>) => string;

/** A field's key as the server and the row rules name it: `customPalette.primaryColor` for a grouped field. */
export const fieldKeyOf = (field: Pick<FormFieldDeclaration, 'name' | 'group'>): string => (field.group ? `${field.group}.${field.name}` : field.name);

/** No value: what the required rule refuses (false is a value). */
export const isEmpty = (value: unknown): boolean => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

const matches = (pattern: DeclaredPattern, text: string): boolean => new RegExp(pattern.source, pattern.flags).test(text);

const numberProblem = (field: FormFieldDeclaration, value: number): [string, Record<string, number>] | null => {
  const min = field.min ?? Number.MIN_SAFE_INTEGER;
  const max = field.max ?? Number.MAX_SAFE_INTEGER;
  const range = { min, max };
  if (field.numberKind === 'real') return value < min || value > max ? ['number', range] : null;
  if (field.numberKind === 'money') return value < min || value > max || Math.round(value * 100) !== value * 100 ? ['amount', range] : null;
  return !Number.isInteger(value) || value < min || value > max ? ['integer', range] : null;
};

/**
 * The first thing wrong with one field's value, as [message name, values], or null: the shared
 * rule first (its message is the spec's), then length, format, range and list limits, in the order
 * the server checks them. Nothing is cut to fit: an over-long text is refused with its limit.
 */
export const valueProblem = (field: FormFieldDeclaration, value: unknown): [string, Record<string, string | number>] | null => {
  const problem = field.check?.(value as never);
  if (problem) return [problem, {}];
  // Empty is the required rule's to judge; an optional empty value is sent as nothing.
  if (isEmpty(value)) return null;
  if (typeof value === 'string') {
    if (field.maxLength !== undefined && value.length > field.maxLength) return ['tooLong', { max: field.maxLength }];
    if (field.minLength !== undefined && value.length < field.minLength) return ['tooShort', { min: field.minLength }];
    if (field.pattern && !matches(field.pattern, value)) return ['pattern', {}];
  }
  if (typeof value === 'number') return numberProblem(field, value);
  if (Array.isArray(value)) {
    if (field.maxItems !== undefined && value.length > field.maxItems) return ['listTooLong', { max: field.maxItems }];
    const items = value as unknown[];
    const tooLong = (item: unknown) => typeof item !== 'string' || (field.itemMaxLength !== undefined && item.length > field.itemMaxLength);
    if (items.some((item) => tooLong(item) || (field.itemPattern && !matches(field.itemPattern, String(item)))))
      return ['listItem', { max: field.itemMaxLength ?? '' }];
    const allowed = field.options?.map((option) => option.value);
    if (allowed && items.some((item) => !allowed.includes(String(item)))) return ['listOneOf', { values: allowed.join(', ') }];
  }
  return null;
};

/** The message of a value problem, naming the field by its (translated) label. */
export const valueProblemText = (text: ValidationText, label: string, [name, values]: [string, Record<string, string | number>]): string =>
  text(name, { ...values, field: label });

/** Each row rule's problems, by the field they show under. */
export const ruleProblemsByField = (rules: ReadonlyArray<FormRowRule> | undefined, values: Record<string, unknown>): Map<string, RowProblem[]> => {
  const byField = new Map<string, RowProblem[]>();
  for (const problem of problemsOf(rules, values)) byField.set(problem.field, [...(byField.get(problem.field) ?? []), problem]);
  return byField;
};

/** A row rule's message; a field it names in its values ({{field}}) reads as that field's label. */
export const ruleProblemText = (text: ValidationText, problem: RowProblem, labelOf: (key: string) => string | undefined): string => {
  const values = problem.values ?? {};
  const named = typeof values.field === 'string' ? { ...values, field: labelOf(values.field) ?? values.field } : values;
  return text(problem.message, named);
};

/**
 * After a change, the fields whose rule problems may have come or gone: those with a problem now
 * and those that had one before, except the fields just changed (the form checks those itself).
 */
export const fieldsToRecheck = (before: ReadonlySet<string>, now: ReadonlyMap<string, unknown>, changed: readonly string[]): string[] =>
  [...new Set([...before, ...now.keys()])].filter((key) => !changed.includes(key));

/** The keys of the fields a change of antd's form touched (grouped fields as `group.name`). */
export const changedKeys = (changed: Record<string, unknown>): string[] =>
  Object.entries(changed).flatMap(([key, value]) =>
    value && typeof value === 'object' && !Array.isArray(value) ? Object.keys(value).map((inner) => `${key}.${inner}`) : [key],
  );

/** The values with one field's value set (inside its group for a grouped field). */
export const withValue = (values: Record<string, unknown>, field: FormFieldDeclaration, value: unknown): Record<string, unknown> => {
  if (!field.group) return { ...values, [field.name]: value };
  const group = (values[field.group] as Record<string, unknown> | undefined) ?? {};
  return { ...values, [field.group]: { ...group, [field.name]: value } };
};

/** A new record's form starts with the server's defaults: what it would store if the field were left out. */
export const initialValuesOf = (fields: readonly FormFieldDeclaration[]): Record<string, unknown> =>
  fields.reduce<Record<string, unknown>>((values, field) => (field.defaultValue === undefined ? values : withValue(values, field, field.defaultValue)), {});

/** One field's value among the form's values (inside its group for a grouped field). */
export const valueAt = (values: Record<string, unknown>, field: FormFieldDeclaration): unknown =>
  field.group ? (values[field.group] as Record<string, unknown> | undefined)?.[field.name] : values[field.name];

/** What is saved: an emptied text of a field the server may leave empty is null (no value), not "". */
export const submittedValues = (fields: readonly FormFieldDeclaration[], values: Record<string, unknown>): Record<string, unknown> =>
  fields.reduce((result, field) => (field.nullable && valueAt(values, field) === '' ? withValue(result, field, null) : result), values);

/**
 * The shown field a server error is about (its messageValues.field): by its key, or by its own name
 * for a grouped field (the server names a nested input's field without its group).
 */
export const formFieldNamed = (fields: readonly FormFieldDeclaration[], key: string | undefined): FormFieldDeclaration | undefined =>
  key === undefined ? undefined : (fields.find((field) => fieldKeyOf(field) === key) ?? fields.find((field) => field.name === key));

/** A list's items as typed: trimmed, without empty or repeated ones. */
export const cleanItems = (items: unknown): string[] =>
  Array.isArray(items) ? [...new Set(items.map((item) => String(item).trim()).filter((item) => item !== ''))] : [];

/**
 * A picked colour as the server wants it, "#RRGGBB": antd's ColorPicker hands back a Color object,
 * a native colour input "#rrggbb". Anything else (typed text) is left as it is, to be judged.
 */
export const normalizeColor = (value: unknown): unknown => {
  if (value && typeof value === 'object' && 'toHexString' in value) return (value as { toHexString: () => string }).toHexString().toUpperCase();
  return typeof value === 'string' && /^#[0-9a-f]{6}$/i.test(value) ? value.toUpperCase() : value;
};

/** The hint under a list: how to add an item, and its limits. */
export const listHint = (field: FormFieldDeclaration, t: TFunction<'resources'>): string | undefined =>
  field.kind === 'list' && !field.options ? t('form.listHint', { items: field.maxItems, length: field.itemMaxLength }) : undefined;

/** The text under a field: its help, then a list's hint. */
export const hintOf = (field: FormFieldDeclaration, t: TFunction<'resources'>): string =>
  [field.help ? t(field.help) : undefined, listHint(field, t)].filter(Boolean).join(' ');
