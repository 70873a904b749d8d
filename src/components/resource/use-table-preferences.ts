import { useCallback } from 'react';

import { useGeneralMetadata } from '@/providers/metadata';

import { DEFAULT_PAGE_SIZE, formatHiddenFields, PAGE_SIZES, parseHiddenFields } from './table-logic';

/** Rows per page and hidden columns, remembered per table in user metadata (spec 01 §3). */
export const useTablePreferences = (tableId: string) => {
  const { metadata, isLoading, write } = useGeneralMetadata();
  const saved = metadata?.settings?.table?.[tableId];
  const pageSize = (PAGE_SIZES as readonly number[]).includes(Number(saved?.rowsPerPage)) ? Number(saved?.rowsPerPage) : DEFAULT_PAGE_SIZE;
  const hiddenFields = parseHiddenFields(saved?.hiddenFields);
  const savePageSize = useCallback((size: number) => write(`settings/table/${tableId}/rowsPerPage`, size), [tableId, write]);
  const saveHiddenFields = useCallback((fields: string[]) => write(`settings/table/${tableId}/hiddenFields`, formatHiddenFields(fields)), [tableId, write]);
  return { loaded: !isLoading, pageSize, hiddenFields, savePageSize, saveHiddenFields };
};
