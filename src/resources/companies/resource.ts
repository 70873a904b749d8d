import { PEER_INVITATION_MODES } from '@shared/constants';
import { GROUP_ROW_RULES } from '@shared/group-rules';
import { checkCertificateSigner, checkEmailReplyTo, checkEntityName, checkGroupName } from '@shared/validation';

import type { Company } from '@/graphql/schema.types';
import { defineResource } from '@/resources/define-resource';
import { buildPath } from '@/routes/route-table';

/** Groups: the /companies list (labelled Groups), a workspace's #groups section and the group settings tab. */
export const COMPANIES = defineResource<Company>({
  resource: 'companies',
  scope: 'workspace',
  screens: 'custom',
  title: 'companies.title',
  nameField: 'name',
  gate: ['manager', 'agent', 'partner', 'internal', 'learner'],
  writeGate: ['manager', 'superEditor', 'admin'],
  fields: {
    name: {
      kind: 'text',
      label: 'companies.fields.name',
      sortable: true,
      filterable: true,
      required: true,
      maxLength: 200,
      check: checkEntityName,
      link: (row) => buildPath('company', { organizationId: row.organizationId, companyId: row.id }),
    },
    organizationName: { kind: 'text', label: 'companies.fields.organizationName' },
    companyType: { kind: 'enum', label: 'companies.fields.companyType', valueLabels: 'companies.types', sortable: true, filterable: true },
    usersCount: { kind: 'number', cell: 'count', label: 'companies.fields.usersCount' },
    programsCount: { kind: 'number', cell: 'count', label: 'companies.fields.programsCount' },
    disabled: { kind: 'boolean', label: 'companies.fields.disabled', sortable: true, filterable: true },
    createdAt: { kind: 'date', label: 'companies.fields.createdAt', sortable: true },
    groupName: { kind: 'text', label: 'companies.fields.groupName', hideInTable: true, maxLength: 50, check: checkGroupName },
    contact: { kind: 'text', label: 'companies.fields.contact', hideInTable: true, maxLength: 200 },
    contactEmail: { kind: 'email', label: 'companies.fields.contactEmail', hideInTable: true, check: checkEmailReplyTo },
    certificateSigner: {
      kind: 'text',
      label: 'companies.fields.certificateSigner',
      hideInTable: true,
      check: checkCertificateSigner,
      help: 'companies.help.certificateSigner',
    },
    peerInvitationMode: {
      kind: 'enum',
      label: 'companies.fields.peerInvitationMode',
      values: PEER_INVITATION_MODES,
      valueLabels: 'companies.peerInvitationModes',
      hideInTable: true,
    },
    employeeIdRequired: { kind: 'boolean', label: 'companies.fields.employeeIdRequired', hideInTable: true },
    membersListEnabled: { kind: 'boolean', label: 'companies.fields.membersListEnabled', hideInTable: true },
    wallDisabled: { kind: 'boolean', label: 'companies.fields.wallDisabled', hideInTable: true },
    greetingsDisabled: { kind: 'boolean', label: 'companies.fields.greetingsDisabled', hideInTable: true },
    weeklyScoresEmailDisabled: { kind: 'boolean', label: 'companies.fields.weeklyScoresEmailDisabled', hideInTable: true },
    tags: { kind: 'list', label: 'companies.fields.tags', hideInTable: true, help: 'companies.help.tags' },
    language: { kind: 'enum', label: 'companies.fields.language', values: ['en', 'ko', 'ja'], valueLabels: 'languages', hideInTable: true },
    forbidManualEdit: { kind: 'boolean', label: 'companies.fields.forbidManualEdit', hideInTable: true, help: 'companies.help.forbidManualEdit' },
    forbidManualEditAllowCourseEdit: {
      kind: 'boolean',
      label: 'companies.fields.forbidManualEditAllowCourseEdit',
      hideInTable: true,
    },
  },
  rules: GROUP_ROW_RULES,
  formFields: [
    'name',
    'groupName',
    'contact',
    'contactEmail',
    'certificateSigner',
    'peerInvitationMode',
    'employeeIdRequired',
    'membersListEnabled',
    'wallDisabled',
    'greetingsDisabled',
    'weeklyScoresEmailDisabled',
    'tags',
    'language',
    'forbidManualEdit',
    'forbidManualEditAllowCourseEdit',
  ],
  alsoSelect: ['organizationId', 'tags', 'forbidManualEdit', 'forbidManualEditAllowCourseEdit'],
  searchField: 'name',
  defaultSort: { field: 'name', order: 'asc' },
  csv: {
    filename: 'groups.csv',
    columns: [
      { header: 'Id', value: (row) => row.id },
      { header: 'Organization Name', value: (row) => row.organizationName ?? '' },
      { header: 'Group Name', value: (row) => row.name },
    ],
  },
  emptyText: 'companies.empty',
});
