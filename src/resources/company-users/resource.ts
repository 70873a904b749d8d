import type { CompanyUser } from '@/graphql/schema.types';
import { defineResource } from '@/resources/define-resource';
import { PEOPLE_LIST, peopleFields } from '@/resources/people-table';
import { buildPath } from '@/routes/route-table';

const people = peopleFields<CompanyUser>((row) =>
  buildPath('companyUser', { organizationId: row.organizationId, companyId: row.companyId, userId: row.userId }),
);

/** A group's learners (the group page), given the group as a permanent filter; changed through the group's own operations. */
export const COMPANY_USERS = defineResource<CompanyUser>({
  ...PEOPLE_LIST,
  resource: 'companyUsers',
  title: 'learners.groupTitle',
  tableId: 'group-learners',
  gate: ['manager', 'agent', 'internal'],
  fields: { ...people.person, ...people.membership },
  alsoSelect: ['userId', 'companyId', 'organizationId'],
});
