import { describe, expect, it } from 'vitest';

import { isProfileDirty } from './profile-tab';

describe('profile form', () => {
  it('is dirty only when a name differs from the saved profile', () => {
    expect(isProfileDirty({ firstName: 'A', lastName: 'B' }, { firstName: 'A', lastName: 'B' })).toBe(false);
    expect(isProfileDirty({ firstName: 'A', lastName: 'B' }, { firstName: 'A', lastName: 'C' })).toBe(true);
  });
});
