import { describe, expect, it } from 'vitest';

import { emptyRoleSubject, hasRole, passesGate } from './roles';

const subject = (overrides: Partial<ReturnType<typeof emptyRoleSubject>>) => ({ ...emptyRoleSubject('u'), ...overrides });

describe('role rules (spec 02 §6)', () => {
  it('scopes manager, agent and editor roles to their ids; superEditor passes them all', () => {
    const manager = subject({ managerOrganizations: ['o1'] });
    expect(hasRole(manager, 'manager', { organizationId: 'o1' })).toBe(true);
    expect(hasRole(manager, 'manager', { organizationId: 'o2' })).toBe(false);
    expect(hasRole(manager, 'manager')).toBe(true);
    const agent = subject({ agentCompanies: ['c1'] });
    expect(hasRole(agent, 'agent', { companyId: 'c1' })).toBe(true);
    expect(hasRole(agent, 'agent', { companyId: 'c2' })).toBe(false);
    const superEditor = subject({ roles: ['superEditor'] });
    for (const role of ['manager', 'agent', 'courseEditor', 'companyEditor', 'billingManager', 'sales', 'partner'] as const) {
      expect(hasRole(superEditor, role, { organizationId: 'x', companyId: 'y', courseId: 'z' }), role).toBe(true);
    }
    expect(hasRole(superEditor, 'learner', { organizationId: 'x' })).toBe(false);
  });

  it('lets sales pass all partner scoping', () => {
    expect(hasRole(subject({ roles: ['sales'] }), 'partner', { organizationId: 'any' })).toBe(true);
    expect(hasRole(subject({ partnerOrganizations: ['p'] }), 'partner', { organizationId: 'other' })).toBe(false);
  });

  it('reads a gate as a |-separated list and ignores unknown names', () => {
    const curator = subject({ editorCourses: ['p1'] });
    expect(passesGate(curator, 'admin|courseEditor', { courseId: 'p1' })).toBe(true);
    expect(passesGate(curator, 'admin|manager')).toBe(false);
    expect(passesGate(curator, 'wizard|editor')).toBe(true);
    expect(passesGate(curator, 'wizard')).toBe(false);
    expect(passesGate(null, 'editor')).toBe(false);
  });
});
