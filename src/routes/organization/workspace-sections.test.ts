import { emptyRoleSubject } from '@shared/roles';
import { describe, expect, it } from 'vitest';

import { opensGeneralEarly, readsSettings, readsWorkspace, sectionOfHash, sectionsOf } from './workspace-sections';

describe('workspace sections', () => {
  const manager = { ...emptyRoleSubject('m'), managerOrganizations: ['org-a'] };
  const billing = { ...emptyRoleSubject('b'), billingManagerOrganizations: ['org-a'] };
  const learner = { ...emptyRoleSubject('l'), memberOfOrganizations: ['org-a'] };
  const sales = { ...emptyRoleSubject('s'), roles: ['sales'] };

  it('gives restricted and free workspaces only general, settings and analytics', () => {
    expect(sectionsOf({ id: 'org-a', product: 'FT' }, manager)).toEqual(['general', 'settings', 'analytics']);
    expect(sectionsOf({ id: 'org-a', product: 'CR' }, manager)).toEqual(['general', 'settings', 'analytics']);
    expect(sectionsOf({ id: 'org-a', product: 'UL' }, manager)).toEqual(['general', 'groups', 'programs', 'users', 'settings', 'analytics']);
  });

  it('shows analytics to those who read the workspace engagement, as the server does', () => {
    expect(sectionsOf({ id: 'org-a', product: 'UL' }, billing)).toContain('analytics');
    expect(sectionsOf({ id: 'org-z', product: 'UL' }, sales)).toContain('analytics');
    expect(sectionsOf({ id: 'org-a', product: 'UL' }, learner)).not.toContain('analytics');
    expect(sectionsOf({ id: 'org-b', product: 'UL' }, manager)).not.toContain('analytics');
  });

  it('shows settings to those who read them or the billing, as the server does, and the form only to managers and staff', () => {
    expect(sectionsOf({ id: 'org-a', product: 'UL' }, learner)).toEqual(['general', 'groups', 'programs']);
    expect(sectionsOf({ id: 'org-b', product: 'UL' }, manager)).toEqual(['general', 'groups', 'programs']);
    expect(sectionsOf({ id: 'org-a', product: 'UL' }, billing)).toContain('settings');
    expect(readsSettings(billing, 'org-a')).toBe(false);
    expect(readsSettings(manager, 'org-a')).toBe(true);
    expect(readsSettings(sales, 'org-z')).toBe(true);
    expect(readsSettings(learner, 'org-a')).toBe(false);
  });

  it("shows the users section to those who read the workspace's people, as the server does", () => {
    expect(sectionsOf({ id: 'org-a', product: 'UL' }, billing)).toContain('users');
    expect(sectionsOf({ id: 'org-z', product: 'UL' }, sales)).toContain('users');
    expect(sectionsOf({ id: 'org-a', product: 'UL' }, learner)).not.toContain('users');
    expect(sectionsOf({ id: 'org-b', product: 'UL' }, manager)).not.toContain('users');
  });

  it('shows #general before the workspace arrives only for an address naming it (or none) and a reader of its people', () => {
    expect(opensGeneralEarly('', manager, 'org-a')).toBe(true);
    expect(opensGeneralEarly('#general', manager, 'org-a')).toBe(true);
    expect(opensGeneralEarly('#general', billing, 'org-a')).toBe(true);
    // Other sections depend on the workspace (which sections it has, its settings): they wait for it.
    expect(opensGeneralEarly('#groups', manager, 'org-a')).toBe(false);
    expect(opensGeneralEarly('#users', manager, 'org-a')).toBe(false);
    // Those who do not read the people see a notice that needs nothing early.
    expect(opensGeneralEarly('#general', learner, 'org-a')).toBe(false);
    expect(opensGeneralEarly('', manager, 'org-b')).toBe(false);
  });

  it('reads the section from the hash only when the workspace has it', () => {
    const ul = sectionsOf({ id: 'org-a', product: 'UL' }, manager);
    expect(sectionOfHash('#groups', ul)).toBe('groups');
    expect(sectionOfHash('#groups', sectionsOf({ id: 'org-a', product: 'FT' }, manager))).toBeNull();
    expect(sectionOfHash('', ul)).toBeNull();
    expect(sectionOfHash('#programs', ul)).toBe('programs');
    expect(sectionOfHash('#programs', sectionsOf({ id: 'org-a', product: 'CR' }, manager))).toBeNull();
    expect(sectionOfHash('#users', ul)).toBe('users');
    expect(sectionOfHash('#users', sectionsOf({ id: 'org-a', product: 'FT' }, manager))).toBeNull();
    expect(sectionOfHash('#shop', ul)).toBeNull();
  });
});

describe('who reads a workspace', () => {
  it('lets managers, billing managers, partners and staff in, not agents', () => {
    const manager = { ...emptyRoleSubject('m'), managerOrganizations: ['org-a'] };
    const agent = { ...emptyRoleSubject('a'), agentCompanies: ['company-a'] };
    const staff = { ...emptyRoleSubject('s'), roles: ['superEditor'] };
    expect(readsWorkspace(manager, 'org-a')).toBe(true);
    expect(readsWorkspace(manager, 'org-b')).toBe(false);
    expect(readsWorkspace(agent, 'org-a')).toBe(false);
    expect(readsWorkspace(staff, 'org-b')).toBe(true);
    expect(readsWorkspace(null, 'org-a')).toBe(false);
  });
});
