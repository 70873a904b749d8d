import { allow } from '../authorization/access-terms';

/*
 * Who may distribute a program to a group (spec 02 §6): the workspace's managers, the group's
 * agents, the program's curators (editors) and super editors. The same terms guard the
 * distribution mutation (compiled to SQL by applyTerms), the groups a curator reads (the
 * companies resource) and the scheduled distributions' rows.
 */

/** On a group's row (companies): the groups this actor runs by their own role there. */
export const GROUP_RUNNERS = [allow.roles('superEditor'), allow.workspaceRole('organizationId', 'manager'), allow.groupRole('id', 'agent')];

/**
 * On a group's row (companies): the groups a program the user curates is published to, to their
 * whole workspace or to the group itself. A curator sees them on the program's distribution page.
 */
export const CURATED_PROGRAM_REACH = [
  allow.listedIn({ table: 'courses', list: 'availableToOrganizations', column: 'organizationId' }, allow.programRole('id', 'editor')),
  allow.listedIn({ table: 'courses', list: 'availableToCompanies', column: 'id' }, allow.programRole('id', 'editor')),
];

/** On a group's row: every group a curator of the program at hand, or a runner of the group, reaches. */
export const GROUP_DISTRIBUTORS = [...GROUP_RUNNERS, ...CURATED_PROGRAM_REACH];

/** On a program's row (courses): its curators and super editors. */
export const PROGRAM_DISTRIBUTORS = [allow.roles('superEditor'), allow.programRole('id', 'editor')];

/** On a row naming a workspace, group and program (a scheduled distribution): any of the above. */
export const DISTRIBUTION_ROW_DISTRIBUTORS = [
  allow.roles('superEditor'),
  allow.workspaceRole('organizationId', 'manager'),
  allow.groupRole('companyId', 'agent'),
  allow.programRole('courseId', 'editor'),
];
