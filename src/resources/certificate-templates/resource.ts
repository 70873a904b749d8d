import { SafetyCertificateOutlined } from '@ant-design/icons';
import { checkEntityName } from '@shared/validation';

import type { CertificateTemplate } from '@/graphql/schema.types';
import { defineResource } from '@/resources/define-resource';

/** A workspace's certificates (spec 02 §1): read by its managers and billing manager, changed by its managers. */
export const CERTIFICATE_TEMPLATES = defineResource<CertificateTemplate>({
  resource: 'certificateTemplates',
  scope: 'workspace',
  title: 'certificateTemplates.title',
  nameField: 'name',
  gate: ['manager', 'billingManager', 'admin'],
  writeGate: ['manager'],
  fields: {
    name: { kind: 'text', label: 'certificateTemplates.fields.name', sortable: true, filterable: true, required: true, maxLength: 200, check: checkEntityName },
    layout: { kind: 'enum', label: 'certificateTemplates.fields.layout', values: ['classic', 'modern'], sortable: true, filterable: true, required: true },
    signerName: { kind: 'text', label: 'certificateTemplates.fields.signerName', sortable: true, filterable: true, required: true, maxLength: 100 },
    signerTitle: { kind: 'text', label: 'certificateTemplates.fields.signerTitle', maxLength: 100 },
    passingScore: { kind: 'number', label: 'certificateTemplates.fields.passingScore', sortable: true, filterable: 'range', required: true, min: 0, max: 100 },
    validForDays: { kind: 'number', label: 'certificateTemplates.fields.validForDays', sortable: true, filterable: true, min: 1, max: 3650 },
    isDefault: { kind: 'boolean', label: 'certificateTemplates.fields.isDefault', filterable: true },
    courseId: {
      kind: 'reference',
      label: 'certificateTemplates.fields.courseId',
      reference: { resource: 'courses', relation: 'course', labelField: 'title', workspaceField: 'organizationId' },
      filterable: true,
    },
    updatedAt: { kind: 'dateTime', label: 'certificateTemplates.fields.updatedAt', sortable: true, editable: 'none' },
  },
  searchField: 'searchText',
  defaultSort: { field: 'name', order: 'asc' },
  csv: true,
  sidebar: true,
  icon: SafetyCertificateOutlined,
});
