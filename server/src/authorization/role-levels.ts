import { MEMBERSHIP_ROLES, MembershipRole } from '../../../shared/constants';

/*
 * The one definition of "the user holds role R at level L of X": which membership rows carry it
 * and which of their columns names X. Queries turn it into SQL (access-sql.ts), live delivery and
 * write checks read the same anchors from the user's rows in memory (access-match.ts), and the
 * role lists every gate reads (managerOrganizations, agentCompanies…) are made from it
 * (memberships/role-subject.loader.ts), so none of them can mean something else.
 */

export type Level = 'workspace' | 'group' | 'program';
export const LEVELS: readonly Level[] = ['workspace', 'group', 'program'];

/** The membership column that names the workspace, group or program a role is held in. */
export const ANCHOR_COLUMN = { workspace: 'organizationId', group: 'companyId', program: 'courseId' } as const satisfies Record<Level, string>;

/**
 * Membership columns that must be empty for a row to carry the role at the level. An editor's row
 * names the narrowest thing edited (a program, else a group, else the workspace), so a program
 * editor is not a workspace editor; every other role reads its anchor column as it is (an agent's
 * row names its group and that group's workspace: an agent is an agent "in" that workspace too).
 */
export const emptyColumnsAt = (level: Level, role: MembershipRole): ReadonlyArray<'companyId' | 'courseId'> => {
  if (role !== 'editor') return [];
  if (level === 'workspace') return ['companyId', 'courseId'];
  return level === 'group' ? ['courseId'] : [];
};

/** What a membership row holds, as far as roles go. */
export type MembershipFacts = {
  role: MembershipRole;
  organizationId: string | null;
  companyId: string | null;
  courseId: string | null;
  isDisabled: boolean;
};

/** For each level and role, the ids the user holds that role in. */
export type RoleAnchors = { readonly [Key in Level]: { readonly [Role in MembershipRole]: readonly string[] } };

const carries = (row: MembershipFacts, level: Level, role: MembershipRole): boolean =>
  !row.isDisabled && row.role === role && !!row[ANCHOR_COLUMN[level]] && emptyColumnsAt(level, role).every((column) => !row[column]);

/** Every level's and role's anchors of a user's membership rows (disabled rows carry nothing). */
export const anchorsFrom = (rows: readonly MembershipFacts[]): RoleAnchors => {
  const atLevel = (level: Level) =>
    Object.freeze(
      Object.fromEntries(
        MEMBERSHIP_ROLES.map((role) => [
          role,
          Object.freeze([...new Set(rows.filter((row) => carries(row, level, role)).map((row) => row[ANCHOR_COLUMN[level]] as string))]),
        ]),
      ) as RoleAnchors[Level],
    );
  return Object.freeze({ workspace: atLevel('workspace'), group: atLevel('group'), program: atLevel('program') });
};

export const NO_ANCHORS: RoleAnchors = anchorsFrom([]);
