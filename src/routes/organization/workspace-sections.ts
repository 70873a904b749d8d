import { isRestrictedWorkspace, WorkspacePlanFacts } from '@shared/plans';
import { ENGAGEMENT_GATES, passesGate, RoleSubject, WORKSPACE_BILLING_GATE, WORKSPACE_SETTINGS_GATE } from '@shared/roles';

import type { WorkspacePageQuery } from '@/graphql/types';

/** The hash sections of /organization/{organizationId} (spec 01 §2). */
export const WORKSPACE_SECTIONS = ['general', 'groups', 'programs', 'users', 'settings', 'analytics'] as const;
export type WorkspaceSection = (typeof WORKSPACE_SECTIONS)[number];

export const DEFAULT_SECTION: WorkspaceSection = 'general';

/**
 * Free and creator workspaces have only the general, settings and analytics sections (spec 01 §2); the users section
 * (spec 02 §2) is for those who read the workspace's people; the settings section for those who read the settings
 * or the billing (the server answers null to anyone else); analytics for those who read the workspace's engagement
 * (ENGAGEMENT_GATES, the server's rule).
 */
export const sectionsOf = (workspace: Pick<WorkspacePlanFacts, 'product'> & { id: string }, user: RoleSubject | null | undefined): WorkspaceSection[] => {
  const sections: WorkspaceSection[] = isRestrictedWorkspace(workspace) ? ['general', 'settings', 'analytics'] : [...WORKSPACE_SECTIONS];
  const scope = { organizationId: workspace.id };
  return sections.filter(
    (section) =>
      (section !== 'users' || readsWorkspace(user, workspace.id)) &&
      (section !== 'settings' || passesGate(user, WORKSPACE_BILLING_GATE, scope)) &&
      (section !== 'analytics' || passesGate(user, ENGAGEMENT_GATES.workspace, scope)),
  );
};

/** Whether the user reads the workspace's settings form (its managers and staff), not only its billing. */
export const readsSettings = (user: RoleSubject | null | undefined, organizationId: string): boolean =>
  passesGate(user, WORKSPACE_SETTINGS_GATE, { organizationId });

/** The section a hash ("#groups") names, when the workspace has it; null otherwise. */
export const sectionOfHash = (hash: string, sections: readonly WorkspaceSection[]): WorkspaceSection | null => {
  const name = hash.replace(/^#/, '');
  return (sections as readonly string[]).includes(name) ? (name as WorkspaceSection) : null;
};

/**
 * Who reads a workspace's people and figures: the server's rule for engagementSummary and
 * organizationUsers (managers, billing managers, partners, internal staff).
 */
export const readsWorkspace = (user: RoleSubject | null | undefined, organizationId: string): boolean =>
  passesGate(user, ['manager', 'billingManager', 'partner', 'internal'], { organizationId });

/**
 * Whether the page shows #general before the workspace has arrived: its figures and people need
 * only the id (issue 31: they are asked for beside the workspace, in the second round trip). Only
 * for an address naming #general (or no section) and for someone who reads them; other sections
 * depend on the workspace (which sections it has, its settings) and wait for it.
 */
export const opensGeneralEarly = (hash: string, user: RoleSubject | null | undefined, organizationId: string): boolean =>
  (hash === '' || hash === '#' || hash === `#${DEFAULT_SECTION}`) && readsWorkspace(user, organizationId);

/** Billing details link: the settings section scrolled to the card (spec 01 §2). */
export const BILLING_DETAILS_ID = 'settings-billing-details';

/** The workspace as the page reads it (header, tab rules, billing card, palette). */
export type WorkspaceDetails = WorkspacePageQuery['organization'];
