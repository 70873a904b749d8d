import { CERTIFICATE_TEMPLATE_RULES } from '../../../shared/certificate-template-rules';
import { checkEntityName } from '../../../shared/validation';
import { allow } from '../authorization/access-terms';
import { defineResource } from '../common/resource/define-resource';
import { assertPlanAllows } from '../organizations/plan-checks';
import { field } from '../common/resource/fields';

/** A certificate a workspace awards (spec 02 §1): its layout, who signs it, what earns it and the skills it names. */
export const CertificateTemplates = defineResource({
  name: 'CertificateTemplate',
  label: 'Certificate template',
  description: "A workspace's certificate: layout, signer, the scores that earn it and the skills it names.",
  fields: {
    organizationId: field.reference('Organization', { onDelete: 'CASCADE', createOnly: true, filterable: true }),
    name: field.text({
      maxLength: 200,
      rule: checkEntityName,
      filterable: true,
      // Once per workspace, whatever its case: "Onboarding" and "onboarding" are the same certificate to a learner.
      unique: { within: ['organizationId'], ignoreCase: true, message: 'certificateNameTaken' },
    }),
    layout: field.enum(['classic', 'modern'], { default: 'classic', filterable: true }),
    signerName: field.text({ maxLength: 100, filterable: true }),
    signerTitle: field.text({ maxLength: 100, nullable: true }),
    passingScore: field.integer({ min: 0, max: 100, default: 80, filterable: true, description: 'Percent of the program to complete.' }),
    distinctionScore: field.integer({
      min: 1,
      max: 100,
      nullable: true,
      filterable: true,
      description: 'Percent that earns "with distinction"; above the passing score.',
    }),
    validForDays: field.integer({ min: 1, max: 3650, nullable: true, filterable: true, description: 'Empty: never expires.' }),
    isDefault: field.boolean({ default: false, filterable: true }),
    skills: field.strings({ maxItems: 10, itemMaxLength: 40, filterable: true, description: 'Skills printed on the certificate.' }),
    courseId: field.reference('Course', { nullable: true, onDelete: 'SET NULL', filterable: true, description: 'The program that awards it; empty: any.' }),
  },
  rules: CERTIFICATE_TEMPLATE_RULES,
  audit: true,
  search: { fields: ['name', 'signerName'] },
  access: {
    read: [allow.roles('superEditor', 'admin'), allow.workspaceRole('organizationId', 'manager', 'billingManager')],
    write: [allow.roles('superEditor'), allow.workspaceRole('organizationId', 'manager')],
  },
  // Certificates are a feature of the plan (shared/plans.ts): a workspace without it writes none.
  hooks: {
    beforeCreate: async (input, { manager }) => {
      await assertPlanAllows(manager, input.organizationId, 'certificateTemplates');
      return input;
    },
    beforeUpdate: async (update, current, { manager }) => {
      await assertPlanAllows(manager, current.organizationId, 'certificateTemplates');
      return update;
    },
  },
});
