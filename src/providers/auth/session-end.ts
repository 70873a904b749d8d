import { useSyncExternalStore } from 'react';

import { leaveForSignin } from './signin-redirect';

/**
 * How a session ends in this tab. Normally the tab leaves for the sign-in page; after the
 * inactivity code it shows the 'please log in again' modal instead and waits for the user.
 */
let reloginPrompted = false;
const listeners = new Set<() => void>();

export const promptRelogin = (): void => {
  reloginPrompted = true;
  listeners.forEach((listener) => listener());
};

/** Signing in again comes back to the page the person was on (issue 29), not to the landing page. */
export const endSession = (): void => {
  if (!reloginPrompted) leaveForSignin();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useReloginPrompt = (): boolean => useSyncExternalStore(subscribe, () => reloginPrompted);
