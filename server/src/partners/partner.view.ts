import { DataSource, ViewColumn, ViewEntity } from 'typeorm';

import { MembershipEntity } from '../memberships/membership.entity';
import { OrganizationEntity } from '../organizations/organization.entity';
import { UserEntity } from '../users/user.entity';

/** A partner and one workspace they are partner of. */
@ViewEntity({
  name: 'partners',
  expression: (dataSource: DataSource) =>
    dataSource
      .createQueryBuilder()
      .select('membership.id', 'id')
      .addSelect('membership.userId', 'userId')
      .addSelect('membership.organizationId', 'organizationId')
      .addSelect('person.email', 'email')
      .addSelect('person.fullName', 'fullName')
      .addSelect('workspace.name', 'organizationName')
      .addSelect("LOWER(person.email || ' ' || person.fullName || ' ' || workspace.name)", 'searchText')
      .from(MembershipEntity, 'membership')
      .innerJoin(UserEntity, 'person', 'person.id = membership.userId')
      .innerJoin(OrganizationEntity, 'workspace', 'workspace.id = membership.organizationId')
      .where("membership.role = 'partner'"),
})
export class PartnerView {
  @ViewColumn() id: string;
  @ViewColumn() userId: string;
  @ViewColumn() organizationId: string;
  @ViewColumn() email: string;
  @ViewColumn() fullName: string;
  @ViewColumn() organizationName: string;
  /** What the table search matches: e-mail, name (and more), lower-cased in one column. */
  @ViewColumn() searchText: string;
}
