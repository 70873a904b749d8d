import { describe, expect, it } from 'vitest';

import { checkClientCode } from '@shared/validation';

import type { FormFieldDeclaration } from '@/resources/declaration';
import { CERTIFICATE_TEMPLATES } from '@/resources/certificate-templates/resource';
import { ORGANIZATIONS } from '@/resources/organizations/resource';

import {
  changedKeys,
  cleanItems,
  fieldsToRecheck,
  formFieldNamed,
  initialValuesOf,
  ruleProblemsByField,
  ruleProblemText,
  submittedValues,
  ValidationText,
  valueProblem,
  valueProblemText,
} from './form-logic';

/** English messages of locales/en/common.json, as the form shows them. */
const ENGLISH: Record<string, string> = {
  tooLong: '{{field}} must be at most {{max}} characters.',
  tooShort: '{{field}} must be at least {{min}} characters.',
  integer: '{{field}} must be a whole number from {{min}} to {{max}}.',
  defaultTemplateForAnyProgram: 'A default certificate applies to every program: leave the program empty.',
  // A message of a rule that names another field (the shared messages do not yet).
  nameTooShort: '{{field}} must come first.',
};
const text: ValidationText = (name, values = {}) => (ENGLISH[name] ?? name).replace(/\{\{(\w+)\}\}/g, (_match, key: string) => String(values[key]));

const organizationField = (name: string) => ORGANIZATIONS.form.fields.find((field) => field.name === name) as FormFieldDeclaration;
const certificateField = (name: string) => CERTIFICATE_TEMPLATES.form.fields.find((field) => field.name === name) as FormFieldDeclaration;

describe("a field's value, checked as the server checks it", () => {
  it("refuses an over-long text with its limit, in the spec's words when a shared rule covers it, and never cuts it", () => {
    const clientCode = organizationField('clientCode');
    expect(clientCode.check).toBe(checkClientCode);
    // 25 characters where 20 fit: the spec's own message, not a silent cut to 20.
    expect(valueProblem(clientCode, 'A'.repeat(25))).toEqual(['clientCode', {}]);
    const name = certificateField('name');
    const tooLong = valueProblem(name, 'N'.repeat(201));
    expect(tooLong).toEqual(['tooLong', { max: 200 }]);
    expect(valueProblemText(text, 'Name', tooLong!)).toBe('Name must be at most 200 characters.');
    expect(valueProblem(name, 'N'.repeat(200))).toBeNull();
  });

  it('honours a minimum length, and leaves an optional empty value alone', () => {
    const country = organizationField('countryCode');
    expect(valueProblemText(text, 'Country', valueProblem(country, 'K')!)).toBe('Country must be at least 2 characters.');
    expect(valueProblem(country, 'KR')).toBeNull();
    expect(valueProblem(country, '')).toBeNull();
  });

  it("checks numbers against the server's range and kind", () => {
    const score = certificateField('passingScore');
    expect(valueProblemText(text, 'Passing score (%)', valueProblem(score, 101)!)).toBe('Passing score (%) must be a whole number from 0 to 100.');
    expect(valueProblem(score, 79.5)).toEqual(['integer', { min: 0, max: 100 }]);
    expect(valueProblem(score, 100)).toBeNull();
  });

  it("checks a list's item count, each item's length and the allowed items", () => {
    const domains: FormFieldDeclaration = { name: 'trustedDomains', label: 'x', kind: 'list', maxItems: 2, itemMaxLength: 10 };
    expect(valueProblem(domains, ['a.com', 'b.com'])).toBeNull();
    expect(valueProblem(domains, ['a.com', 'b.com', 'c.com'])).toEqual(['listTooLong', { max: 2 }]);
    expect(valueProblem(domains, ['a-very-long.example.com'])).toEqual(['listItem', { max: 10 }]);
    const roles: FormFieldDeclaration = { name: 'roles', label: 'x', kind: 'list', options: [{ value: 'admin' }, { value: 'sales' }] };
    expect(valueProblem(roles, ['admin', 'root'])).toEqual(['listOneOf', { values: 'admin, sales' }]);
    expect(cleanItems([' a.com', 'a.com', '', 'b.com '])).toEqual(['a.com', 'b.com']);
  });
});

describe('rules across fields', () => {
  const rules = CERTIFICATE_TEMPLATES.form.rules;

  it("put each problem under its field, in the message's words", () => {
    const problems = ruleProblemsByField(rules, { isDefault: true, courseId: 'course-1', name: 'Default' });
    expect([...problems.keys()]).toEqual(['courseId']);
    expect(ruleProblemText(text, problems.get('courseId')![0], () => undefined)).toBe(
      'A default certificate applies to every program: leave the program empty.',
    );
    expect(ruleProblemsByField(rules, { isDefault: true, courseId: null }).size).toBe(0);
    expect(ruleProblemsByField(rules, { isDefault: false, courseId: 'course-1' }).size).toBe(0);
  });

  it('name a field in their values by its label', () => {
    const problem = { field: 'endsAt', message: 'nameTooShort' as const, values: { field: 'startsAt' } };
    expect(ruleProblemText(text, problem, (key) => (key === 'startsAt' ? 'Start' : undefined))).toBe('Start must come first.');
  });

  it('check again, after a change, the fields whose problem came or went, not the changed one', () => {
    const before = new Set(['courseId']);
    // isDefault was unticked: the problem under the program is gone, so the program is checked again.
    expect(fieldsToRecheck(before, new Map(), ['isDefault'])).toEqual(['courseId']);
    // isDefault was ticked with a program chosen: the program shows the problem at once.
    expect(fieldsToRecheck(new Set(), new Map([['courseId', []]]), ['isDefault'])).toEqual(['courseId']);
    expect(fieldsToRecheck(before, new Map([['courseId', []]]), ['courseId'])).toEqual([]);
    expect(changedKeys({ isDefault: true, customPalette: { primaryColor: '#FFFFFF' } })).toEqual(['isDefault', 'customPalette.primaryColor']);
  });
});

describe("a new record's values", () => {
  it("start with the server's defaults: a boolean that defaults to true starts checked", () => {
    expect(initialValuesOf(CERTIFICATE_TEMPLATES.form.fields)).toEqual({ layout: 'classic', passingScore: 80, isDefault: false });
    const fields: FormFieldDeclaration[] = [
      { name: 'membersListEnabled', label: 'x', kind: 'boolean', defaultValue: true },
      { name: 'primaryColor', group: 'customPalette', label: 'x', kind: 'color', defaultValue: '#000000' },
      { name: 'contact', label: 'x', kind: 'text' },
    ];
    expect(initialValuesOf(fields)).toEqual({ membersListEnabled: true, customPalette: { primaryColor: '#000000' } });
  });

  it('send an emptied optional text as no value (null), a required one as it is', () => {
    const fields: FormFieldDeclaration[] = [
      { name: 'signerTitle', label: 'x', kind: 'text', nullable: true },
      { name: 'name', label: 'x', kind: 'text' },
    ];
    expect(submittedValues(fields, { signerTitle: '', name: '', other: 1 })).toEqual({ signerTitle: null, name: '', other: 1 });
    expect(submittedValues(fields, { signerTitle: 'CEO' })).toEqual({ signerTitle: 'CEO' });
  });
});

describe('a user mistake the server pins on a field', () => {
  it('is shown under that field: by its key, or a grouped field by its own name', () => {
    const fields = ORGANIZATIONS.form.fields;
    expect(formFieldNamed(fields, 'clientCode')?.label).toBe('organizations.fields.clientCode');
    expect(formFieldNamed(fields, 'customPalette.primaryColor')?.name).toBe('primaryColor');
    // The server names a nested input's field without its group.
    expect(formFieldNamed(fields, 'primaryColor')?.group).toBe('customPalette');
    expect(formFieldNamed(fields, 'referralCode')).toBeUndefined();
    expect(formFieldNamed(fields, undefined)).toBeUndefined();
  });
});
