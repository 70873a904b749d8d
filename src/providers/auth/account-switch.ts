import { readTokenClaims } from './jwt';

/**
 * Session fixation: a link to the sign-in route with someone else's token must not silently
 * replace the session this browser holds. The sign-in route asks, unless this tab asked for the
 * switch itself (the account page's "Continue as") a moment ago.
 */
const SWITCH_REQUEST_KEY = 'lumen.accountSwitchRequestedAt';
export const SWITCH_REQUEST_VALID_MS = 10 * 60_000;

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Called when the user chooses to continue as another account. */
export const requestAccountSwitch = (storage: KeyValueStorage = sessionStorage, now = Date.now()): void => {
  storage.setItem(SWITCH_REQUEST_KEY, String(now));
};

/** Whether this tab asked for a switch recently; the request is used up either way. */
export const takeAccountSwitchRequest = (storage: KeyValueStorage = sessionStorage, now = Date.now()): boolean => {
  const requestedAt = Number(storage.getItem(SWITCH_REQUEST_KEY));
  storage.removeItem(SWITCH_REQUEST_KEY);
  return requestedAt > 0 && requestedAt <= now && now - requestedAt < SWITCH_REQUEST_VALID_MS;
};

/** Both tokens name the same user (the server verifies them; this only decides whether to ask). */
export const isSameAccount = (heldToken: string, incomingToken: string): boolean => {
  const held = readTokenClaims(heldToken)?.sub;
  return !!held && held === readTokenClaims(incomingToken)?.sub;
};
