import { useCallback, useRef } from 'react';

import { useNavigate, useSearchParams } from 'react-router';

import { decodeTableState, encodeTableState, TableState } from './table-logic';

/**
 * A table's page, rows, sorting, filters and search in the address under its own key, so
 * several tables share a page and each survives a reload or a shared link. The rest of the
 * address (other tables' keys, the page's #section) is kept as it is.
 */
export const useTableAddress = (tableId: string) => {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const initial = decodeTableState(searchParams.get(tableId));
  const saved = useRef(false);
  const save = useCallback(
    (state: TableState) => {
      // Read at call time: a table saves from effects, after other code may have changed the address.
      const next = new URLSearchParams(window.location.search);
      // The first save is the state the table opened with: an address without the table's key
      // already means it, and writing it would re-render the whole page once more after its data
      // arrived (issue 31: commits per page load).
      const first = !saved.current;
      saved.current = true;
      if (first && !next.has(tableId)) return;
      const encoded = encodeTableState(state);
      if (next.get(tableId) === encoded) return;
      next.set(tableId, encoded);
      void navigate({ search: `?${next.toString()}`, hash: window.location.hash }, { replace: true, preventScrollReset: true });
    },
    [navigate, tableId],
  );
  return { initial, save };
};
