import { restRequest } from '@/providers/data/http';

/**
 * The user's `general` metadata store (table settings, what's-new marker, dismissed banners). Its
 * requests are here, without React, so start-up (src/boot.ts) asks for it before the app's code
 * has arrived; the hook over it is in metadata.ts.
 */
export type GeneralMetadata = {
  settings?: { table?: Record<string, { rowsPerPage?: number; hiddenFields?: string }>; currentLanguage?: string };
  lumenUpdates?: { lastSeen?: string };
  dismissedBanners?: Record<string, string>;
  features?: Record<string, { firstSeen?: string }>;
  [key: string]: unknown;
};

const fetchGeneralMetadata = async (): Promise<GeneralMetadata> =>
  (await restRequest<{ general: GeneralMetadata }>('GET', '/api/v1/user/metadata/general')).general;

/** The request started at start-up (preloadGeneralMetadata), until the first reader takes it. */
let preloaded: Promise<GeneralMetadata> | null = null;

/**
 * Starts reading the metadata now, beside the identity: every table waits for its rows per page
 * from it, so asking only once the shell has rendered put each table's rows a round trip later
 * (issue 31, the request waterfall). Call it only with a session.
 */
export const preloadGeneralMetadata = (): void => {
  if (preloaded) return;
  preloaded = fetchGeneralMetadata();
  // Its reader, if any, receives the failure and shows it; a page without tables may have none.
  preloaded.catch((error: unknown) => console.warn('The user metadata will be asked for again', error));
};

export const readGeneralMetadata = (): Promise<GeneralMetadata> => {
  const answer = preloaded ?? fetchGeneralMetadata();
  preloaded = null;
  return answer;
};

/** PUT /api/v1/user/metadata/general with a path key ("settings/table/users/rowsPerPage") and a value. */
export const writeGeneralMetadata = async (key: string, value: unknown): Promise<GeneralMetadata> =>
  (await restRequest<{ general: GeneralMetadata }>('PUT', '/api/v1/user/metadata/general', { key, value })).general;
