import { emptyRoleSubject } from '@shared/roles';
import { describe, expect, it } from 'vitest';

import { decideLanding, deepLinkOf, LandingUser } from './landing-rules';

const user = (overrides: Partial<LandingUser> = {}): LandingUser => ({
  ...emptyRoleSubject('user-1'),
  profile: { firstName: 'Ada', lastName: 'Lovelace' },
  ...overrides,
});
const none = { deepLink: null, firstAgentCompany: null };

describe('landing rules, in their order', () => {
  it('1. a group deep link goes to the group', () => {
    const decision = decideLanding(user({ managerOrganizations: ['o'] }), { ...none, deepLink: { organizationId: 'o 1', companyId: 'c/2' } });
    expect(decision).toEqual({ kind: 'redirect', rule: 1, to: '/organization/o%201/company/c%2F2' });
  });

  it('2. a profile without first or last name goes to the account page', () => {
    expect(decideLanding(user({ profile: { firstName: '', lastName: 'X' }, roles: ['superEditor'] }), none)).toMatchObject({ to: '/account', rule: 2 });
    expect(decideLanding(user({ profile: { firstName: 'X', lastName: ' ' } }), none)).toMatchObject({ to: '/account', rule: 2 });
  });

  it('3. partners and internal staff go to /organizations', () => {
    for (const overrides of [{ partnerOrganizations: ['o'] }, { roles: ['sales'] }, { roles: ['superEditor'] }, { roles: ['admin'] }]) {
      expect(decideLanding(user({ ...overrides, managerOrganizations: ['o'] }), none)).toMatchObject({ to: '/organizations', rule: 3 });
    }
  });

  it('4. a workspace manager goes to /welcome', () => {
    expect(
      decideLanding(user({ managerOrganizations: ['o'], agentCompanies: ['c'] }), { ...none, firstAgentCompany: { id: 'c', organizationId: 'o' } }),
    ).toMatchObject({ to: '/welcome', rule: 4 });
  });

  it('5. a group agent goes to their first group', () => {
    expect(
      decideLanding(user({ agentCompanies: ['c'], editorCourses: ['p'] }), { ...none, firstAgentCompany: { id: 'c', organizationId: 'o' } }),
    ).toMatchObject({ to: '/organization/o/company/c', rule: 5 });
  });

  it('6. a curator of exactly one program goes to its status page, otherwise to My programs', () => {
    expect(decideLanding(user({ editorCourses: ['p1'] }), none)).toMatchObject({ to: '/program/p1/status', rule: 6 });
    expect(decideLanding(user({ editorCourses: ['p1', 'p2'] }), none)).toMatchObject({ to: '/curator/programs', rule: 6 });
    expect(decideLanding(user({ editorCompanies: ['c'] }), none)).toMatchObject({ to: '/curator/programs', rule: 6 });
  });

  it('7. anyone else sees the welcome list', () => {
    expect(decideLanding(user({ memberOfOrganizations: ['o'] }), none)).toEqual({ kind: 'welcome', rule: 7 });
    expect(decideLanding(user(), none)).toEqual({ kind: 'welcome', rule: 7 });
  });

  it('reads the deep link from the address only when both ids are there', () => {
    expect(deepLinkOf('?organizationId=o&companyId=c')).toEqual({ organizationId: 'o', companyId: 'c' });
    expect(deepLinkOf('?organizationId=o')).toBeNull();
  });
});
