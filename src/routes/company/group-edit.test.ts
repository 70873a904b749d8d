import { canEditMembersManually } from '@shared/group-rules';
import { describe, expect, it } from 'vitest';

import { manualEditBlock, readInviteInput, suggestionText } from './group-edit';

const ordinary = { companyType: 'others', tags: [] as string[], forbidManualEdit: false };

describe('manualEditBlock', () => {
  it('names no reason for an ordinary group, where the shared rule allows manual edits', () => {
    expect(manualEditBlock(ordinary)).toBeNull();
    expect(canEditMembersManually(ordinary)).toBe(true);
  });

  it('names the reason whenever the shared rule forbids manual edits', () => {
    const cases = [
      [{ ...ordinary, companyType: 'test' }, 'testOrPublic'],
      [{ ...ordinary, companyType: 'public' }, 'testOrPublic'],
      [{ ...ordinary, tags: ['everyone'] }, 'everyone'],
      [{ ...ordinary, forbidManualEdit: true }, 'forbidManualEdit'],
    ] as const;
    for (const [group, reason] of cases) {
      expect(manualEditBlock(group)).toBe(reason);
      expect(canEditMembersManually(group)).toBe(false);
    }
  });
});

describe('readInviteInput', () => {
  it('ignores empty and blank text', () => {
    expect(readInviteInput('')).toEqual({ kind: 'empty' });
    expect(readInviteInput('   ')).toEqual({ kind: 'empty' });
  });

  it('trims a valid e-mail', () => {
    expect(readInviteInput('  curator@demo.test ')).toEqual({ kind: 'valid', email: 'curator@demo.test' });
  });

  it('flags text that is not an e-mail', () => {
    expect(readInviteInput('not-an-email')).toEqual({ kind: 'invalid', text: 'not-an-email' });
    expect(readInviteInput('a@b')).toEqual({ kind: 'invalid', text: 'a@b' });
  });
});

describe('suggestionText', () => {
  it('asks nothing below 3 trimmed characters', () => {
    expect(suggestionText('ab')).toBeNull();
    expect(suggestionText('  ab  ')).toBeNull();
  });

  it('asks with the trimmed text from 3 characters', () => {
    expect(suggestionText(' abc ')).toBe('abc');
  });
});
