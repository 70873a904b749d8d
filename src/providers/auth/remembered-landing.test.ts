import { describe, expect, it } from 'vitest';

import { LANDING_STORAGE_KEY, rememberedLanding, rememberLanding } from './remembered-landing';

const memoryStorage = () => {
  const values = new Map<string, string>();
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) };
};

describe('the remembered landing', () => {
  it('gives back the page the landing last sent this user to, without its query or hash', () => {
    const storage = memoryStorage();
    rememberLanding('user-agent', '/organization/org-acme/company/company-acme-sales?tab=learners#x', storage);
    expect(rememberedLanding('user-agent', storage)).toBe('/organization/org-acme/company/company-acme-sales');
  });

  it("never guesses from another user's landing, nor without a user", () => {
    const storage = memoryStorage();
    rememberLanding('user-agent', '/welcome', storage);
    expect(rememberedLanding('user-manager', storage)).toBeNull();
    expect(rememberedLanding(undefined, storage)).toBeNull();
  });

  it('reads nothing from a damaged or foreign value', () => {
    const storage = memoryStorage();
    storage.setItem(LANDING_STORAGE_KEY, '{not json');
    expect(rememberedLanding('user-agent', storage)).toBeNull();
    storage.setItem(LANDING_STORAGE_KEY, JSON.stringify({ uid: 'user-agent', path: 'https://elsewhere.test/x' }));
    expect(rememberedLanding('user-agent', storage)).toBeNull();
  });

  it('keeps working when the storage refuses to write', () => {
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => rememberLanding('user-agent', '/welcome', refusing)).not.toThrow();
  });
});
