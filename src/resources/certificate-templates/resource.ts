import SafetyCertificateOutlined from '@ant-design/icons-svg/es/asn/SafetyCertificateOutlined';
import { CERTIFICATE_TEMPLATE_RULES } from '@shared/certificate-template-rules';
import { checkEntityName } from '@shared/validation';

import type { CertificateTemplate } from '@/graphql/schema.types';
import { defineResource } from '@/resources/define-resource';

/**
 * A workspace's certificates (spec 02 §1): read by its managers and billing manager, changed by its
 * managers. Lengths, ranges, the layouts and the defaults are the server declaration's.
 */
export const CERTIFICATE_TEMPLATES = defineResource<CertificateTemplate>({
  resource: 'certificateTemplates',
  scope: 'workspace',
  title: 'certificateTemplates.title',
  nameField: 'name',
  gate: ['manager', 'billingManager', 'admin'],
  writeGate: ['manager'],
  fields: {
    name: { kind: 'text', label: 'certificateTemplates.fields.name', sortable: true, filterable: true, required: true, check: checkEntityName },
    layout: { kind: 'enum', label: 'certificateTemplates.fields.layout', sortable: true, filterable: true, required: true },
    signerName: { kind: 'text', label: 'certificateTemplates.fields.signerName', sortable: true, filterable: true, required: true },
    signerTitle: { kind: 'text', label: 'certificateTemplates.fields.signerTitle' },
    passingScore: { kind: 'number', label: 'certificateTemplates.fields.passingScore', sortable: true, filterable: 'range', required: true },
    distinctionScore: { kind: 'number', label: 'certificateTemplates.fields.distinctionScore', sortable: true, filterable: 'range' },
    validForDays: { kind: 'number', label: 'certificateTemplates.fields.validForDays', sortable: true, filterable: true },
    isDefault: { kind: 'boolean', label: 'certificateTemplates.fields.isDefault', filterable: true },
    skills: { kind: 'list', label: 'certificateTemplates.fields.skills', hideInTable: true, filterable: true },
    courseId: {
      kind: 'reference',
      label: 'certificateTemplates.fields.courseId',
      reference: { resource: 'courses', relation: 'course', labelField: 'title', workspaceField: 'organizationId' },
      filterable: true,
    },
    updatedAt: { kind: 'dateTime', label: 'certificateTemplates.fields.updatedAt', sortable: true, editable: 'none' },
  },
  rules: CERTIFICATE_TEMPLATE_RULES,
  searchField: 'searchText',
  defaultSort: { field: 'name', order: 'asc' },
  csv: true,
  sidebar: true,
  planPart: 'certificateTemplates',
  icon: SafetyCertificateOutlined,
});
