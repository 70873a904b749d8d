import { emptyRoleSubject } from '@shared/roles';
import { describe, expect, it } from 'vitest';

import { roleFingerprint } from './role-fingerprint';

describe('role fingerprint', () => {
  const person = { ...emptyRoleSubject('u'), managerOrganizations: ['org-a', 'org-b'], agentCompanies: ['company-a'] };

  it('changes when a role is granted or taken, in any workspace or group', () => {
    expect(roleFingerprint({ ...person, managerOrganizations: ['org-a'] })).not.toBe(roleFingerprint(person));
    expect(roleFingerprint({ ...person, memberOfOrganizations: ['org-c'] })).not.toBe(roleFingerprint(person));
    expect(roleFingerprint({ ...person, agentCompanies: [] })).not.toBe(roleFingerprint(person));
    // The same ids under another role are another fingerprint.
    expect(roleFingerprint({ ...person, managerOrganizations: [], partnerOrganizations: ['org-a', 'org-b'] })).not.toBe(roleFingerprint(person));
  });

  it('stays the same when only the order of the lists differs', () => {
    expect(roleFingerprint({ ...person, managerOrganizations: ['org-b', 'org-a'] })).toBe(roleFingerprint(person));
  });
});
