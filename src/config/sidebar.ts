import type { IconDefinition } from '@ant-design/icons-svg/es/types';

import { isReferralEligible, isRestrictedWorkspace, planAllows, WorkspacePlanFacts } from '@shared/plans';
import { ENGAGEMENT_GATES, Gate, passesGate, RoleSubject } from '@shared/roles';

import { DECLARED_RESOURCES } from '@/resources/declared-resources';
import { buildPath, gateOf, RouteName } from '@/routes/route-table';

/** The workspace the Organization section is about (picked in the account menu's switcher). */
export type SidebarWorkspace = WorkspacePlanFacts & { id: string };

type WorkspaceItem = { key: string; route: 'organization' | 'referral'; hash?: 'general' | 'groups' | 'programs' | 'settings' | 'analytics'; gate: Gate };
type PlainItem = { key: string; route: RouteName };

type SectionDefinition =
  { key: string; gate?: Gate; kind: 'plain'; items: PlainItem[] } | { key: 'organization'; gate: Gate; kind: 'workspace'; items: WorkspaceItem[] };

/**
 * Sidebar sections of spec 01 §2 with the gates of spec 01 §6: a section shows when the user
 * passes its gate and at least one of its items' gates. Item gates are the routes' own gates.
 */
export const SIDEBAR_SECTIONS: SectionDefinition[] = [
  { key: 'partner', kind: 'plain', items: [{ key: 'organizations', route: 'organizations' }] },
  {
    key: 'organization',
    kind: 'workspace',
    gate: ['manager', 'internal'],
    items: [
      { key: 'groups', route: 'organization', hash: 'groups', gate: ['manager', 'internal'] },
      { key: 'programs', route: 'organization', hash: 'programs', gate: ['manager', 'internal'] },
      { key: 'referral', route: 'referral', gate: ['manager', 'billingManager', 'internal'] },
      { key: 'settings', route: 'organization', hash: 'settings', gate: ['manager'] },
      { key: 'analytics', route: 'organization', hash: 'analytics', gate: ENGAGEMENT_GATES.workspace },
    ],
  },
  {
    key: 'curator',
    kind: 'plain',
    gate: ['curator', 'programViewer'],
    items: [
      { key: 'allPrograms', route: 'programs' },
      { key: 'myPrograms', route: 'curatorPrograms' },
    ],
  },
  {
    key: 'services',
    kind: 'plain',
    items: [
      { key: 'curationServices', route: 'curationServices' },
      { key: 'contentLibrary', route: 'contentLibraryService' },
    ],
  },
  {
    key: 'learn',
    kind: 'plain',
    items: [
      { key: 'bundles', route: 'learnBundles' },
      { key: 'sales', route: 'learnSales' },
      { key: 'promoCodes', route: 'learnPromoCodes' },
      { key: 'courseLibraries', route: 'courseLibraries' },
      { key: 'externalReference', route: 'externalReferenceGenerator' },
    ],
  },
  { key: 'shop', kind: 'plain', items: [{ key: 'shopSales', route: 'shopSales' }] },
  {
    key: 'internal',
    kind: 'plain',
    items: [
      { key: 'partners', route: 'partners' },
      { key: 'groups', route: 'companies' },
      { key: 'users', route: 'users' },
      { key: 'banners', route: 'banners' },
    ],
  },
  {
    key: 'admin',
    kind: 'plain',
    items: [
      { key: 'jobRunner', route: 'jobRunner' },
      { key: 'streams', route: 'streamTopics' },
      { key: 'courseDeleteConfirmations', route: 'courseDeleteConfirmations' },
      { key: 'userDeleteConfirmations', route: 'userDeleteConfirmations' },
    ],
  },
];

/** `title`: a declared resource's own label (namespace "resources") instead of the shell's item label. */
export type SidebarItem = { key: string; path: string; disabled: boolean; reason?: 'upgrade'; title?: string; icon?: IconDefinition };

/** Declared workspace resources that ask for a sidebar entry, behind their own read gate; one the plan lacks asks for an upgrade. */
const declaredWorkspaceItems = (subject: RoleSubject, workspace: SidebarWorkspace): SidebarItem[] =>
  DECLARED_RESOURCES.filter(
    (declared) => declared.sidebar && declared.scope === 'workspace' && passesGate(subject, declared.gate, { organizationId: workspace.id }),
  ).map((declared) => {
    const outsidePlan = !!declared.planPart && !planAllows(workspace, declared.planPart);
    return {
      key: declared.resource,
      path: buildPath('workspaceRecords', { organizationId: workspace.id, resource: declared.resource }),
      disabled: outsidePlan,
      reason: outsidePlan ? ('upgrade' as const) : undefined,
      title: declared.title,
      icon: declared.icon,
    };
  });
export type SidebarSection = { key: string; items: SidebarItem[] };

/** What the sidebar shows to this user for this workspace; pure, so each role × section is testable. */
export const visibleSidebar = (subject: RoleSubject, workspace: SidebarWorkspace | null): SidebarSection[] =>
  SIDEBAR_SECTIONS.flatMap((section): SidebarSection[] => {
    if (section.kind === 'workspace') {
      if (!workspace) return [];
      const scope = { organizationId: workspace.id };
      if (!passesGate(subject, section.gate, scope)) return [];
      const items = section.items
        .filter((item) => passesGate(subject, item.gate, scope))
        .filter((item) => item.key !== 'referral' || isReferralEligible(workspace))
        .map((item): SidebarItem => {
          const path =
            item.route === 'referral'
              ? buildPath('referral', { organizationId: workspace.id })
              : buildPath('organization', { organizationId: workspace.id }, { hash: item.hash });
          // Free and creator workspaces have no groups or programs sections (spec 01 §2): an upgrade prompt instead.
          const restricted = (item.key === 'groups' || item.key === 'programs') && isRestrictedWorkspace(workspace);
          return { key: item.key, path, disabled: restricted, reason: restricted ? 'upgrade' : undefined };
        })
        .concat(declaredWorkspaceItems(subject, workspace));
      return items.length ? [{ key: section.key, items }] : [];
    }
    if (section.gate && !passesGate(subject, section.gate)) return [];
    const items = section.items
      .filter((item) => {
        const gate = gateOf(item.route);
        return gate === undefined || passesGate(subject, gate);
      })
      .map((item): SidebarItem => ({ key: item.key, path: buildPath(item.route as 'programs'), disabled: false }));
    return items.length ? [{ key: section.key, items }] : [];
  });
