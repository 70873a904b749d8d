import { allow } from '../authorization/access-terms';

/*
 * Who may distribute a program to a group (spec 02 §6): the workspace's managers, the group's
 * agents, the program's curators (editors) and super editors. The same terms guard the
 * distribution mutation (compiled to SQL by applyTerms) and the scheduled distributions' rows.
 */

/** On a group's row (companies): the groups this actor reaches by their own role. */
export const GROUP_DISTRIBUTORS = [allow.roles('superEditor'), allow.workspaceRole('organizationId', 'manager'), allow.groupRole('id', 'agent')];

/** On a program's row (courses): its curators reach every group the program is published to. */
export const PROGRAM_DISTRIBUTORS = [allow.roles('superEditor'), allow.programRole('id', 'editor')];

/** On a row naming a workspace, group and program (a scheduled distribution): any of the above. */
export const DISTRIBUTION_ROW_DISTRIBUTORS = [
  allow.roles('superEditor'),
  allow.workspaceRole('organizationId', 'manager'),
  allow.groupRole('companyId', 'agent'),
  allow.programRole('courseId', 'editor'),
];
