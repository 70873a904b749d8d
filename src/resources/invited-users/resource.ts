import type { InvitedUser } from '@/graphql/schema.types';
import { defineResource } from '@/resources/define-resource';

/**
 * A workspace's invited and pending people (the Users tab, spec 02 §4): who was invited to the
 * workspace or which group, as what, by whom and when it was last sent. Read-only as a list; the
 * tab's row actions re-send, revoke, approve and deny through the invitation operations.
 */
export const INVITED_USERS = defineResource<InvitedUser>({
  resource: 'invitedUsers',
  scope: 'workspace',
  screens: 'custom',
  title: 'invitedUsers.title',
  nameField: 'email',
  gate: ['manager', 'agent', 'internal'],
  fields: {
    email: { kind: 'email', label: 'invitedUsers.fields.email', sortable: true, filterable: 'exact' },
    firstName: { kind: 'text', label: 'invitedUsers.fields.firstName', sortable: true, hideInTable: true },
    lastName: { kind: 'text', label: 'invitedUsers.fields.lastName', sortable: true, hideInTable: true },
    employeeId: { kind: 'text', label: 'invitedUsers.fields.employeeId', sortable: true, filterable: 'exact' },
    companyId: {
      kind: 'reference',
      label: 'invitedUsers.fields.companyId',
      reference: { resource: 'companies', relation: 'company', labelField: 'name', workspaceField: 'organizationId' },
      filterable: true,
    },
    role: { kind: 'text', label: 'invitedUsers.fields.role', valueLabels: 'roles', sortable: true },
    status: { kind: 'enum', label: 'invitedUsers.fields.status', cell: 'status', sortable: true, filterable: true, valueLabels: 'status' },
    sentAt: { kind: 'dateTime', label: 'invitedUsers.fields.sentAt', sortable: true },
    createdAt: { kind: 'dateTime', label: 'invitedUsers.fields.createdAt', sortable: true },
  },
  alsoSelect: ['organizationId'],
  searchField: 'searchText',
  defaultSort: { field: 'createdAt', order: 'desc' },
  tableId: 'workspace-invitations',
  emptyText: 'invitedUsers.empty',
  csv: true,
});
