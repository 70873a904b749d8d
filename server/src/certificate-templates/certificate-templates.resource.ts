import { checkEntityName } from '../../../shared/validation';
import { allow } from '../authorization/access-terms';
import { defineResource } from '../common/resource/define-resource';
import { field } from '../common/resource/fields';

/** A certificate a workspace awards (spec 02 §1): its layout, who signs it, and what earns it. */
export const CertificateTemplates = defineResource({
  name: 'CertificateTemplate',
  label: 'Certificate template',
  description: "A workspace's certificate: layout, signer and the score that earns it.",
  fields: {
    organizationId: field.reference('Organization', { onDelete: 'CASCADE', createOnly: true, filterable: true }),
    name: field.text({ maxLength: 200, rule: checkEntityName, filterable: true }),
    layout: field.enum(['classic', 'modern'], { default: 'classic', filterable: true }),
    signerName: field.text({ maxLength: 100, filterable: true }),
    signerTitle: field.text({ maxLength: 100, nullable: true }),
    passingScore: field.integer({ min: 0, max: 100, default: 80, filterable: true, description: 'Percent of the program to complete.' }),
    validForDays: field.integer({ min: 1, max: 3650, nullable: true, filterable: true, description: 'Empty: never expires.' }),
    isDefault: field.boolean({ default: false, filterable: true }),
    courseId: field.reference('Course', { nullable: true, onDelete: 'SET NULL', filterable: true, description: 'The program that awards it; empty: any.' }),
  },
  search: { fields: ['name', 'signerName'] },
  access: {
    read: [allow.roles('superEditor', 'admin'), allow.workspaceRole('organizationId', 'manager', 'billingManager')],
    write: [allow.roles('superEditor'), allow.workspaceRole('organizationId', 'manager')],
  },
});
