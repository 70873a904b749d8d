import { DataSource, ViewColumn, ViewEntity } from 'typeorm';

import { BooleanViewColumn, DateViewColumn } from '../database/view-columns';
import { MembershipEntity } from '../memberships/membership.entity';
import { UserEntity } from '../users/user.entity';

/** A member of a workspace: their workspace membership with the person's name and e-mail. */
@ViewEntity({
  name: 'organization_users',
  expression: (dataSource: DataSource) =>
    dataSource
      .createQueryBuilder()
      .select('membership.id', 'id')
      .addSelect('membership.organizationId', 'organizationId')
      .addSelect('membership.userId', 'userId')
      .addSelect('membership.employeeId', 'employeeId')
      .addSelect('membership.joinedAt', 'joinedAt')
      .addSelect('membership.isDisabled', 'isDisabled')
      .addSelect('person.email', 'email')
      .addSelect('person.firstName', 'firstName')
      .addSelect('person.lastName', 'lastName')
      .addSelect('person.fullName', 'fullName')
      .addSelect('person.lastLoginAt', 'lastLoginAt')
      .addSelect("LOWER(person.email || ' ' || person.fullName || ' ' || COALESCE(membership.employeeId, ''))", 'searchText')
      .from(MembershipEntity, 'membership')
      .innerJoin(UserEntity, 'person', 'person.id = membership.userId')
      .where("membership.role = 'member'")
      .andWhere('membership.companyId IS NULL')
      .andWhere('membership.courseId IS NULL'),
})
export class OrganizationUserView {
  @ViewColumn() id: string;
  @ViewColumn() organizationId: string;
  @ViewColumn() userId: string;
  @ViewColumn() employeeId: string | null;
  @DateViewColumn() joinedAt: Date;
  @BooleanViewColumn() isDisabled: boolean;
  @ViewColumn() email: string;
  @ViewColumn() firstName: string;
  @ViewColumn() lastName: string;
  @ViewColumn() fullName: string;
  @DateViewColumn() lastLoginAt: Date | null;
  /** What the table search matches: e-mail, name (and more), lower-cased in one column. */
  @ViewColumn() searchText: string;
}
