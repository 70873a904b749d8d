import { useEffect } from 'react';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { print } from 'graphql';

import type { ExportChangedSubscription, FileImportChangedSubscription, TraysQuery } from '@/graphql/types';
import { liveClient } from '@/providers/data';
import { runOperation } from '@/providers/data/graphql-operation';

import { EXPORT_CHANGED_SUBSCRIPTION, FILE_IMPORT_CHANGED_SUBSCRIPTION, TRAYS_QUERY } from './queries';

export const TRAYS_QUERY_KEY = ['trays'];

/** Puts a changed item at the top of its list, replacing the old version of it. */
export const upsertItem = <Item>(items: Item[], item: Item, idOf: (item: Item) => string): Item[] => [
  item,
  ...items.filter((existing) => idOf(existing) !== idOf(item)),
];

/** The user's exports and imports, kept current from the live channel. */
export const useTrays = () => {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: TRAYS_QUERY_KEY, queryFn: () => runOperation<TraysQuery>(TRAYS_QUERY) });

  useEffect(() => {
    const patch = (change: (data: TraysQuery) => TraysQuery) => queryClient.setQueryData<TraysQuery>(TRAYS_QUERY_KEY, (data) => (data ? change(data) : data));
    const stopExports = liveClient.subscribe<ExportChangedSubscription>(
      { query: print(EXPORT_CHANGED_SUBSCRIPTION) },
      {
        next: ({ data }) => {
          const item = data?.exportChanged;
          if (item) patch((current) => ({ ...current, myExports: upsertItem(current.myExports, item, (entry) => entry.exportId) }));
        },
        error: () => undefined,
        complete: () => undefined,
      },
    );
    const stopImports = liveClient.subscribe<FileImportChangedSubscription>(
      { query: print(FILE_IMPORT_CHANGED_SUBSCRIPTION) },
      {
        next: ({ data }) => {
          const item = data?.fileImportChanged;
          if (item) patch((current) => ({ ...current, myFileImports: upsertItem(current.myFileImports, item, (entry) => entry.id) }));
        },
        error: () => undefined,
        complete: () => undefined,
      },
    );
    return () => {
      stopExports();
      stopImports();
    };
  }, [queryClient]);

  return query;
};
