import type { OrganizationUser } from '@/graphql/schema.types';
import { defineResource } from '@/resources/define-resource';
import { PEOPLE_LIST, peopleFields } from '@/resources/people-table';
import { buildPath } from '@/routes/route-table';

const people = peopleFields<OrganizationUser>((row) => buildPath('organizationUser', { organizationId: row.organizationId, userId: row.userId }));

/** A workspace's people (workspace page), given the workspace as a permanent filter; changed through the workspace's own operations. */
export const ORGANIZATION_USERS = defineResource<OrganizationUser>({
  ...PEOPLE_LIST,
  resource: 'organizationUsers',
  title: 'learners.workspaceTitle',
  tableId: 'workspace-learners',
  gate: ['manager', 'billingManager', 'partner', 'internal'],
  fields: { ...people.person, roles: { kind: 'list', label: 'learners.fields.roles', valueLabels: 'roles' }, ...people.membership },
  alsoSelect: ['userId', 'organizationId'],
});
