import { describe, expect, it } from 'vitest';

import { CERTIFICATE_TEMPLATES } from './certificate-templates/resource';
import { declaredResource, DECLARED_RESOURCES } from './declared-resources';

describe('a declared resource', () => {
  it('is discovered from its folder, with nothing listed by hand', () => {
    expect(DECLARED_RESOURCES.map((declared) => declared.resource)).toContain('certificateTemplates');
    expect(declaredResource('certificateTemplates')).toBe(CERTIFICATE_TEMPLATES);
    expect(declaredResource('certificateTemplatez')).toBeUndefined();
  });

  it('derives the selection, columns, filters and sorting from its fields', () => {
    const table = CERTIFICATE_TEMPLATES.table;
    expect(table.fields).toEqual(['id', 'name', 'layout', 'signerName', 'signerTitle', 'passingScore', 'validForDays', 'isDefault', 'updatedAt']);
    expect(table.columns.find((column) => column.key === 'layout')).toMatchObject({ sortable: true, labels: 'certificateTemplates.fields.layoutOptions' });
    expect(table.filters?.map((filter) => [filter.field, filter.kind])).toEqual([
      ['name', 'text'],
      ['layout', 'text'],
      ['signerName', 'text'],
      ['passingScore', 'number'],
      ['validForDays', 'number'],
      ['isDefault', 'boolean'],
    ]);
    expect(table.defaultSorters).toEqual([{ field: 'name', order: 'asc' }]);
  });

  it('edits every editable field with its limits and leaves read-only ones out of the form', () => {
    const form = CERTIFICATE_TEMPLATES.form.fields;
    expect(form.map((field) => field.name)).toEqual(['name', 'layout', 'signerName', 'signerTitle', 'passingScore', 'validForDays', 'isDefault']);
    expect(form.find((field) => field.name === 'passingScore')).toMatchObject({ kind: 'number', min: 0, max: 100, required: true });
    expect(form.find((field) => field.name === 'layout')?.options).toEqual([
      { value: 'classic', label: 'certificateTemplates.fields.layoutOptions.classic' },
      { value: 'modern', label: 'certificateTemplates.fields.layoutOptions.modern' },
    ]);
    // The shared rule of spec 02 §5 runs in the form too.
    expect(form.find((field) => field.name === 'name')?.check?.('Ends with a dot.' as never)).toBeTruthy();
  });
});
