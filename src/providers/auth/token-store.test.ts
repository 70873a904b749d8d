import { describe, expect, it } from 'vitest';

import { rememberedLanding, rememberLanding } from './remembered-landing';
import {
  addressWithoutToken,
  clearSession,
  currentSession,
  safeRedirect,
  SESSION_STORAGE_KEY,
  sessionAtStartup,
  storeSession,
  subjectOf,
  tokenFromAddress,
} from './token-store';
import type { StoredSession } from './token-store';

const memoryStorage = () => {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
    values,
  };
};

const NOW = 1_800_000_000_000;

describe('token margins', () => {
  it('uses a token while more than 120 s remain, and drops it after', () => {
    const storage = memoryStorage();
    storeSession({ token: 't', tokenType: 'Bearer', expiresAt: NOW + 121_000 }, storage);
    expect(currentSession(storage, NOW)?.token).toBe('t');
    expect(currentSession(storage, NOW + 1_000)).toBeNull();
    expect(storage.values.has(SESSION_STORAGE_KEY)).toBe(false);
  });

  it('discards at start-up a token with less than 10 minutes left', () => {
    const storage = memoryStorage();
    storeSession({ token: 't', tokenType: 'Bearer', expiresAt: NOW + 9 * 60_000 }, storage);
    expect(sessionAtStartup(storage, NOW)).toBeNull();
    storeSession({ token: 't', tokenType: 'Bearer', expiresAt: NOW + 11 * 60_000 }, storage);
    expect(sessionAtStartup(storage, NOW)?.token).toBe('t');
  });

  it('ignores what is not a session', () => {
    const storage = memoryStorage();
    storage.setItem(SESSION_STORAGE_KEY, '{"token": 3}');
    expect(currentSession(storage, NOW)).toBeNull();
    storage.setItem(SESSION_STORAGE_KEY, 'not json');
    expect(currentSession(storage, NOW)).toBeNull();
  });
});

describe('the token in the address', () => {
  it('reads the sign-in route values and removes only the token ones', () => {
    const search = '?token_type=Bearer&access_token=abc&expires_at=123&redirectTo=%2Faccount&continueAs=a%40b.c';
    expect(tokenFromAddress(search)).toEqual({ tokenType: 'Bearer', accessToken: 'abc', expiresAt: 123, redirectTo: '/account', continueAs: 'a@b.c' });
    expect(addressWithoutToken(search)).toBe('?redirectTo=%2Faccount&continueAs=a%40b.c');
    expect(tokenFromAddress('?redirectTo=%2F')).toBeNull();
  });

  it('only follows same-site redirects, /home by default', () => {
    expect(safeRedirect('/organization/1#settings')).toBe('/organization/1#settings');
    expect(safeRedirect('//evil.example')).toBe('/home');
    expect(safeRedirect('https://evil.example')).toBe('/home');
    expect(safeRedirect(null)).toBe('/home');
  });
});

describe('the user a token names', () => {
  const tokenWith = (claims: object) => `e30.${btoa(JSON.stringify(claims)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}.signature`;
  const session = (token: string): StoredSession => ({ token, tokenType: 'Bearer', expiresAt: 0 });

  it('is the token’s sub, read from base64url', () => {
    expect(subjectOf(session(tokenWith({ sub: 'user-agent', name: '~~~???>>>' })))).toBe('user-agent');
  });

  it('is unknown for no session, a token that is not a JWT, or one without a text sub', () => {
    expect(subjectOf(null)).toBeUndefined();
    expect(subjectOf(session('opaque'))).toBeUndefined();
    expect(subjectOf(session('a.%%%.b'))).toBeUndefined();
    expect(subjectOf(session(tokenWith({ sub: 42 })))).toBeUndefined();
  });
});

describe('clearing the session', () => {
  it('also forgets where the landing last sent the user', () => {
    const storage = memoryStorage();
    storeSession({ token: 'a.b.c', tokenType: 'Bearer', expiresAt: NOW + 3_600_000 }, storage);
    rememberLanding('user-agent', '/organization/org-acme/company/company-acme-sales', storage);
    clearSession(storage);
    expect(storage.values.size).toBe(0);
    expect(rememberedLanding('user-agent', storage)).toBeNull();
  });
});
