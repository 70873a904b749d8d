import { DataSource, SelectQueryBuilder, ViewColumn } from 'typeorm';

import { BooleanViewColumn, DateViewColumn } from '../database/view-columns';
import { UserEntity } from '../users/user.entity';
import { MembershipEntity } from './membership.entity';

/**
 * The rows of a people list (a group's learners, a workspace's members): one member membership
 * with the person's name and e-mail, so tables filter and sort on them. `scopeColumns` are the
 * membership's own columns the list adds right after the id (a group's list adds companyId).
 */
export const memberRowsQuery = (dataSource: DataSource, scopeColumns: Array<keyof MembershipEntity> = []): SelectQueryBuilder<MembershipEntity> => {
  const query = dataSource.createQueryBuilder().select('membership.id', 'id');
  for (const column of scopeColumns) query.addSelect(`membership.${column}`, column);
  return query
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
    .where("membership.role = 'member'") as SelectQueryBuilder<MembershipEntity>;
};

/** The columns memberRowsQuery selects, shared by the people-list views. */
export abstract class MemberRowView {
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
  /** What the table search matches: e-mail, name and employee id, lower-cased in one column. */
  @ViewColumn() searchText: string;
}
