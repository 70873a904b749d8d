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
    expect(table.fields).toEqual([
      'id',
      'name',
      'layout',
      'signerName',
      'signerTitle',
      'passingScore',
      'validForDays',
      'isDefault',
      'courseId',
      'updatedAt',
      // A reference reads its related record's name through the server's relation.
      { course: ['id', 'title'] },
    ]);
    expect(table.columns.find((column) => column.key === 'layout')).toMatchObject({ sortable: true, labels: 'certificateTemplates.fields.layoutOptions' });
    expect(table.filters?.map((filter) => [filter.field, filter.kind])).toEqual([
      ['name', 'text'],
      ['layout', 'text'],
      ['signerName', 'text'],
      ['passingScore', 'number'],
      ['validForDays', 'number'],
      ['isDefault', 'boolean'],
      ['courseId', 'reference'],
    ]);
    expect(table.filters?.find((filter) => filter.field === 'passingScore')?.range).toBe(true);
    expect(table.filters?.find((filter) => filter.field === 'validForDays')?.range).toBe(false);
    expect(table.defaultSorters).toEqual([{ field: 'name', order: 'asc' }]);
  });

  it('edits every editable field with its limits and leaves read-only ones out of the form', () => {
    const form = CERTIFICATE_TEMPLATES.form.fields;
    expect(form.map((field) => field.name)).toEqual(['name', 'layout', 'signerName', 'signerTitle', 'passingScore', 'validForDays', 'isDefault', 'courseId']);
    expect(form.find((field) => field.name === 'courseId')).toMatchObject({
      kind: 'reference',
      reference: { resource: 'courses', relation: 'course', labelField: 'title', workspaceField: 'organizationId' },
    });
    expect(form.find((field) => field.name === 'passingScore')).toMatchObject({ kind: 'number', min: 0, max: 100, required: true });
    expect(form.find((field) => field.name === 'layout')?.options).toEqual([
      { value: 'classic', label: 'certificateTemplates.fields.layoutOptions.classic' },
      { value: 'modern', label: 'certificateTemplates.fields.layoutOptions.modern' },
    ]);
    // The shared rule of spec 02 §5 runs in the form too.
    expect(form.find((field) => field.name === 'name')?.check?.('Ends with a dot.' as never)).toBeTruthy();
  });

  it("shows a reference by the related record's name, in the table, the detail page and the CSV", () => {
    const row = { id: 'c1', courseId: 'course-1', course: { id: 'course-1', title: 'Leadership Essentials' } };
    const column = CERTIFICATE_TEMPLATES.table.columns.find((item) => item.key === 'courseId');
    expect(column?.value?.(row as never)).toBe('Leadership Essentials');
    expect(CERTIFICATE_TEMPLATES.show.fields.find((item) => item.key === 'courseId')?.value?.({ ...row, course: null } as never)).toBeUndefined();
  });
});
