import AuditOutlined from '@ant-design/icons-svg/es/asn/AuditOutlined';

import type { AuditEvent } from '@/graphql/schema.types';
import { defineResource } from '@/resources/define-resource';

/** What the server records (its action names); an entry of any other kind shows its name as it is. */
const AUDIT_ACTIONS = [
  'role.granted',
  'role.revoked',
  'invitation.created',
  'invitation.accepted',
  'invitation.declined',
  'invitation.cancelled',
  'invitation.requested',
  'invitation.approved',
  'invitation.denied',
  'invitation.resent',
  'membership.added',
  'membership.removed',
  'member.enabled',
  'member.disabled',
  'member.removed',
  'organization.updated',
  'company.created',
  'company.updated',
  'company.deleted',
] as const;

/**
 * A workspace's audit log (issue 29): who changed what, to whom, where and when, with each value
 * before and after. Read-only; the server writes it with every change and lets a workspace's
 * managers read their workspace's entries (staff all of them).
 */
export const AUDIT_EVENTS = defineResource<AuditEvent>({
  resource: 'auditEvents',
  scope: 'workspace',
  title: 'auditEvents.title',
  nameField: 'action',
  gate: ['manager', 'superEditor', 'admin'],
  fields: {
    createdAt: { kind: 'dateTime', label: 'auditEvents.fields.createdAt', sortable: true },
    action: { kind: 'enum', label: 'auditEvents.fields.action', values: AUDIT_ACTIONS, sortable: true, filterable: true, valueLabels: 'auditEvents.actions' },
    actorEmail: { kind: 'email', label: 'auditEvents.fields.actorEmail', sortable: true, filterable: true },
    targetEmail: { kind: 'email', label: 'auditEvents.fields.targetEmail', sortable: true, filterable: true },
    companyId: {
      kind: 'reference',
      label: 'auditEvents.fields.companyId',
      reference: { resource: 'companies', relation: 'company', labelField: 'name', workspaceField: 'organizationId' },
      filterable: true,
    },
    details: { kind: 'text', cell: 'changes', label: 'auditEvents.fields.details', valueLabels: 'roles' },
  },
  defaultSort: { field: 'createdAt', order: 'desc' },
  emptyText: 'auditEvents.empty',
  csv: true,
  sidebar: true,
  icon: AuditOutlined,
});
