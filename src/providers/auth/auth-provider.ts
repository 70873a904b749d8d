import type { AuthProvider } from '@refinedev/core';

import { reactionFor, toAppError } from '@/errors/normalize-error';
import { restRequest } from '@/providers/data/http';

import { CurrentUser, loadCurrentUser } from './current-user';
import { leaveForSignin } from './signin-redirect';
import { currentSession } from './token-store';

export type { CurrentUser };

/** `redirectPath` is Refine's: the page to come back to after signing in again (a session the server ended). */
export type LogoutParams = { everywhere?: boolean; redirectPath?: string };

const currentPage = (): string => `${window.location.pathname}${window.location.search}${window.location.hash}`;

/** Refine's auth provider: signing in happens on the sign-in service, so there is no login here. */
export const authProvider: AuthProvider = {
  login: async () => ({ success: false }),

  check: async () => (currentSession() ? { authenticated: true } : { authenticated: false, logout: true }),

  logout: async (params?: LogoutParams) => {
    try {
      await restRequest('POST', `/api/v1/auth/logout${params?.everywhere ? '?endAllSessions=true' : ''}`);
    } finally {
      leaveForSignin(params?.redirectPath ?? '/');
    }
    return { success: true };
  },

  // Signed out by the server (401, UNAUTHENTICATED): signing in again returns to this page.
  onError: async (error: unknown) => (reactionFor(toAppError(error)) === 'signOut' ? { logout: true, redirectTo: currentPage() } : {}),

  getIdentity: (): Promise<CurrentUser | null> => loadCurrentUser(),

  getPermissions: (): Promise<CurrentUser | null> => loadCurrentUser(),
};
