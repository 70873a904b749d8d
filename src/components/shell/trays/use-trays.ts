import { useEffect } from 'react';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { print } from 'graphql';

import { ExportChangedDocument, FileImportChangedDocument, TraysDocument } from '@/graphql/types';
import type { ExportChangedSubscription, FileImportChangedSubscription, TraysQuery } from '@/graphql/types';
import { liveClient } from '@/providers/data';
import { runOperation } from '@/providers/data/graphql-operation';
import { liveSink } from '@/providers/live/live-sink';
import { useAfterFirstPage } from '@/providers/startup/after-first-page';

export const TRAYS_QUERY_KEY = ['trays'];

/** Puts a changed item at the top of its list, replacing the old version of it. */
export const upsertItem = <Item>(items: Item[], item: Item, idOf: (item: Item) => string): Item[] => [
  item,
  ...items.filter((existing) => idOf(existing) !== idOf(item)),
];

/** The user's exports and imports, kept current from the live channel. */
export const useTrays = () => {
  const queryClient = useQueryClient();
  // The trays' items are read once the page has rendered (after-first-page.ts); changes come live.
  const query = useQuery({ queryKey: TRAYS_QUERY_KEY, queryFn: () => runOperation(TraysDocument), enabled: useAfterFirstPage() });

  useEffect(() => {
    const patch = (change: (data: TraysQuery) => TraysQuery) => queryClient.setQueryData<TraysQuery>(TRAYS_QUERY_KEY, (data) => (data ? change(data) : data));
    const stopExports = liveClient.subscribe<ExportChangedSubscription>(
      { query: print(ExportChangedDocument) },
      liveSink('export tray', ({ data }) => {
        const item = data?.exportChanged;
        if (item) patch((current) => ({ ...current, myExports: upsertItem(current.myExports, item, (entry) => entry.exportId) }));
      }),
    );
    const stopImports = liveClient.subscribe<FileImportChangedSubscription>(
      { query: print(FileImportChangedDocument) },
      liveSink('file import tray', ({ data }) => {
        const item = data?.fileImportChanged;
        if (item) patch((current) => ({ ...current, myFileImports: upsertItem(current.myFileImports, item, (entry) => entry.id) }));
      }),
    );
    return () => {
      stopExports();
      stopImports();
    };
  }, [queryClient]);

  return query;
};
