import { describe, expect, it } from 'vitest';

import { isSameAccount, requestAccountSwitch, SWITCH_REQUEST_VALID_MS, takeAccountSwitchRequest } from './account-switch';

const memoryStorage = () => {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
};

const tokenFor = (sub: string): string => `header.${btoa(JSON.stringify({ sub, aud: 'x' })).replace(/=+$/, '')}.signature`;

const NOW = 1_800_000_000_000;

describe('an account switch', () => {
  it('counts as asked for once, and only for a short while', () => {
    const storage = memoryStorage();
    expect(takeAccountSwitchRequest(storage, NOW)).toBe(false);
    requestAccountSwitch(storage, NOW);
    expect(takeAccountSwitchRequest(storage, NOW + 1000)).toBe(true);
    expect(takeAccountSwitchRequest(storage, NOW + 2000)).toBe(false);
    requestAccountSwitch(storage, NOW);
    expect(takeAccountSwitchRequest(storage, NOW + SWITCH_REQUEST_VALID_MS)).toBe(false);
  });

  it('compares the users the tokens name', () => {
    expect(isSameAccount(tokenFor('user-a'), tokenFor('user-a'))).toBe(true);
    expect(isSameAccount(tokenFor('user-a'), tokenFor('user-b'))).toBe(false);
    expect(isSameAccount('not a token', tokenFor('user-a'))).toBe(false);
  });
});
