import { emptyRoleSubject } from '@shared/roles';
import { describe, expect, it } from 'vitest';

import type { CurrentUser } from '@/providers/auth/current-user';

import { subscriptionNoticeFor } from './shell-notices';

const user = (overrides: Partial<CurrentUser>): CurrentUser =>
  ({
    ...emptyRoleSubject('u'),
    email: 'u@x.test',
    sessionId: 's',
    profile: { firstName: 'A', lastName: 'B', fullName: 'A B', imageUrl: null },
    ...overrides,
  }) as CurrentUser;

const workspace = (status: string, disabled = false) => ({ id: 'o1', product: 'UL', disabled, billingService: { type: 'chargebee', status } });

describe('subscription notices', () => {
  it('tells managers and billing managers of an expired or canceled workspace', () => {
    expect(subscriptionNoticeFor(user({ managerOrganizations: ['o1'] }), workspace('expired'))).toBe('expired');
    expect(subscriptionNoticeFor(user({ billingManagerOrganizations: ['o1'] }), workspace('canceled'))).toBe('canceled');
    expect(subscriptionNoticeFor(user({ managerOrganizations: ['o1'] }), workspace('active', true))).toBe('expired');
  });

  it('leaves learners, staff and healthy workspaces alone', () => {
    expect(subscriptionNoticeFor(user({ memberOfOrganizations: ['o1'] }), workspace('expired'))).toBeNull();
    expect(subscriptionNoticeFor(user({ roles: ['superEditor'], managerOrganizations: ['o1'] }), workspace('expired'))).toBeNull();
    expect(subscriptionNoticeFor(user({ managerOrganizations: ['o1'] }), workspace('active'))).toBeNull();
  });
});
