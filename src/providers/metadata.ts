import { useCallback } from 'react';

import { useQuery, useQueryClient } from '@tanstack/react-query';

import { restRequest } from '@/providers/data/http';

/** The user's `general` metadata store (table settings, what's-new marker, dismissed banners). */
export type GeneralMetadata = {
  settings?: { table?: Record<string, { rowsPerPage?: number; hiddenFields?: string }>; currentLanguage?: string };
  lumenUpdates?: { lastSeen?: string };
  dismissedBanners?: Record<string, string>;
  features?: Record<string, { firstSeen?: string }>;
  [key: string]: unknown;
};

const METADATA_QUERY_KEY = ['user-metadata', 'general'];

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
  preloaded = fetchGeneralMetadata();
  // Nobody may read it (a page without tables); its reader, if any, receives the failure.
  preloaded.catch(() => undefined);
};

export const readGeneralMetadata = (): Promise<GeneralMetadata> => {
  const answer = preloaded ?? fetchGeneralMetadata();
  preloaded = null;
  return answer;
};

/** PUT /api/v1/user/metadata/general with a path key ("settings/table/users/rowsPerPage") and a value. */
export const writeGeneralMetadata = async (key: string, value: unknown): Promise<GeneralMetadata> =>
  (await restRequest<{ general: GeneralMetadata }>('PUT', '/api/v1/user/metadata/general', { key, value })).general;

/** The metadata, cached for the session; writing updates the cache with the server's answer. */
export const useGeneralMetadata = () => {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: METADATA_QUERY_KEY, queryFn: readGeneralMetadata, staleTime: Number.POSITIVE_INFINITY });
  const write = useCallback(
    async (key: string, value: unknown) => {
      const updated = await writeGeneralMetadata(key, value);
      queryClient.setQueryData(METADATA_QUERY_KEY, updated);
      return updated;
    },
    [queryClient],
  );
  return { metadata: query.data, isLoading: query.isLoading, write };
};
