import type { RoleSubject } from '@shared/roles';

const LISTS = [
  'roles',
  'managerOrganizations',
  'billingManagerOrganizations',
  'editorOrganizations',
  'editorCompanies',
  'editorCourses',
  'agentCompanies',
  'partnerOrganizations',
  'creatorInOrganizations',
  'memberOfOrganizations',
  'memberOfCompanies',
] as const satisfies ReadonlyArray<keyof RoleSubject>;

/**
 * Every role a person holds, as one string that changes exactly when a role is granted or taken
 * (in any order the server lists them): what the workspaces the switcher lists depend on.
 */
export const roleFingerprint = (subject: RoleSubject): string => LISTS.map((list) => `${list}:${[...subject[list]].sort().join(',')}`).join(';');
