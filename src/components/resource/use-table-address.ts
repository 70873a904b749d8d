import { useCallback } from 'react';

import { useSearchParams } from 'react-router';

import { decodeTableState, encodeTableState, TableState } from './table-logic';

/**
 * A table's page, rows, sorting, filters and search in the address under its own key, so
 * several tables share a page and each survives a reload or a shared link.
 */
export const useTableAddress = (tableId: string) => {
  const [searchParams, setSearchParams] = useSearchParams();
  const initial = decodeTableState(searchParams.get(tableId));
  const save = useCallback(
    (state: TableState) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set(tableId, encodeTableState(state));
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setSearchParams, tableId],
  );
  return { initial, save };
};
