/**
 * The account the sign-in service says this browser is signed in with (continueAs on the sign-in
 * route). The account page compares it with the dashboard's user (spec 02 §2).
 */
const AUTO_AUTH_KEY = 'lumen.autoAuthEmail';

export const rememberAutoAuthEmail = (email: string): void => sessionStorage.setItem(AUTO_AUTH_KEY, email.trim().toLowerCase());
export const autoAuthEmail = (): string | null => sessionStorage.getItem(AUTO_AUTH_KEY);
export const forgetAutoAuthEmail = (): void => sessionStorage.removeItem(AUTO_AUTH_KEY);

/** The identity service's page, asked to continue as that account and to remember it. */
export const continueAsUrl = (email: string, redirectTo: string): string => {
  const query = new URLSearchParams({ redirectTo, continueAs: email, rememberMe: 'true', distinctId: crypto.randomUUID() });
  return `/signin?${query.toString()}`;
};
