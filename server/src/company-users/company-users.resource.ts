import { allow } from '../authorization/access-terms';
import { defineView, ResourceRow } from '../common/resource/define-resource';
import { field } from '../common/resource/fields';
import { memberCount, memberRowFields, memberRowsQuery, MEMBER_SEARCH } from '../memberships/member-rows';

/**
 * A learner of a group: their group membership with the person's name and e-mail. Read-only:
 * learners join and leave groups through the membership operations. The id is the membership id.
 */
export const CompanyUsers = defineView({
  name: 'CompanyUser',
  label: 'Learner',
  description: 'A learner of a group. The id is the membership id.',
  table: 'company_users',
  query: (dataSource) => memberRowsQuery(dataSource, ['companyId'], { employeeId: 'workspace' }).andWhere('membership.companyId IS NOT NULL'),
  fields: { companyId: field.reference('Company', { onDelete: 'CASCADE', filterable: true }), ...memberRowFields },
  search: MEMBER_SEARCH,
  countFrom: memberCount('{alias}.companyId IS NOT NULL', ['companyId'], { ownEmployeeId: false }),
  access: {
    read: [
      allow.roles('superEditor', 'admin', 'sales'),
      allow.workspaceRole('organizationId', 'manager', 'billingManager', 'partner'),
      allow.groupRole('companyId', 'agent'),
    ],
  },
});

export type CompanyUser = ResourceRow<typeof CompanyUsers>;
