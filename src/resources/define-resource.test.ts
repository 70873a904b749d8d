import { describe, expect, it } from 'vitest';

import { print } from 'graphql';
import type { DocumentNode } from 'graphql';

import type { Organization } from '@/graphql/schema.types';
import {
  CertificateTemplateFormDocument,
  CertificateTemplateShowDocument,
  CertificateTemplatesListDocument,
  CoursesTitleOptionsDocument,
  CreateCertificateTemplateDocument,
  DeleteCertificateTemplateDocument,
  UpdateCertificateTemplateDocument,
} from '@/graphql/types';

import { CERTIFICATE_TEMPLATES } from './certificate-templates/resource';
import { COMPANIES } from './companies/resource';
import { COURSES } from './courses/resource';
import { declaredResource, DECLARED_RESOURCES, genericResource } from './declared-resources';
import { defineResource } from './define-resource';
import { resourceGateOf } from './index';
import { ORGANIZATION_USERS } from './organization-users/resource';
import { ORGANIZATIONS } from './organizations/resource';
import { USERS } from './users/resource';

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
      'distinctionScore',
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
      ['layout', 'enum'],
      ['signerName', 'text'],
      ['passingScore', 'number'],
      ['distinctionScore', 'number'],
      ['validForDays', 'number'],
      ['isDefault', 'boolean'],
      ['skills', 'list'],
      ['courseId', 'reference'],
    ]);
    expect(table.filters?.find((filter) => filter.field === 'passingScore')?.range).toBe(true);
    expect(table.filters?.find((filter) => filter.field === 'validForDays')?.range).toBe(false);
    expect(table.defaultSorters).toEqual([{ field: 'name', order: 'asc' }]);
  });

  it('shows the codes of a tags column (roles) through their translations', () => {
    const columns = [...ORGANIZATION_USERS.table.columns, ...USERS.table.columns].filter((column) => column.key === 'roles');
    expect(columns.map((column) => [column.kind, column.labels])).toEqual([
      ['tags', 'roles'],
      ['tags', 'roles'],
    ]);
  });

  it('edits every editable field with its limits and leaves read-only ones out of the form', () => {
    const form = CERTIFICATE_TEMPLATES.form.fields;
    expect(form.map((field) => field.name)).toEqual([
      'name',
      'layout',
      'signerName',
      'signerTitle',
      'passingScore',
      'distinctionScore',
      'validForDays',
      'isDefault',
      'skills',
      'courseId',
    ]);
    expect(form.find((field) => field.name === 'skills')).toMatchObject({ kind: 'list', maxItems: 10, itemMaxLength: 40 });
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

describe("what the server declares of a field, which the SPA's declaration does not restate", () => {
  const formField = (name: string) => CERTIFICATE_TEMPLATES.form.fields.find((field) => field.name === name);

  it("gives the form the server's limits, defaults and an enum's values", () => {
    // The SPA declaration says none of these; the server's declaration does (schema/resource-fields.json).
    expect(formField('name')).toMatchObject({ maxLength: 200, required: true });
    expect(formField('signerTitle')).toMatchObject({ maxLength: 100, nullable: true });
    expect(formField('passingScore')).toMatchObject({ min: 0, max: 100, defaultValue: 80, numberKind: 'integer' });
    expect(formField('isDefault')).toMatchObject({ defaultValue: false });
    expect(formField('layout')).toMatchObject({ defaultValue: 'classic' });
    expect(CERTIFICATE_TEMPLATES.table.filters?.find((filter) => filter.field === 'layout')?.options).toEqual([
      { value: 'classic', label: 'certificateTemplates.fields.layoutOptions.classic' },
      { value: 'modern', label: 'certificateTemplates.fields.layoutOptions.modern' },
    ]);
    // A boolean the server starts as true starts checked (a group's members list).
    expect(COMPANIES.form.fields.find((field) => field.name === 'membersListEnabled')?.defaultValue).toBe(true);
    expect(ORGANIZATIONS.form.fields.find((field) => field.name === 'countryCode')).toMatchObject({ minLength: 2, maxLength: 2 });
  });

  it('keeps a limit the SPA declares only where it is stricter than the server', () => {
    const declared = defineResource<Organization>({
      resource: 'organizations',
      scope: 'platform',
      title: 'organizations.title',
      nameField: 'name',
      gate: ['admin'],
      writeGate: ['admin'],
      fields: {
        name: { kind: 'text', label: 'organizations.fields.name', maxLength: 50 },
        clientCode: { kind: 'text', label: 'organizations.fields.clientCode', maxLength: 500 },
      },
    });
    expect(declared.form.fields.map((field) => [field.name, field.maxLength])).toEqual([
      ['name', 50],
      ['clientCode', 20],
    ]);
  });

  it('edits a list with its limits, shows it as tags and filters on one of its items', () => {
    expect(ORGANIZATIONS.form.fields.find((field) => field.name === 'trustedDomains')).toMatchObject({ kind: 'list', maxItems: 200, itemMaxLength: 200 });
    expect(COURSES.table.columns.find((column) => column.key === 'tags')).toMatchObject({ kind: 'tags' });
    expect(COURSES.table.filters?.find((filter) => filter.field === 'tags')).toMatchObject({ kind: 'list' });
    // Roles are a list whose items the server names: shown by their labels.
    expect(USERS.table.columns.find((column) => column.key === 'roles')).toMatchObject({ kind: 'tags', labels: 'roles' });
  });

  it('runs the rules across fields the declaration lists', () => {
    expect(CERTIFICATE_TEMPLATES.form.rules?.map((rule) => rule({ isDefault: true, courseId: 'course-1', passingScore: 80, distinctionScore: 70 }))).toEqual([
      { field: 'courseId', message: 'defaultTemplateForAnyProgram' },
      { field: 'distinctionScore', message: 'distinctionNotAbovePassing' },
    ]);
  });
});

describe('a resource with screens of its own', () => {
  it('is declared like any other but has no generic pages, and its gates answer for its buttons', () => {
    expect(declaredResource('companies')).toBe(COMPANIES);
    expect(genericResource('companies')).toBeUndefined();
    expect(genericResource('certificateTemplates')).toBe(CERTIFICATE_TEMPLATES);
    expect(resourceGateOf('companies', 'list')).toEqual(['manager', 'agent', 'partner', 'internal', 'learner']);
    expect(resourceGateOf('companies', 'edit')).toEqual(['manager', 'superEditor', 'admin']);
    // A read-only list: nobody creates, edits or deletes through it.
    expect(resourceGateOf('companyUsers', 'delete')).toEqual([]);
  });

  it("reads a nested object's fields: shown in the table, edited as a group in the form", () => {
    const plan = ORGANIZATIONS.table.columns.find((column) => column.key === ('billingService.planName' as never));
    expect(plan?.value?.({ id: 'o1', billingService: { planName: 'Team' } } as never)).toBe('Team');
    expect(plan?.value?.({ id: 'o1', billingService: null } as never)).toBeUndefined();
    expect(ORGANIZATIONS.table.fields).toContainEqual({ billingService: ['planName'] });
    expect(ORGANIZATIONS.form.selection).toContainEqual({ customPalette: ['primaryColor', 'secondaryColor', 'appBarBackgroundColor'] });
    expect(ORGANIZATIONS.form.fields.find((field) => field.name === 'primaryColor')).toMatchObject({ group: 'customPalette', kind: 'color' });
  });

  it('edits the fields it lists, in that order, and reads only those for the form', () => {
    expect(ORGANIZATIONS.form.fields.slice(0, 3).map((field) => field.name)).toEqual(['name', 'clientCode', 'countryCode']);
    expect(COURSES.form.fields.map((field) => field.name)).toEqual(['status2', 'published']);
    expect(COURSES.form.selection).toEqual(['id', 'status2', 'published']);
    expect(COURSES.form.fields[0]?.options?.[0]).toEqual({ value: 'draft', label: 'status.draft' });
    // The detail page reads the long description; the list does not.
    expect(COURSES.show.selection).toContain('description');
    expect(COURSES.table.fields).not.toContain('description');
  });

  it('refuses a field the row does not have, at compile time', () => {
    const declare = () =>
      defineResource<Organization>({
        resource: 'organizations',
        scope: 'platform',
        title: 'organizations.title',
        nameField: 'name',
        gate: ['admin'],
        // @ts-expect-error: the palette has no "primaryColour".
        fields: { 'customPalette.primaryColour': { kind: 'color', label: 'organizations.fields.primaryColor' } },
      });
    expect(declare).toBeTypeOf('function');
  });
});

describe("a declared resource's documents", () => {
  it('are the typed documents npm run codegen wrote from its declaration', () => {
    expect(CERTIFICATE_TEMPLATES.table.document).toBe(CertificateTemplatesListDocument);
    expect(CERTIFICATE_TEMPLATES.show.document).toBe(CertificateTemplateShowDocument);
    expect(CERTIFICATE_TEMPLATES.form.queryDocument).toBe(CertificateTemplateFormDocument);
    expect(CERTIFICATE_TEMPLATES.form.createDocument).toBe(CreateCertificateTemplateDocument);
    expect(CERTIFICATE_TEMPLATES.form.mutationDocument).toBe(UpdateCertificateTemplateDocument);
    expect(CERTIFICATE_TEMPLATES.deleteDocument).toBe(DeleteCertificateTemplateDocument);
    // A reference's dropdown reads the referenced resource's list of names.
    expect(CERTIFICATE_TEMPLATES.form.fields.find((field) => field.name === 'courseId')?.reference?.optionsDocument).toBe(CoursesTitleOptionsDocument);
  });

  it('exist for every declared resource (a stale codegen fails here and in npm run check)', () => {
    for (const declared of DECLARED_RESOURCES) expect(declared.table.document, declared.resource).toBeDefined();
    // Read-only lists have no mutations.
    expect(declaredResource('partners')?.deleteDocument).toBeUndefined();
  });

  it('select what the declaration shows: the list its columns, the form its fields', () => {
    const operation = (document: DocumentNode) => print(document);
    expect(operation(CertificateTemplatesListDocument)).toContain('course {\n        id\n        title\n      }');
    expect(operation(CertificateTemplateFormDocument)).not.toContain('updatedAt');
  });
});
