import { hasRole, isAdmin, isSuperEditor, RoleSubject } from './roles';

/**
 * Who may grant or take which role, and where (spec 02 §6, issue 16: roles are granted, never
 * taken). One rule for every role-changing path on the server; the SPA reads it to hide buttons.
 *
 * - nobody changes their own roles (a raise would be self-granted; stepping down is asked of
 *   someone who may grant the role, so a workspace never loses its last manager by a slip);
 * - superEditor and platform admins grant every workspace role, and add existing accounts directly;
 * - a workspace's managers grant its roles (agents in its groups), but not partner, which staff give;
 * - its partners grant and take only its admins (managers);
 * - agents add learners to their groups, by invitation;
 * - sales and every other read-wide role grant nothing.
 */
export const GRANT_MESSAGES = {
  ownRole: 'You cannot change your own roles.',
  notAllowed: 'Error - You are not allowed to perform this action.',
  notAMember: 'This person is not a member of the workspace. Invite them first.',
} as const;

/** Internal staff who may act on an existing account without that person's consent (audited). */
export const addsWithoutConsent = (actor: RoleSubject): boolean => isSuperEditor(actor) || isAdmin(actor);

export type WorkspaceGrant = {
  role: string;
  organizationId: string;
  /** The person whose role changes. */
  userId: string;
  /** true to grant, false to take away. */
  enabled: boolean;
};

/** null when the actor may make this change, else the message to answer with. */
export const workspaceGrantRefusal = (actor: RoleSubject, grant: WorkspaceGrant): string | null => {
  if (grant.userId === actor.id) return GRANT_MESSAGES.ownRole;
  if (addsWithoutConsent(actor)) return null;
  // A partner is an outside agency given a workspace by the platform's staff, never by its own admins.
  if (grant.role === 'partner') return GRANT_MESSAGES.notAllowed;
  const scope = { organizationId: grant.organizationId };
  // hasRole('manager') is true for a superEditor everywhere; the staff case is handled above, so
  // these are the person's own memberships. Sales pass partner scoping for reading only.
  if (actor.managerOrganizations.includes(grant.organizationId) && hasRole(actor, 'manager', scope)) return null;
  if (grant.role === 'manager' && actor.partnerOrganizations.includes(grant.organizationId)) return null;
  return GRANT_MESSAGES.notAllowed;
};

/** null when the actor may invite people into (or remove them from) the group. */
export const groupMembershipRefusal = (actor: RoleSubject, group: { id: string; organizationId: string }): string | null => {
  if (addsWithoutConsent(actor)) return null;
  if (actor.managerOrganizations.includes(group.organizationId)) return null;
  if (actor.agentCompanies.includes(group.id)) return null;
  return GRANT_MESSAGES.notAllowed;
};

/**
 * An admin needs a Creator licence (spec 02 §6): the workspace's manager role is given only to a
 * person who holds its creator role, which is the licence (and taking the creator role away takes
 * the admin role with it, ROLES_REMOVED_WITH_CREATOR). `held` are the person's roles in the workspace.
 */
export const creatorLicenceRefusal = (grant: Pick<WorkspaceGrant, 'role' | 'enabled'>, held: readonly string[]): 'adminNeedsCreatorLicence' | null =>
  grant.enabled && grant.role === 'manager' && !held.includes('creator') ? 'adminNeedsCreatorLicence' : null;
