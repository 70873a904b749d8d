/**
 * Group-edit rules of spec 02 §5 (and the role rules of §6 that guard memberships). The server
 * refuses what they forbid with these messages; the SPA hides or disables the same controls.
 */
import { EVERYONE_TAG } from './constants';
import type { RowProblem, RowRule } from './row-rules';

export const GROUP_RULE_MESSAGES = {
  manualEditForbidden: 'The members of this group are managed automatically and cannot be changed by hand.',
  coursesLocked: 'Programs cannot be switched on or off in test or public groups.',
  coursesManaged: "This group's programs are managed automatically and cannot be switched on or off by hand.",
  everyoneGroupDelete: 'The everyone group cannot be deleted.',
  noNewGroups: 'Groups cannot be added to an open or test workspace.',
  workspaceDisabled: 'A group cannot be enabled while its workspace is disabled.',
  oneBillingManager: 'A workspace can have only one billing manager.',
  notAMember: 'This person is not a member of the group.',
  tooManyEmails: 'You can add at most 5000 people at once.',
  invalidEmail: 'Invalid email',
  groupRoleNeedsGroup: 'Choose the group this role is for.',
} as const;

/** Bulk invite limit (spec 02 §5, §9). */
export const MAX_INVITES = 5000;

export type GroupFacts = {
  companyType: string;
  tags: readonly string[];
  forbidManualEdit: boolean;
  forbidManualEditAllowCourseEdit?: boolean;
  disabled?: boolean;
};

/** The invitation mode is null for readers who may not see the workspace's settings (they add no groups either). */
export type WorkspaceFacts = { disabled: boolean; tags: readonly string[]; peerInvitationModeDefault: string | null };

export const isEveryoneGroup = (group: Pick<GroupFacts, 'tags'>): boolean => group.tags.includes(EVERYONE_TAG);

const isTestOrPublic = (group: Pick<GroupFacts, 'companyType'>): boolean => group.companyType === 'test' || group.companyType === 'public';

/** Members are added and removed by hand only in ordinary groups that allow it. */
export const canEditMembersManually = (group: GroupFacts): boolean => !isTestOrPublic(group) && !isEveryoneGroup(group) && !group.forbidManualEdit;

/** Programs cannot be switched on or off in test or public groups (forbidManualEdit allows it only with the course-edit exception). */
export const canToggleCourses = (group: GroupFacts): boolean => courseToggleRefusal(group) === null;

/** Why a group's programs cannot be switched on or off, or null when they can: each case its own message. */
export const courseToggleRefusal = (group: GroupFacts): keyof typeof GROUP_RULE_MESSAGES | null => {
  if (isTestOrPublic(group)) return 'coursesLocked';
  if (group.forbidManualEdit && !group.forbidManualEditAllowCourseEdit) return 'coursesManaged';
  return null;
};

export const canDeleteGroup = (group: Pick<GroupFacts, 'tags'>): boolean => !isEveryoneGroup(group);

/** An open workspace lets anyone join; a test workspace is tagged 'test'. Neither gets new groups. */
export const isOpenOrTestWorkspace = (workspace: Pick<WorkspaceFacts, 'tags' | 'peerInvitationModeDefault'>): boolean =>
  workspace.peerInvitationModeDefault === 'open' || workspace.tags.includes('test');

export const canAddGroups = (workspace: Pick<WorkspaceFacts, 'tags' | 'peerInvitationModeDefault'>): boolean => !isOpenOrTestWorkspace(workspace);

export const canEnableGroup = (workspace: Pick<WorkspaceFacts, 'disabled'>): boolean => !workspace.disabled;

/**
 * Roles a workspace role change may set (creator implies the licence; removing it removes the rest);
 * an agent's role is in one of the workspace's groups (GROUP_ROLES), given with that group.
 */
export const WORKSPACE_ROLES = ['manager', 'billingManager', 'creator', 'editor', 'partner', 'agent'] as const;
export const GROUP_ROLES = ['agent'] as const;
export const isGroupRole = (role: string): boolean => (GROUP_ROLES as readonly string[]).includes(role);
export type WorkspaceRole = (typeof WORKSPACE_ROLES)[number];

/** A tag a person types: '#', then letters, digits, '-' or '_' (spec 02 §5 "tag must start with #"). */
const TAG_PATTERN = /^#[\p{L}\p{N}_-]{1,40}$/u;

/**
 * The tags a person gives a group. The everyone group's own tag is the system's (that group is never
 * edited by hand, see canEditMembersManually), so it passes as it is; spelt as a tag it is reserved.
 */
export const tagProblem = (tag: string): RowProblem | null => {
  if (tag === EVERYONE_TAG) return null;
  if (!tag.startsWith('#')) return { field: 'tags', message: 'tagMustStartWithHash' };
  if (!TAG_PATTERN.test(tag)) return { field: 'tags', message: 'notAValidTag' };
  if (tag.slice(1).toLowerCase() === EVERYONE_TAG) return { field: 'tags', message: 'tagReserved' };
  return null;
};

/** A group's rules across its fields, listed once for the server's declaration and the SPA's form. */
export const GROUP_ROW_RULES: ReadonlyArray<RowRule<{ tags: readonly string[] }>> = [
  (row) => (row.tags ?? []).map(tagProblem).find((problem) => problem !== null) ?? null,
];
