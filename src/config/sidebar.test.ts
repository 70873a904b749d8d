import { emptyRoleSubject, RoleSubject } from '@shared/roles';
import { describe, expect, it } from 'vitest';

import { SidebarWorkspace, visibleSidebar } from './sidebar';

/** The demo accounts' role lists, as the seed gives them. */
const ROLES: Record<string, RoleSubject> = {
  super: { ...emptyRoleSubject('s'), roles: ['superEditor', 'admin'] },
  admin: { ...emptyRoleSubject('a'), roles: ['admin'] },
  manager: {
    ...emptyRoleSubject('m'),
    managerOrganizations: ['acme'],
    billingManagerOrganizations: ['acme'],
    creatorInOrganizations: ['acme'],
    memberOfOrganizations: ['acme'],
  },
  agent: { ...emptyRoleSubject('g'), agentCompanies: ['sales', 'success'], memberOfOrganizations: ['acme'] },
  curator: { ...emptyRoleSubject('c'), editorCourses: ['leadership'] },
  curator2: { ...emptyRoleSubject('c2'), editorCourses: ['a', 'b', 'c', 'd'] },
  partner: { ...emptyRoleSubject('p'), partnerOrganizations: ['studio', 'extend'] },
  sales: { ...emptyRoleSubject('l'), roles: ['sales'] },
  learner: { ...emptyRoleSubject('r'), memberOfOrganizations: ['acme'] },
  newbie: { ...emptyRoleSubject('n'), memberOfOrganizations: ['garden'] },
};

const ACME: SidebarWorkspace = { id: 'acme', product: 'UL', billingService: { planId: 'cu-ent-0200-yearly', planName: 'Enterprise', status: 'active' } };
const GARDEN: SidebarWorkspace = { id: 'garden', product: 'FT', billingService: null };

/** Each role × each section: which sections appear. */
const EXPECTED: Record<string, string[]> = {
  super: ['partner', 'organization', 'curator', 'services', 'learn', 'shop', 'internal', 'admin'],
  admin: ['partner', 'organization', 'curator', 'services', 'internal', 'admin'],
  manager: ['organization'],
  agent: [],
  curator: ['curator'],
  curator2: ['curator'],
  partner: ['partner'],
  sales: ['partner', 'organization', 'services', 'learn', 'shop', 'internal'],
  learner: [],
  newbie: [],
};

describe('sidebar sections by role', () => {
  for (const [role, sections] of Object.entries(EXPECTED)) {
    it(`${role} sees ${sections.join(', ') || 'no sections'}`, () => {
      expect(visibleSidebar(ROLES[role], ACME).map((section) => section.key)).toEqual(sections);
    });
  }

  it('shows the items of a section each by its own gate', () => {
    const itemsOf = (role: string, section: string) =>
      visibleSidebar(ROLES[role], ACME)
        .find((found) => found.key === section)
        ?.items.map((item) => item.key);
    expect(itemsOf('manager', 'organization')).toEqual(['groups', 'programs', 'referral', 'settings', 'analytics', 'auditEvents', 'certificateTemplates']);
    expect(itemsOf('sales', 'organization')).toEqual(['groups', 'programs', 'referral', 'analytics']);
    expect(itemsOf('sales', 'internal')).toEqual(['partners']);
    expect(itemsOf('super', 'internal')).toEqual(['partners', 'groups', 'users', 'banners']);
    expect(itemsOf('admin', 'internal')).toEqual(['users']);
    expect(itemsOf('curator', 'curator')).toEqual(['myPrograms']);
    expect(itemsOf('admin', 'curator')).toEqual(['allPrograms']);
  });

  it('links the Organization section to the chosen workspace', () => {
    const section = visibleSidebar(ROLES.manager, ACME).find((found) => found.key === 'organization');
    expect(section?.items.map((item) => item.path)).toEqual([
      '/organization/acme#groups',
      '/organization/acme#programs',
      '/referral/acme',
      '/organization/acme#settings',
      '/organization/acme#analytics',
      '/organization/acme/manage/auditEvents',
      '/organization/acme/manage/certificateTemplates',
    ]);
  });

  it('disables Groups in a free or restricted workspace (with the upgrade dialog) and drops Referral there', () => {
    const manager = { ...ROLES.manager, managerOrganizations: ['garden'] };
    const section = visibleSidebar(manager, GARDEN).find((found) => found.key === 'organization');
    expect(section?.items).toEqual([
      { key: 'groups', path: '/organization/garden#groups', disabled: true, reason: 'upgrade' },
      { key: 'programs', path: '/organization/garden#programs', disabled: true, reason: 'upgrade' },
      { key: 'settings', path: '/organization/garden#settings', disabled: false, reason: undefined },
      { key: 'analytics', path: '/organization/garden#analytics', disabled: false, reason: undefined },
      expect.objectContaining({ key: 'auditEvents', path: '/organization/garden/manage/auditEvents', disabled: false }),
      expect.objectContaining({ key: 'certificateTemplates', path: '/organization/garden/manage/certificateTemplates', disabled: false }),
    ]);
  });

  it('has no Organization section without a workspace', () => {
    expect(visibleSidebar(ROLES.super, null).map((section) => section.key)).not.toContain('organization');
  });
});

describe('the plan in the sidebar (shared/plans.ts)', () => {
  const entry = (workspace: SidebarWorkspace) =>
    visibleSidebar(ROLES.manager, workspace)
      .flatMap((section) => section.items)
      .find((item) => item.key === 'certificateTemplates');

  it('asks for an upgrade for certificate templates where the plan has no certificates, and opens them where it has', () => {
    expect(entry({ ...ACME, featureFlags: ['assessments'] })).toMatchObject({ disabled: true, reason: 'upgrade' });
    expect(entry({ ...ACME, featureFlags: ['certificate'] })).toMatchObject({ disabled: false, reason: undefined });
    // A creator workspace on a starter plan: its tier includes certificates.
    expect(entry({ id: 'acme', product: 'CR', featureFlags: [], billingService: { planId: null } })).toMatchObject({ disabled: false });
  });
});
