import { DataSource, SelectQueryBuilder } from 'typeorm';

import { field } from '../common/resource/fields';
import type { CountFrom } from '../common/resource/resource-query.service';
import { resourceNamed } from '../common/resource/resource-registry';
import { MembershipEntity } from './membership.entity';

/*
 * What the two people lists (a group's learners, a workspace's members) share: one member
 * membership row with the person's name and e-mail, so tables filter and sort on them; the search
 * text stored on the membership row; and counts that need only the membership table.
 */

/**
 * A person's employee id is their workspace's (the workspace membership row holds it): a group's
 * list reads it from there, so the group and the workspace show the same id (issue 29), and falls
 * back to the group row's own.
 */
const WORKSPACE_EMPLOYEE_ID =
  'COALESCE((SELECT workspaceRow."employeeId" FROM "memberships" workspaceRow WHERE workspaceRow."userId" = membership."userId" ' +
  'AND workspaceRow."organizationId" = membership."organizationId" AND workspaceRow."companyId" IS NULL AND workspaceRow."courseId" IS NULL ' +
  'AND workspaceRow."role" = \'member\'), membership."employeeId")';

/**
 * The list's rows; `scopeColumns` are the membership's own columns a list adds (a group's list adds
 * companyId). `employeeId: 'workspace'` reads the id from the person's workspace membership.
 */
export const memberRowsQuery = (
  dataSource: DataSource,
  scopeColumns: Array<keyof MembershipEntity> = [],
  options: { employeeId: 'own' | 'workspace' } = { employeeId: 'own' },
): SelectQueryBuilder<object> => {
  const query = dataSource.createQueryBuilder().select('membership.id', 'id');
  for (const column of scopeColumns) query.addSelect(`membership.${column}`, column);
  return (
    query
      .addSelect('membership.organizationId', 'organizationId')
      .addSelect('membership.userId', 'userId')
      .addSelect(options.employeeId === 'workspace' ? WORKSPACE_EMPLOYEE_ID : 'membership.employeeId', 'employeeId')
      .addSelect('membership.joinedAt', 'joinedAt')
      .addSelect('membership.isDisabled', 'isDisabled')
      .addSelect('membership.searchText', 'searchText')
      .addSelect('person.email', 'email')
      .addSelect('person.firstName', 'firstName')
      .addSelect('person.lastName', 'lastName')
      // The membership's copy of the name (kept current by triggers): sorting by it uses an index.
      .addSelect('membership.personName', 'fullName')
      .addSelect('person.lastLoginAt', 'lastLoginAt')
      .from(MembershipEntity, 'membership')
      .innerJoin(resourceNamed('User').entity, 'person', 'person.id = membership.userId')
      .where("membership.role = 'member'")
  );
};

export const memberRowFields = {
  organizationId: field.reference('Organization', { onDelete: 'CASCADE', filterable: true }),
  userId: field.reference('User', { onDelete: 'CASCADE', filterable: true }),
  employeeId: field.text({ maxLength: 100, nullable: true, filterable: true }),
  joinedAt: field.timestamp({ filterable: true }),
  isDisabled: field.boolean({ filterable: true }),
  email: field.text({ maxLength: 254, filterable: true }),
  firstName: field.text({ maxLength: 100, filterable: true }),
  lastName: field.text({ maxLength: 100, filterable: true }),
  fullName: field.text({ maxLength: 201, filterable: true }),
  lastLoginAt: field.timestamp({ nullable: true, filterable: true }),
};

/** The stored, indexed search text of the membership rows (memberships.searchText). */
export const MEMBER_SEARCH = { stored: { table: 'memberships' } } as const;

/**
 * Membership columns a people list's count can be answered from without joining the people. A
 * list whose employee id is the workspace's counts a filter on it through the view (`ownEmployeeId: false`).
 */
export const memberCount = (where: string, extraColumns: string[] = [], options: { ownEmployeeId: boolean } = { ownEmployeeId: true }): CountFrom => ({
  table: 'MembershipEntity',
  where: `{alias}.role = 'member' AND ${where}`,
  columns: ['id', 'organizationId', 'userId', ...(options.ownEmployeeId ? ['employeeId'] : []), 'joinedAt', 'isDisabled', 'searchText', ...extraColumns],
});
