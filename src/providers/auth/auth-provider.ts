import type { AuthProvider } from '@refinedev/core';

import { reactionFor, toAppError } from '@/errors/normalize-error';
import type { CurrentUserQuery } from '@/graphql/types';
import { graphqlClient } from '@/providers/data';
import { restRequest } from '@/providers/data/http';

import { CURRENT_USER_QUERY } from './queries';
import { leaveForSignin } from './signin-redirect';
import { currentSession } from './token-store';

export type CurrentUser = CurrentUserQuery['me'];

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

  getIdentity: async (): Promise<CurrentUser | null> => {
    if (!currentSession()) return null;
    const answer = await graphqlClient.request<CurrentUserQuery>(CURRENT_USER_QUERY);
    return answer.me;
  },

  getPermissions: async () => (currentSession() ? (await graphqlClient.request<CurrentUserQuery>(CURRENT_USER_QUERY)).me : null),
};
