import { DataSource, ViewEntity } from 'typeorm';

import { memberRowsQuery, MemberRowView } from '../memberships/member-row.view';

/** A member of a workspace: their workspace membership with the person's name and e-mail. */
@ViewEntity({
  name: 'organization_users',
  expression: (dataSource: DataSource) =>
    memberRowsQuery(dataSource).andWhere('membership.companyId IS NULL').andWhere('membership.courseId IS NULL'),
})
export class OrganizationUserView extends MemberRowView {}
