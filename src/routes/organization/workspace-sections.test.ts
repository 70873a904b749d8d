import { emptyRoleSubject } from '@shared/roles';
import { describe, expect, it } from 'vitest';

import { readsWorkspace, sectionOfHash, sectionsOf } from './workspace-sections';

describe('workspace sections', () => {
  it('gives restricted and free workspaces only general and settings', () => {
    expect(sectionsOf({ product: 'FT' })).toEqual(['general', 'settings']);
    expect(sectionsOf({ product: 'CR' })).toEqual(['general', 'settings']);
    expect(sectionsOf({ product: 'UL' })).toEqual(['general', 'groups', 'settings']);
  });

  it('reads the section from the hash only when the workspace has it', () => {
    expect(sectionOfHash('#groups', sectionsOf({ product: 'UL' }))).toBe('groups');
    expect(sectionOfHash('#groups', sectionsOf({ product: 'FT' }))).toBeNull();
    expect(sectionOfHash('', sectionsOf({ product: 'UL' }))).toBeNull();
    expect(sectionOfHash('#programs', sectionsOf({ product: 'UL' }))).toBeNull();
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
