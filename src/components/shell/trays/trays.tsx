import { Suspense } from 'react';

import { useQueryClient } from '@tanstack/react-query';

import { lazyAntd } from '@/components/antd-scope/lazy-antd';
import { RemoveExportDocument, RemoveFileImportDocument } from '@/graphql/types';
import { runOperation } from '@/providers/data/graphql-operation';

import { removeLocalDownload, useLocalDownloads } from '@/providers/downloads/download-store';
import { TRAYS_QUERY_KEY, useTrays } from './use-trays';

/** The cards (antd Card, List, Progress) load with the first download or import, not with every page. */
const TrayCards = lazyAntd(() => import('./tray-cards').then((module) => module.TrayCards));

/** Download and file-import trays, bottom right (spec 01 §2); hidden while empty. */
export const Trays = () => {
  const queryClient = useQueryClient();
  const { data, isError } = useTrays();
  const localDownloads = useLocalDownloads();
  const downloads = [...localDownloads, ...(data?.myExports ?? [])];
  const imports = data?.myFileImports ?? [];
  const refresh = () => queryClient.invalidateQueries({ queryKey: TRAYS_QUERY_KEY });

  const removeDownload = async (exportId: string) => {
    if (exportId.startsWith('local-')) removeLocalDownload(exportId);
    else await runOperation(RemoveExportDocument, { exportId }).then(refresh);
  };
  const removeImport = (id: string) => runOperation(RemoveFileImportDocument, { id }).then(refresh);

  if (downloads.length === 0 && imports.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <TrayCards downloads={downloads} imports={imports} isError={isError} removeDownload={removeDownload} removeImport={removeImport} />
    </Suspense>
  );
};
