import { afterEach, describe, expect, it, vi } from 'vitest';

import { authProvider } from './auth-provider';
import { endSession } from './session-end';

/** Where the tab was sent: the sign-in page's address, read back for its redirectTo. */
const redirectOf = (assign: ReturnType<typeof vi.fn>): string | null => {
  const address = String(assign.mock.calls.at(-1)?.[0] ?? '');
  return new URL(address, 'http://localhost').searchParams.get('redirectTo');
};

const stubLocation = (path: string) => {
  window.history.replaceState(null, '', path);
  const assign = vi.fn();
  vi.spyOn(window, 'location', 'get').mockReturnValue({
    ...window.location,
    pathname: window.location.pathname,
    search: window.location.search,
    hash: window.location.hash,
    assign,
  });
  return assign;
};

afterEach(() => vi.restoreAllMocks());

describe('a session the server ended', () => {
  it('sends the tab to sign in again with the page it was on (issue 29)', () => {
    const assign = stubLocation('/organization/org-acme?upgrade=true#settings');
    endSession();
    expect(redirectOf(assign)).toBe('/organization/org-acme?upgrade=true#settings');
  });

  it('keeps the page when an unauthenticated answer signs the tab out', async () => {
    const assign = stubLocation('/organization/org-acme/company/company-acme-sales');
    const reaction = await authProvider.onError({ statusCode: 401, message: 'Not logged in' });
    expect(reaction.logout).toBe(true);
    expect(reaction.redirectTo).toBe('/organization/org-acme/company/company-acme-sales');
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status: 200 }));
    await authProvider.logout({ redirectPath: reaction.redirectTo });
    expect(redirectOf(assign)).toBe('/organization/org-acme/company/company-acme-sales');
  });
});
