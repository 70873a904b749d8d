/**
 * Role rules of spec 02 §6 and spec 01 §6, as pure functions.
 *
 * The server's authorizers and the SPA's access-control provider both import this module, so a
 * rule changes in one place. Nothing here touches a database or the DOM.
 */

/** Platform-wide roles stored on the user record (`users.roles`). */
export const GLOBAL_ROLES = ['admin', 'superEditor', 'sales', 'programViewer', 'services'] as const;
export type GlobalRole = (typeof GLOBAL_ROLES)[number];

/** The role-bearing facts about one user: global roles plus the ids of what they hold a role in. */
export type RoleSubject = {
  id: string;
  roles: readonly string[];
  managerOrganizations: readonly string[];
  billingManagerOrganizations: readonly string[];
  editorOrganizations: readonly string[];
  editorCompanies: readonly string[];
  editorCourses: readonly string[];
  agentCompanies: readonly string[];
  partnerOrganizations: readonly string[];
  creatorInOrganizations: readonly string[];
  memberOfOrganizations: readonly string[];
  /** Groups the user is a learner of (group-level member rows). */
  memberOfCompanies: readonly string[];
};

/** What a role check may be about: a workspace, a group, or a program. */
export type RoleScope = {
  organizationId?: string;
  companyId?: string;
  courseId?: string;
};

export const ROLE_NAMES = [
  'admin',
  'superEditor',
  'sales',
  'partner',
  'editor',
  'courseEditor',
  'companyEditor',
  'manager',
  'agent',
  'billingManager',
  'curator',
  'creator',
  'learner',
  'programViewer',
  'services',
  'internal',
] as const;
export type RoleName = (typeof ROLE_NAMES)[number];

const includesOrAny = (ids: readonly string[], id: string | undefined): boolean => (id === undefined ? ids.length > 0 : ids.includes(id));

export const isAdmin = (subject: RoleSubject): boolean => subject.roles.includes('admin');
export const isSuperEditor = (subject: RoleSubject): boolean => subject.roles.includes('superEditor');
export const isSales = (subject: RoleSubject): boolean => subject.roles.includes('sales');

/** Internal staff: super editors, platform admins and sales. */
export const isInternal = (subject: RoleSubject): boolean => isSuperEditor(subject) || isAdmin(subject) || isSales(subject);

/** Sees every row of every resource (superEditor acts as manager and agent of all; admin has full access). */
export const seesEverything = (subject: RoleSubject): boolean => isSuperEditor(subject) || isAdmin(subject);

/**
 * One rule per role name. A missing scope id asks "does the user hold this role anywhere".
 * superEditor passes every rule but the ones that are about being someone specific (learner, creator).
 */
const RULES: Record<RoleName, (subject: RoleSubject, scope: RoleScope) => boolean> = {
  admin: (subject) => isAdmin(subject),
  superEditor: (subject) => isSuperEditor(subject),
  sales: (subject) => isSales(subject) || isSuperEditor(subject),
  partner: (subject, scope) => isSales(subject) || isSuperEditor(subject) || includesOrAny(subject.partnerOrganizations, scope.organizationId),
  editor: (subject) => isSuperEditor(subject) || subject.editorCourses.length > 0 || subject.editorCompanies.length > 0,
  courseEditor: (subject, scope) => isSuperEditor(subject) || includesOrAny(subject.editorCourses, scope.courseId),
  companyEditor: (subject, scope) => isSuperEditor(subject) || includesOrAny(subject.editorCompanies, scope.companyId),
  manager: (subject, scope) => isSuperEditor(subject) || includesOrAny(subject.managerOrganizations, scope.organizationId),
  agent: (subject, scope) => isSuperEditor(subject) || includesOrAny(subject.agentCompanies, scope.companyId),
  billingManager: (subject, scope) => isSuperEditor(subject) || includesOrAny(subject.billingManagerOrganizations, scope.organizationId),
  curator: (subject) =>
    isSuperEditor(subject) || subject.editorOrganizations.length > 0 || subject.editorCompanies.length > 0 || subject.editorCourses.length > 0,
  creator: (subject, scope) => includesOrAny(subject.creatorInOrganizations, scope.organizationId),
  learner: (subject, scope) => includesOrAny(subject.memberOfOrganizations, scope.organizationId),
  programViewer: (subject) => isSuperEditor(subject) || isAdmin(subject) || subject.roles.includes('programViewer'),
  services: (subject) => isInternal(subject) || subject.roles.includes('services'),
  internal: (subject) => isInternal(subject),
};

export const isRoleName = (value: string): value is RoleName => (ROLE_NAMES as readonly string[]).includes(value);

export const hasRole = (subject: RoleSubject, role: RoleName, scope: RoleScope = {}): boolean => RULES[role](subject, scope);

/**
 * A gate: the roles that open a page, a resource or a sidebar entry, any one of them sufficing.
 * A typed list, so a misspelt role name fails to compile instead of silently never passing.
 */
export type Gate = readonly RoleName[];

/** Whether the subject holds any role of the gate in the scope; nobody passes without a subject. */
export const passesGate = (subject: RoleSubject | null | undefined, gate: Gate, scope: RoleScope = {}): boolean =>
  !!subject && gate.some((role) => hasRole(subject, role, scope));

/**
 * Who reads a workspace's settings and its billing: the server's field read rules of organizations
 * (server/src/organizations/organizations.resource.ts), which answer null to anyone else.
 */
export const WORKSPACE_SETTINGS_GATE: Gate = ['manager', 'internal'];
export const WORKSPACE_BILLING_GATE: Gate = ['manager', 'billingManager', 'internal'];

/**
 * Who distributes a program to groups (spec 02 §6): the workspace's managers, agents for their
 * groups, the program's curators and super editors; the server checks the same with its access
 * terms (server/src/distribution/distribution-access.ts).
 */
export const DISTRIBUTION_GATE: Gate = ['manager', 'agent', 'courseEditor', 'superEditor'];

/** Banner creation and every banner change: super-editor staff only (spec 01 §6). */
export const canManageBanners = (subject: RoleSubject): boolean => isSuperEditor(subject);

/** Only one billing manager per workspace (spec 02 §6). */
export const MAX_BILLING_MANAGERS_PER_WORKSPACE = 1;

/** Removing a creator also removes these roles in the same workspace (spec 02 §6). */
export const ROLES_REMOVED_WITH_CREATOR = ['manager', 'agent', 'editor'] as const;

/** A subject with no roles: the starting point for tests and for users who hold nothing yet. */
export const emptyRoleSubject = (id: string): RoleSubject => ({
  id,
  roles: [],
  managerOrganizations: [],
  billingManagerOrganizations: [],
  editorOrganizations: [],
  editorCompanies: [],
  editorCourses: [],
  agentCompanies: [],
  partnerOrganizations: [],
  creatorInOrganizations: [],
  memberOfOrganizations: [],
  memberOfCompanies: [],
});

/**
 * Who reads engagement analytics of a workspace, a group, a program and a learner: the server's
 * ENGAGEMENT_READERS (server/src/engagement/engagement-access.ts) as gates, scoped by the ids shown.
 */
export const ENGAGEMENT_GATES = {
  workspace: ['manager', 'billingManager', 'partner', 'internal'],
  group: ['manager', 'billingManager', 'partner', 'agent', 'internal'],
  program: ['manager', 'billingManager', 'partner', 'courseEditor', 'internal'],
  learner: ['manager', 'billingManager', 'partner', 'internal'],
} as const satisfies Record<string, Gate>;
