import type { FormFieldDeclaration, FormFieldKind } from '@/resources/declaration';

import { cleanItems, isEmpty, normalizeColor, ValidationText, valueProblem, valueProblemText } from './form-logic';

/*
 * What the plain form (plain-resource-form.tsx) adds to form-logic.ts: which kinds it draws
 * without antd, how a native control's text becomes a field's value and back, and the one message
 * a field shows, in the order antd's Form.Item found it (required, the value, the rules across fields).
 */

/** The kinds drawn with native controls; any other (a reference's searchable dropdown) needs antd's form. */
export const PLAIN_FIELD_KINDS: ReadonlySet<FormFieldKind> = new Set<FormFieldKind>([
  'text',
  'email',
  'textarea',
  'number',
  'boolean',
  'select',
  'list',
  'color',
]);

/** True when every field is of a kind the plain form draws. */
export const drawsPlain = (fields: readonly Pick<FormFieldDeclaration, 'kind'>[]): boolean => fields.every((field) => PLAIN_FIELD_KINDS.has(field.kind));

/** The fields an action shows: a field the server takes on creation only is not edited afterwards. */
export const shownFieldsOf = <Field extends Pick<FormFieldDeclaration, 'createOnly'>>(fields: readonly Field[], action: 'create' | 'edit'): Field[] =>
  fields.filter((field) => action === 'create' || !field.createOnly);

/**
 * A control's input as the field's value: a checkbox's state, a number (an emptied one is null, as
 * antd's InputNumber gave; text that is no number stays as typed, so it is shown and refused rather
 * than lost), an unchosen option or an emptied colour as no value, and any text as it is typed
 * (nothing trimmed or cut).
 */
export const valueFromInput = (field: Pick<FormFieldDeclaration, 'kind'>, input: string | boolean): unknown => {
  if (field.kind === 'boolean') return input === true;
  const typed = String(input);
  if (field.kind === 'number') {
    const trimmed = typed.trim();
    if (trimmed === '') return null;
    const number = Number(trimmed);
    return Number.isFinite(number) ? number : typed;
  }
  if (field.kind === 'select' && typed === '') return undefined;
  // An emptied colour is no colour (the server's null), not an empty text.
  if (field.kind === 'color' && typed === '') return null;
  return typed;
};

/** What a text control shows for a value: nothing for no value. */
export const inputText = (value: unknown): string => {
  if (value === undefined || value === null) return '';
  // A field holds text, a number or a flag; anything else is not something to type into.
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : JSON.stringify(value);
};

/** A number field holding text that is not a number: refused with the field's range, as the server words it. */
const typedNumberProblem = (field: FormFieldDeclaration): [string, Record<string, number>] => {
  const range = { min: field.min ?? Number.MIN_SAFE_INTEGER, max: field.max ?? Number.MAX_SAFE_INTEGER };
  if (field.numberKind === 'real') return ['number', range];
  return [field.numberKind === 'money' ? 'amount' : 'integer', range];
};

type FieldMessageInput = {
  field: FormFieldDeclaration;
  /** The field's translated label, which the messages name it by. */
  label: string;
  value: unknown;
  text: ValidationText;
  /** The required rule's words (form.required). */
  requiredText: string;
  /** The declaration's rules across fields that point at this one, already worded. */
  ruleProblems: readonly string[];
};

/**
 * The one message under a field, or undefined: the first rule that fails, as antd's Form.Item
 * with validateFirst showed it. A field with a rule of its own (check) judges emptiness itself.
 */
export const fieldMessage = ({ field, label, value, text, requiredText, ruleProblems }: FieldMessageInput): string | undefined => {
  if (field.required && !field.check && isEmpty(value)) return requiredText;
  if (field.kind === 'number' && typeof value === 'string') return valueProblemText(text, label, typedNumberProblem(field));
  const problem = valueProblem(field, value);
  if (problem) return valueProblemText(text, label, problem);
  return ruleProblems.length > 0 ? ruleProblems.join(' ') : undefined;
};

/** A text's length against its limit ("25 / 20"), for fields with a limit, as antd's count showed it. */
export const lengthCount = (field: Pick<FormFieldDeclaration, 'kind' | 'maxLength'>, value: unknown): { length: number; max: number } | undefined =>
  field.maxLength === undefined || !['text', 'email', 'textarea'].includes(field.kind) ? undefined : { length: inputText(value).length, max: field.maxLength };

/** A control's id from the form's (React's useId) and the field's key, of letters, digits, - and _ only: usable in a CSS selector too. */
export const controlIdOf = (formId: string, key: string): string => `${formId}-${key}`.replace(/[^\w-]/g, '-');

/** A list's items as one typed text holds them: each item ends with a comma, as antd's tags did. */
const ITEM_SEPARATOR = ',';

/**
 * What is typed into a list's input, split where a comma ends an item: the ended items, and the
 * text still being typed (its spaces after the comma dropped). A paste ends every item it holds,
 * the last one too ("a, b" becomes two), as antd's tags did; so does Enter or leaving the input.
 */
export const typedItems = (typed: string, ended: boolean): { items: string[]; rest: string } => {
  const parts = typed.split(ITEM_SEPARATOR);
  if (ended) return { items: cleanItems(parts), rest: '' };
  const rest = parts.pop() ?? '';
  return { items: cleanItems(parts), rest: parts.length > 0 ? rest.trimStart() : rest };
};

/** True when a paste is a list of items (it holds a comma) rather than the start of one. */
export const pastesItems = (pasted: string): boolean => pasted.includes(ITEM_SEPARATOR);

/** A list with items added at its end, cleaned (trimmed, no empty or repeated item). */
export const withItems = (value: unknown, added: readonly string[]): string[] => cleanItems([...listItems(value), ...added]);

/** A list without one item (its remove button), or without its last (Backspace in the empty input). */
export const withoutItem = (value: unknown, item?: string): string[] => {
  const items = listItems(value);
  return item === undefined ? items.slice(0, -1) : items.filter((kept) => kept !== item);
};

/** A list field's value as its items: none for no value. */
export const listItems = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

/** An options list with one option ticked or unticked, in the declared order (values no longer declared kept first, as stored). */
export const withOption = (value: unknown, options: readonly { value: string }[], option: string, ticked: boolean): string[] => {
  const chosen = new Set(listItems(value));
  if (ticked) chosen.add(option);
  else chosen.delete(option);
  const declared = options.map((declaredOption) => declaredOption.value);
  return [...[...chosen].filter((item) => !declared.includes(item)), ...declared.filter((item) => chosen.has(item))];
};

/** A colour input's pick as the field's value, "#RRGGBB" (form-logic's normalizeColor, as antd's picker gave). */
export const colorFromPicker = (picked: string): string => String(normalizeColor(picked));

/**
 * What a native colour input shows for a field's value: it holds only "#rrggbb", so a short "#abc"
 * is drawn as "#aabbcc", and no colour or text that is not one yet (being typed) as black.
 */
export const pickerColor = (value: unknown): string => {
  const text = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (/^#[0-9a-f]{6}$/.test(text)) return text;
  if (/^#[0-9a-f]{3}$/.test(text)) return `#${[...text.slice(1)].map((digit) => digit + digit).join('')}`;
  return '#000000';
};
