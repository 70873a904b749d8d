import { afterEach, describe, expect, it, vi } from 'vitest';

import { TokenService } from '../../server/src/auth/token.service';
import type { AppConfig } from '../../server/src/config/app-config';

/*
 * TokenService remembers tokens it verified (token.service.ts): a remembered token must answer as
 * jsonwebtoken would, expiry included, and remembering one must never let another token through.
 */
describe('verified tokens are remembered', () => {
  const tokens = new TokenService({ tokenSecret: 'token-cache-test-token-cache-test' } as AppConfig);
  const issue = (expiresInMs: number) =>
    tokens.sign({ userId: 'user-1', audience: 'dashboard', tokenId: 'session-1', expiresAt: new Date(Date.now() + expiresInMs) }).token;

  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers the same claims on every use', () => {
    const token = issue(60_000);
    const first = tokens.verify(token, 'dashboard');
    expect(first).toMatchObject({ sub: 'user-1', jti: 'session-1', aud: 'dashboard' });
    expect(tokens.verify(token, 'dashboard')).toEqual(first);
  });

  it('refuses a remembered token once it expires', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-01T00:00:00.500Z'));
    const token = issue(2_000);
    expect(tokens.verify(token, 'dashboard')).not.toBeNull();
    vi.setSystemTime(new Date('2026-01-01T00:00:01.999Z'));
    expect(tokens.verify(token, 'dashboard')).not.toBeNull();
    // exp is 00:00:02: from that second on the token is expired, as jsonwebtoken says.
    vi.setSystemTime(new Date('2026-01-01T00:00:02.000Z'));
    expect(tokens.verify(token, 'dashboard')).toBeNull();
    expect(tokens.verify(token, 'dashboard')).toBeNull();
  });

  it('refuses another audience, a changed signature and a changed payload of a remembered token', () => {
    const token = issue(60_000);
    expect(tokens.verify(token, 'dashboard')).not.toBeNull();
    expect(tokens.verify(token, 'signin')).toBeNull();
    const [header, payload, signature] = token.split('.');
    const otherSignature = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(tokens.verify(`${header}.${payload}.${otherSignature}`, 'dashboard')).toBeNull();
    const otherPayload = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: 'user-2' })).toString('base64url');
    expect(tokens.verify(`${header}.${otherPayload}.${signature}`, 'dashboard')).toBeNull();
    expect(tokens.verify(token, 'dashboard')).toMatchObject({ sub: 'user-1' });
  });

  it('hands out a copy: a caller changing its claims changes nothing for the next', () => {
    const token = issue(60_000);
    const claims = tokens.verify(token, 'dashboard');
    if (claims) claims.sub = 'someone-else';
    expect(tokens.verify(token, 'dashboard')?.sub).toBe('user-1');
  });
});
