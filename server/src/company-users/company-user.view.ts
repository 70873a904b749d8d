import { DataSource, ViewColumn, ViewEntity } from 'typeorm';

import { memberRowsQuery, MemberRowView } from '../memberships/member-row.view';

/** A learner of a group: their group membership with the person's name and e-mail, for filtering and sorting. */
@ViewEntity({
  name: 'company_users',
  expression: (dataSource: DataSource) => memberRowsQuery(dataSource, ['companyId']).andWhere('membership.companyId IS NOT NULL'),
})
export class CompanyUserView extends MemberRowView {
  @ViewColumn() companyId: string;
}
