import { TOKEN_REFRESH_MARGIN_MS, TOKEN_STARTUP_DISCARD_MARGIN_MS } from '@shared/constants';

import { LANDING_STORAGE_KEY } from './remembered-landing';

/**
 * The one home of the session token: where it is kept, when it is still usable, and how it
 * arrives in the address from the sign-in service (spec 01 §2-§4, spec 02 §4).
 */
export type StoredSession = { token: string; tokenType: string; expiresAt: number; uid?: string; email?: string };

export const SESSION_STORAGE_KEY = 'lumen.session';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const isStoredSession = (value: unknown): value is StoredSession => {
  const session = value as StoredSession | null;
  return !!session && typeof session.token === 'string' && typeof session.tokenType === 'string' && typeof session.expiresAt === 'number';
};

const read = (storage: KeyValueStorage): StoredSession | null => {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(SESSION_STORAGE_KEY) ?? 'null');
    return isStoredSession(parsed) ? parsed : null;
  } catch {
    return null;
  }
};

/** A token is used while more than 120 s of it remain. */
export const isUsable = (session: StoredSession, now: number): boolean => session.expiresAt - now > TOKEN_REFRESH_MARGIN_MS;

/** The session to use now, or null (expired or missing tokens are removed). */
export const currentSession = (storage: KeyValueStorage = localStorage, now = Date.now()): StoredSession | null => {
  const session = read(storage);
  if (session && isUsable(session, now)) return session;
  if (session) storage.removeItem(SESSION_STORAGE_KEY);
  return null;
};

/** At start-up a token with less than 10 minutes left is dropped, so a session never dies mid-task. */
export const sessionAtStartup = (storage: KeyValueStorage = localStorage, now = Date.now()): StoredSession | null => {
  const session = read(storage);
  if (session && session.expiresAt - now > TOKEN_STARTUP_DISCARD_MARGIN_MS) return session;
  if (session) storage.removeItem(SESSION_STORAGE_KEY);
  return null;
};

export const storeSession = (session: StoredSession, storage: KeyValueStorage = localStorage): void => {
  storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
};

/** Also forgets where the landing last sent this user: a signed-out browser keeps nothing of them. */
export const clearSession = (storage: KeyValueStorage = localStorage): void => {
  storage.removeItem(SESSION_STORAGE_KEY);
  storage.removeItem(LANDING_STORAGE_KEY);
};

/**
 * The user a stored token names (its `sub`), read without checking the signature: a hint for what
 * to fetch early (the remembered landing), never a decision; the server checks every request.
 */
export const subjectOf = (session: StoredSession | null): string | undefined => {
  const payload = session?.token.split('.')[1];
  if (!payload) return undefined;
  try {
    const claims: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    const subject = (claims as { sub?: unknown } | null)?.sub;
    return typeof subject === 'string' ? subject : undefined;
  } catch {
    return undefined;
  }
};

export const authorizationHeader = (session: StoredSession): string => `${session.tokenType} ${session.token}`;

/** The values the sign-in service puts in the address of the sign-in route. */
export type AddressToken = {
  tokenType: string;
  accessToken: string;
  expiresAt: number;
  redirectTo: string | null;
  continueAs: string | null;
};

export const tokenFromAddress = (search: string): AddressToken | null => {
  const query = new URLSearchParams(search);
  const accessToken = query.get('access_token');
  if (!accessToken) return null;
  return {
    tokenType: query.get('token_type') ?? 'Bearer',
    accessToken,
    expiresAt: Number(query.get('expires_at') ?? 0),
    redirectTo: query.get('redirectTo'),
    continueAs: query.get('continueAs'),
  };
};

/** Removes the token values from the address so they are neither bookmarked nor shared. */
export const addressWithoutToken = (search: string): string => {
  const query = new URLSearchParams(search);
  for (const key of ['token_type', 'access_token', 'expires_at']) query.delete(key);
  const rest = query.toString();
  return rest ? `?${rest}` : '';
};

/** Only same-site paths are followed after signing in. */
export const safeRedirect = (value: string | null | undefined, fallback = '/home'): string =>
  value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : fallback;
