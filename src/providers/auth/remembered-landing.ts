/**
 * Where the landing last sent this user (spec 01 §2's rules rarely change their answer between
 * visits). At start-up on `/`, boot.ts (from the page's list of route files) and main.tsx start
 * fetching that page's code beside the identity instead of after it (issue 31: on a phone a chunk fetched after the identity is another round trip). Only
 * code is fetched early: the landing still decides from the identity, and a wrong guess costs one
 * unused chunk. Kept per user, so a shared browser never guesses from someone else's landing, and
 * dropped with the session (token-store.ts clearSession).
 */
export const LANDING_STORAGE_KEY = 'lumen.lastLanding';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;
type Remembered = { uid: string; path: string };

export const rememberLanding = (uid: string, to: string, storage: KeyValueStorage = localStorage): void => {
  const path = new URL(to, 'http://landing.invalid').pathname;
  try {
    storage.setItem(LANDING_STORAGE_KEY, JSON.stringify({ uid, path } satisfies Remembered));
  } catch (error) {
    // A full or refused storage only loses the head start.
    console.warn('The landing could not be remembered', error);
  }
};

/** The page the landing last sent this user to, or null. */
export const rememberedLanding = (uid: string | undefined, storage: KeyValueStorage = localStorage): string | null => {
  if (!uid) return null;
  try {
    const remembered = JSON.parse(storage.getItem(LANDING_STORAGE_KEY) ?? 'null') as Partial<Remembered> | null;
    return remembered?.uid === uid && typeof remembered.path === 'string' && remembered.path.startsWith('/') ? remembered.path : null;
  } catch {
    return null;
  }
};

/** On the landing (`/`, `/home`), the page it is expected to send this user on to; elsewhere null. */
export const expectedOnwardFrom = (route: string | undefined, uid: string | undefined, storage: KeyValueStorage = localStorage): string | null =>
  route === 'landing' || route === 'home' ? rememberedLanding(uid, storage) : null;
