import { SIGNIN_PAGE_PATH } from '@/config/api';
import { LANGUAGE_STORAGE_KEY } from '@/providers/language';

import { clearSession } from './token-store';

/**
 * The sign-in service's page, asked to come back to `returnTo` (the current page by default), in
 * the language chosen in the account settings; without one, the page follows the browser's, as
 * the dashboard does (i18n.ts pickLanguage).
 */
export const signinPageUrl = (returnTo = `${window.location.pathname}${window.location.search}${window.location.hash}`): string => {
  const language = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  const query = new URLSearchParams({ redirectTo: returnTo, ...(language ? { lang: language } : {}) });
  return `${SIGNIN_PAGE_PATH}?${query.toString()}`;
};

/** Drops the token and leaves for the sign-in service (a full page load: it is not an SPA route). */
export const leaveForSignin = (returnTo?: string): void => {
  clearSession();
  window.location.assign(signinPageUrl(returnTo));
};
