import { describe, expect, it } from 'vitest';

import { isProfileDirty } from './profile-tab';

describe('profile form', () => {
  it('is dirty only when a name differs from the saved profile', () => {
    expect(isProfileDirty({ firstName: 'A', lastName: 'B' }, { firstName: 'A', lastName: 'B' })).toBe(false);
    expect(isProfileDirty({ firstName: 'A', lastName: 'B' }, { firstName: 'A', lastName: 'C' })).toBe(true);
  });
});

describe('failed save dialog', () => {
  it("uses the spec's sentences, not lower-case fragments (issue 29)", async () => {
    const english = (await import('../../../locales/en/account.json')).default;
    expect(english.saveError).toEqual({ title: 'Error', body: 'An error happened.', notSaved: 'First and last name were not saved.' });
  });
});
