import { describe, expect, it } from 'vitest';

import type { FormFieldDeclaration } from '@/resources/declaration';
import { COURSES } from '@/resources/courses/resource';
import { ORGANIZATIONS } from '@/resources/organizations/resource';

import type { ValidationText } from './form-logic';
import {
  colorFromPicker,
  controlIdOf,
  drawsPlain,
  fieldMessage,
  inputText,
  lengthCount,
  pastesItems,
  pickerColor,
  shownFieldsOf,
  typedItems,
  valueFromInput,
  withItems,
  withOption,
  withoutItem,
} from './plain-form-logic';

/** English messages of locales/en/common.json, as the form shows them. */
const ENGLISH: Record<string, string> = {
  tooLong: '{{field}} must be at most {{max}} characters.',
  integer: '{{field}} must be a whole number from {{min}} to {{max}}.',
  number: '{{field}} must be a number from {{min}} to {{max}}.',
  amount: '{{field}} must be an amount from {{min}} to {{max}} with at most 2 decimals.',
  clientCode: 'Client code allows only letters and numbers, at most 20 characters.',
};
const text: ValidationText = (name, values = {}) => (ENGLISH[name] ?? name).replace(/\{\{(\w+)\}\}/g, (_match, key: string) => String(values[key]));
const REQUIRED = 'This field is required.';

const field = (overrides: Partial<FormFieldDeclaration>): FormFieldDeclaration => ({ name: 'field', label: 'Field', kind: 'text', ...overrides });
const messageOf = (declared: FormFieldDeclaration, value: unknown, ruleProblems: string[] = []) =>
  fieldMessage({ field: declared, label: 'Seats', value, text, requiredText: REQUIRED, ruleProblems });

describe('which declarations the plain form draws', () => {
  it("draws the program status form (a status and a flag) and a workspace's settings (colours, a list); leaves a reference to antd", () => {
    expect(COURSES.form.fields.map((declared) => declared.kind)).toEqual(['select', 'boolean']);
    expect(drawsPlain(COURSES.form.fields)).toBe(true);
    expect(ORGANIZATIONS.form.fields.map((declared) => declared.kind)).toEqual(expect.arrayContaining(['list', 'color']));
    expect(drawsPlain(ORGANIZATIONS.form.fields)).toBe(true);
    expect(drawsPlain([field({ kind: 'reference' })])).toBe(false);
  });

  it('judges the fields an action shows: a create-only field is not edited afterwards', () => {
    const fields = [field({ name: 'code', createOnly: true }), field({ name: 'title' })];
    expect(shownFieldsOf(fields, 'create').map((shown) => shown.name)).toEqual(['code', 'title']);
    expect(shownFieldsOf(fields, 'edit').map((shown) => shown.name)).toEqual(['title']);
    expect(drawsPlain(shownFieldsOf([field({ kind: 'reference', createOnly: true }), field({})], 'edit'))).toBe(true);
  });
});

describe("a native control's input as the field's value", () => {
  it('reads a number, an emptied number as null, and keeps text that is no number as typed', () => {
    const seats = field({ kind: 'number' });
    expect(valueFromInput(seats, ' 12 ')).toBe(12);
    expect(valueFromInput(seats, '1.5')).toBe(1.5);
    expect(valueFromInput(seats, '')).toBeNull();
    expect(valueFromInput(seats, '12a')).toBe('12a');
    expect(valueFromInput(seats, 'Infinity')).toBe('Infinity');
  });

  it('reads a flag, an unchosen option as no value, and text untrimmed and uncut', () => {
    expect(valueFromInput(field({ kind: 'boolean' }), true)).toBe(true);
    expect(valueFromInput(field({ kind: 'boolean' }), false)).toBe(false);
    expect(valueFromInput(field({ kind: 'select' }), '')).toBeUndefined();
    expect(valueFromInput(field({ kind: 'select' }), 'ready')).toBe('ready');
    expect(valueFromInput(field({ kind: 'text', maxLength: 2 }), '  long text ')).toBe('  long text ');
  });

  it('reads an emptied colour as no colour, and a typed one as it is typed', () => {
    expect(valueFromInput(field({ kind: 'color' }), '')).toBeNull();
    expect(valueFromInput(field({ kind: 'color' }), '#1e5e')).toBe('#1e5e');
  });

  it('shows no value as nothing, and a number as its digits', () => {
    expect(inputText(undefined)).toBe('');
    expect(inputText(null)).toBe('');
    expect(inputText(0)).toBe('0');
    expect(inputText('draft')).toBe('draft');
  });
});

describe('the one message under a field', () => {
  it('says a required field is missing, but leaves emptiness to a rule of its own', () => {
    expect(messageOf(field({ required: true }), '')).toBe(REQUIRED);
    expect(messageOf(field({ required: true, kind: 'select' }), undefined)).toBe(REQUIRED);
    // A flag left off is a value.
    expect(messageOf(field({ required: true, kind: 'boolean' }), false)).toBeUndefined();
    const clientCode = ORGANIZATIONS.form.fields.find((declared) => declared.name === 'clientCode') as FormFieldDeclaration;
    expect(messageOf({ ...clientCode, required: true }, 'no spaces allowed')).toBe(ENGLISH.clientCode);
  });

  it("refuses text typed into a number field in the server's words for the field's kind and range", () => {
    expect(messageOf(field({ kind: 'number', min: 0, max: 500 }), '12a')).toBe('Seats must be a whole number from 0 to 500.');
    expect(messageOf(field({ kind: 'number', numberKind: 'real', min: 0, max: 1 }), 'half')).toBe('Seats must be a number from 0 to 1.');
    expect(messageOf(field({ kind: 'number', numberKind: 'money', min: 0, max: 9 }), '1,5')).toBe(
      'Seats must be an amount from 0 to 9 with at most 2 decimals.',
    );
    expect(messageOf(field({ kind: 'number', min: 0, max: 500 }), 501)).toBe('Seats must be a whole number from 0 to 500.');
    expect(messageOf(field({ kind: 'number', min: 0, max: 500 }), 500)).toBeUndefined();
  });

  it('refuses an over-long text with its limit, then says the rules across fields, one after the other', () => {
    expect(messageOf(field({ maxLength: 3 }), 'abcd')).toBe('Seats must be at most 3 characters.');
    expect(messageOf(field({ maxLength: 3 }), 'abcd', ['Other rule.'])).toBe('Seats must be at most 3 characters.');
    expect(messageOf(field({ maxLength: 3 }), 'abc', ['First rule.', 'Second rule.'])).toBe('First rule. Second rule.');
    expect(messageOf(field({ maxLength: 3 }), 'abc')).toBeUndefined();
  });
});

describe("a text's length and a control's id", () => {
  it("counts a limited text's length against its limit, past it too, and nothing without a limit", () => {
    expect(lengthCount(field({ maxLength: 20 }), 'Ada')).toEqual({ length: 3, max: 20 });
    expect(lengthCount(field({ kind: 'textarea', maxLength: 2 }), 'Ada')).toEqual({ length: 3, max: 2 });
    expect(lengthCount(field({ kind: 'email', maxLength: 200 }), undefined)).toEqual({ length: 0, max: 200 });
    expect(lengthCount(field({}), 'Ada')).toBeUndefined();
    expect(lengthCount(field({ kind: 'number', maxLength: 3 }), 12)).toBeUndefined();
  });

  it("names a grouped field's control with an id a selector can use", () => {
    expect(controlIdOf('«r1»', 'customPalette.primaryColor')).toBe('-r1--customPalette-primaryColor');
    expect(controlIdOf(':r1:', 'status2')).toBe('-r1--status2');
  });
});

describe('a list typed one item at a time', () => {
  it('ends an item at each comma and keeps the text after the last one typed, its leading spaces dropped', () => {
    expect(typedItems('acme.example', false)).toEqual({ items: [], rest: 'acme.example' });
    expect(typedItems('acme.example,', false)).toEqual({ items: ['acme.example'], rest: '' });
    expect(typedItems('acme-learning.example, academy.example,', false)).toEqual({ items: ['acme-learning.example', 'academy.example'], rest: '' });
    expect(typedItems('a.example, b.exa', false)).toEqual({ items: ['a.example'], rest: 'b.exa' });
    expect(typedItems(' a', false)).toEqual({ items: [], rest: ' a' });
  });

  it('ends every item when the text is done (Enter, a paste, leaving the input): a pasted "a, b" is two', () => {
    expect(typedItems('a.example, b.example', true)).toEqual({ items: ['a.example', 'b.example'], rest: '' });
    expect(typedItems('  acme.example  ', true)).toEqual({ items: ['acme.example'], rest: '' });
    expect(typedItems(' , ,', true)).toEqual({ items: [], rest: '' });
    expect(pastesItems('a.example, b.example')).toBe(true);
    expect(pastesItems('acme.example')).toBe(false);
  });

  it('adds items at the end without empty or repeated ones, and removes one or the last (Backspace)', () => {
    expect(withItems(['a'], ['b', 'a', ' c '])).toEqual(['a', 'b', 'c']);
    expect(withItems(null, ['a'])).toEqual(['a']);
    expect(withoutItem(['a', 'b', 'c'])).toEqual(['a', 'b']);
    expect(withoutItem(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
    expect(withoutItem(undefined)).toEqual([]);
  });

  it('ticks and unticks a declared value in the declared order, keeping a stored value no longer declared', () => {
    const options = [{ value: 'manager' }, { value: 'agent' }, { value: 'learner' }];
    expect(withOption(['learner'], options, 'manager', true)).toEqual(['manager', 'learner']);
    expect(withOption(['manager', 'learner'], options, 'manager', false)).toEqual(['learner']);
    expect(withOption(['retired', 'agent'], options, 'learner', true)).toEqual(['retired', 'agent', 'learner']);
    expect(withOption(['retired', 'agent'], options, 'retired', false)).toEqual(['agent']);
  });

  it("says an over-long item or too many items in the server's words, as antd's form did", () => {
    const domains = ORGANIZATIONS.form.fields.find((declared) => declared.name === 'trustedDomains') as FormFieldDeclaration;
    const listText: ValidationText = (name, values = {}) => `${name} ${JSON.stringify(values)}`;
    const message = (value: unknown) =>
      fieldMessage({ field: domains, label: 'Trusted domains', value, text: listText, requiredText: REQUIRED, ruleProblems: [] });
    expect(message(['acme.example', 'd'.repeat(201)])).toBe('listItem {"max":200,"field":"Trusted domains"}');
    expect(message(Array.from({ length: 201 }, (_item, index) => `${index}.example`))).toBe('listTooLong {"max":200,"field":"Trusted domains"}');
    expect(message(['acme.example'])).toBeUndefined();
  });
});

describe('a colour picked or typed', () => {
  it('writes a pick as "#RRGGBB"', () => {
    expect(colorFromPicker('#1e5eff')).toBe('#1E5EFF');
  });

  it("shows the picker a field's colour as #rrggbb, a short one widened, and black for none or one being typed", () => {
    expect(pickerColor('#1E5EFF')).toBe('#1e5eff');
    expect(pickerColor('#AbC')).toBe('#aabbcc');
    expect(pickerColor(null)).toBe('#000000');
    expect(pickerColor('#1E5E')).toBe('#000000');
  });
});
