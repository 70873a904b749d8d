import { INVITATION_STATUSES } from '../../../shared/invitation-rules';
import { allow } from '../authorization/access-terms';
import { defineResource, ResourceRow } from '../common/resource/define-resource';
import { field } from '../common/resource/fields';

/**
 * Someone invited to a workspace or group who has not joined yet (the Users tab's invited and
 * pending people). Read-only as a list: invitations are made, approved, denied, re-sent and
 * withdrawn by the invitation operations (invitations.service.ts), each audited. Staff (and sales, read-only everywhere) read all,
 * a workspace's managers its invitations, a group's agents their group's.
 */
export const InvitedUsers = defineResource({
  name: 'InvitedUser',
  label: 'Invitation',
  description: 'An invitation to a workspace (and group) that has not been answered yet.',
  fields: {
    organizationId: field.reference('Organization', { onDelete: 'CASCADE', filterable: true, readOnly: true, index: false }),
    companyId: field.reference('Company', { nullable: true, onDelete: 'CASCADE', filterable: true, readOnly: true, relation: 'company' }),
    email: field.text({ maxLength: 254, filterable: true, readOnly: true }),
    employeeId: field.text({ maxLength: 100, nullable: true, filterable: true, readOnly: true }),
    firstName: field.text({ maxLength: 100, nullable: true, readOnly: true }),
    lastName: field.text({ maxLength: 100, nullable: true, readOnly: true }),
    invitedBy: field.reference('User', { nullable: true, onDelete: 'SET NULL', readOnly: true, relation: 'inviter', index: false }),
    role: field.text({
      maxLength: 20,
      default: 'member',
      filterable: true,
      readOnly: true,
      description: "What accepting gives: 'member' (of the workspace, and of the group when companyId is set) or a workspace role.",
    }),
    status: field.enum(INVITATION_STATUSES, {
      default: 'invited',
      length: 10,
      filterable: true,
      readOnly: true,
      description: "invited, or pending while awaiting an admin's approval.",
    }),
    sentAt: field.timestamp({ nullable: true, readOnly: true, description: 'When the invitation was last sent (re-sent); null while pending.' }),
  },
  indexes: [{ columns: ['organizationId', 'email'] }, { columns: ['email', 'status'] }],
  search: { fields: ['email', 'firstName', 'lastName', 'employeeId'] },
  access: {
    read: [allow.roles('superEditor', 'admin', 'sales'), allow.workspaceRole('organizationId', 'manager'), allow.groupRole('companyId', 'agent')],
  },
});

export type InvitedUser = ResourceRow<typeof InvitedUsers>;
