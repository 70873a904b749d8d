import { useEffect } from 'react';

import { INACTIVITY_REASON_CODE, USER_LOGGED_OUT_STATUS } from '@shared/constants';
import { useInvalidateAuthStore } from '@refinedev/core';
import { print } from 'graphql';

import { AuthChangesDocument, UserChangesDocument } from '@/graphql/types';
import type { AuthChangesSubscription, UserChangesSubscription } from '@/graphql/types';
import { liveClient } from '@/providers/data';

import { forgetCurrentUser } from './current-user';
import { endSession, promptRelogin } from './session-end';
import { liveSink } from '@/providers/live/live-sink';

/**
 * Listens on the live channel for the end of this session (logout here or elsewhere, logout
 * everywhere, inactivity) and for changes of the user's roles, which refresh the role gates.
 */
export const useSessionEvents = (userId: string | undefined): void => {
  const invalidateAuthStore = useInvalidateAuthStore();

  useEffect(() => {
    if (!userId) return undefined;
    const stopAuthChanges = liveClient.subscribe<AuthChangesSubscription>(
      { query: print(AuthChangesDocument) },
      liveSink('session events', ({ data }) => {
        const change = data?.listenToAuthChanges;
        if (change?.status !== USER_LOGGED_OUT_STATUS) return;
        if (change.reasonCode === INACTIVITY_REASON_CODE) promptRelogin();
        else endSession();
      }),
    );
    const stopUserChanges = liveClient.subscribe<UserChangesSubscription>(
      { query: print(UserChangesDocument), variables: { userId } },
      liveSink('account changes', () => {
        forgetCurrentUser();
        void invalidateAuthStore();
      }),
    );
    return () => {
      stopAuthChanges();
      stopUserChanges();
    };
  }, [userId, invalidateAuthStore]);
};
