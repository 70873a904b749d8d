import { describe, expect, it } from 'vitest';

import type { FormFieldDeclaration } from '@/resources/declaration';
import { COURSES } from '@/resources/courses/resource';
import { ORGANIZATIONS } from '@/resources/organizations/resource';

import type { ValidationText } from './form-logic';
import { controlIdOf, drawsPlain, fieldMessage, inputText, lengthCount, shownFieldsOf, valueFromInput } from './plain-form-logic';

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
  it("draws the program status form (a status and a flag) and leaves a workspace's form (a colour, a list) to antd", () => {
    expect(COURSES.form.fields.map((declared) => declared.kind)).toEqual(['select', 'boolean']);
    expect(drawsPlain(COURSES.form.fields)).toBe(true);
    expect(drawsPlain(ORGANIZATIONS.form.fields)).toBe(false);
    expect(drawsPlain([field({ kind: 'reference' })])).toBe(false);
  });

  it('judges the fields an action shows: a create-only field is not edited afterwards', () => {
    const fields = [field({ name: 'code', createOnly: true }), field({ name: 'title' })];
    expect(shownFieldsOf(fields, 'create').map((shown) => shown.name)).toEqual(['code', 'title']);
    expect(shownFieldsOf(fields, 'edit').map((shown) => shown.name)).toEqual(['title']);
    expect(drawsPlain(shownFieldsOf([field({ kind: 'color', createOnly: true }), field({})], 'edit'))).toBe(true);
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
