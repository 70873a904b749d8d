import type { AuthProvider } from '@refinedev/core';

import { reactionFor, toAppError } from '@/errors/normalize-error';
import { restRequest } from '@/providers/data/http';

import { CurrentUser, loadCurrentUser } from './current-user';
import { leaveForSignin } from './signin-redirect';
import { currentSession } from './token-store';

export type { CurrentUser };

export type LogoutParams = { everywhere?: boolean };

/** Refine's auth provider: signing in happens on the sign-in service, so there is no login here. */
export const authProvider: AuthProvider = {
  login: async () => ({ success: false }),

  check: async () => (currentSession() ? { authenticated: true } : { authenticated: false, logout: true }),

  logout: async (params?: LogoutParams) => {
    try {
      await restRequest('POST', `/api/v1/auth/logout${params?.everywhere ? '?endAllSessions=true' : ''}`);
    } finally {
      leaveForSignin('/');
    }
    return { success: true };
  },

  onError: async (error: unknown) => (reactionFor(toAppError(error)) === 'signOut' ? { logout: true } : {}),

  getIdentity: (): Promise<CurrentUser | null> => loadCurrentUser(),

  getPermissions: (): Promise<CurrentUser | null> => loadCurrentUser(),
};
