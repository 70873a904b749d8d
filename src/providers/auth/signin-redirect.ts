import { SIGNIN_PAGE_PATH } from '@/config/api';

import { clearSession } from './token-store';

/** The sign-in service's page, asked to come back to `returnTo` (the current page by default). */
export const signinPageUrl = (returnTo = `${window.location.pathname}${window.location.search}${window.location.hash}`): string => {
  const query = new URLSearchParams({ redirectTo: returnTo });
  return `${SIGNIN_PAGE_PATH}?${query.toString()}`;
};

/** Drops the token and leaves for the sign-in service (a full page load: it is not an SPA route). */
export const leaveForSignin = (returnTo?: string): void => {
  clearSession();
  window.location.assign(signinPageUrl(returnTo));
};
