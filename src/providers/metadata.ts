import { useCallback } from 'react';

import { useQuery, useQueryClient } from '@tanstack/react-query';

import { readGeneralMetadata, writeGeneralMetadata } from './general-metadata';

const METADATA_QUERY_KEY = ['user-metadata', 'general'];

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
