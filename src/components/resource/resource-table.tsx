import { ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';

import DownloadOutlined from '@ant-design/icons-svg/es/asn/DownloadOutlined';
import { BaseRecord, CrudFilter, useDataProvider, useTable } from '@refinedev/core';
import { useTranslation } from 'react-i18next';

import { PlainIcon } from '@/components/plain/plain-icon';
import { PlainButton } from '@/components/plain/plain-button';
import { pageCountOf } from '@/components/plain/pager-items';
import { PlainSearch } from '@/components/plain/plain-search';
import { PlainColumn, PlainTable } from '@/components/plain/plain-table';

import { useErrorNotification } from '@/errors/use-error-toast';
import { exactCountDataProvider } from '@/providers/data';
import { operationMeta, PermanentFilters, TableDeclaration } from '@/resources/declaration';

import { ColumnSettings } from './column-settings';
import { exportTableToCsv } from './csv-export';
import { RowDetailsHeader } from './row-details-header';
import { Cell } from './table-cells';
import { AppliedFilter, applyFilter, nextSortOrder, rowName, searchFilter, searchTerm, SELECTION_COLUMN_WIDTH, toCrudFilter } from './table-logic';
import { TableFilters } from './table-filters';
import { TablePager } from './table-pager';
import { useDebouncedSearch } from './use-debounced-search';
import { useTableAddress } from './use-table-address';
import { useTablePreferences } from './use-table-preferences';

type Props<Row extends BaseRecord> = {
  declaration: TableDeclaration<Row>;
  /** Filters this use of the table always adds (the group whose learners are listed). */
  permanentFilters?: PermanentFilters;
  /** Several filters at once, for workspaces with external user attributes (spec 01 §5). */
  allowSeveralFilters?: boolean;
  /** Extra columns this screen adds, typically row actions. */
  actionColumn?: (row: Row) => ReactNode;
  /** Bulk actions over the selected rows; selection shows when given. */
  selectionActions?: (selected: Row[], clear: () => void) => ReactNode;
  expandedRow?: (row: Row) => ReactNode;
  toolbar?: ReactNode;
  /** Columns that say nothing where the table stands (the workspace column inside a workspace). */
  omitColumns?: string[];
  /** The page's workspace, which scopes the options of reference filters. */
  workspaceId?: string;
  /** Hears the search the table applies (null: none), for a screen acting on every row it finds. */
  onSearchChange?: (term: string | null) => void;
};

/**
 * The table every list of the dashboard is: search, filters, sorting, paging, columns, selection,
 * CSV. Drawn with plain elements (components/plain), so a table page needs no antd (issue 31);
 * what opens from it (the Filter form, a row's dialog) loads antd then.
 */
export const ResourceTable = <Row extends BaseRecord>(props: Props<Row>) => {
  const { t } = useTranslation('resources');
  const preferences = useTablePreferences(props.declaration.tableId);
  // Rows per page come from the user's settings, so the table starts once they are known.
  return preferences.loaded ? (
    <LoadedTable {...props} preferences={preferences} />
  ) : (
    <PlainTable columns={[]} rows={[]} rowKey={String} loading loadingLabel={t('table.loading')} emptyText={null} />
  );
};

const LoadedTable = <Row extends BaseRecord>({
  declaration,
  permanentFilters = [],
  allowSeveralFilters = false,
  actionColumn,
  selectionActions,
  expandedRow,
  toolbar,
  omitColumns = [],
  workspaceId,
  onSearchChange,
  preferences,
}: Props<Row> & { preferences: ReturnType<typeof useTablePreferences> }) => {
  const { t } = useTranslation('resources');
  const notificationFor = useErrorNotification();
  const getDataProvider = useDataProvider();
  const address = useTableAddress(declaration.tableId);
  const [appliedFilters, setAppliedFilters] = useState<AppliedFilter[]>(address.initial.filters ?? []);
  const [search, setSearch] = useState<string | null>(searchTerm(address.initial.search ?? ''));
  const [selected, setSelected] = useState<Row[]>([]);
  const [exporting, setExporting] = useState(false);
  // Past COUNT_LIMIT the server stops counting; "Count all" asks it for the exact figure once.
  const [exactTotal, setExactTotal] = useState<number | null>(null);
  const [counting, setCounting] = useState(false);

  const crudFilters = useMemo(
    (): CrudFilter[] => [
      ...appliedFilters.map((filter) =>
        toCrudFilter(
          filter,
          declaration.filters?.find((item) => item.field === filter.field),
        ),
      ),
      ...[searchFilter(declaration.searchField, search)].filter((filter): filter is CrudFilter => !!filter),
    ],
    [appliedFilters, declaration.filters, declaration.searchField, search],
  );

  const { tableQuery, setFilters, currentPage, setCurrentPage, pageSize, setPageSize, sorters, setSorters } = useTable<Row>({
    resource: declaration.resource,
    syncWithLocation: false,
    pagination: { currentPage: address.initial.page ?? 1, pageSize: address.initial.pageSize ?? preferences.pageSize, mode: 'server' },
    sorters: { initial: address.initial.sorters?.length ? address.initial.sorters : declaration.defaultSorters },
    filters: { permanent: permanentFilters, initial: crudFilters, defaultBehavior: 'replace' },
    meta: operationMeta(declaration.document, declaration.fields),
    errorNotification: notificationFor,
  });

  // A new search or filter starts again from page 1; the first render's filters are already the
  // table's own (from the address), so re-applying them would refetch and lose the stored page.
  const shownFilters = useRef(crudFilters);
  useEffect(() => {
    if (shownFilters.current === crudFilters) return;
    shownFilters.current = crudFilters;
    setExactTotal(null);
    setFilters(crudFilters, 'replace');
    setCurrentPage(1);
  }, [crudFilters, setFilters, setCurrentPage]);

  useEffect(() => {
    address.save({ page: currentPage, pageSize, sorters, filters: appliedFilters, search: search ?? '' });
    // The address follows the table; saving is idempotent.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [currentPage, pageSize, sorters, appliedFilters, search]);

  const applySearch = useCallback((term: string | null) => setSearch(term), []);
  useEffect(() => onSearchChange?.(search), [onSearchChange, search]);
  const searchBox = useDebouncedSearch(address.initial.search ?? '', applySearch);

  const declaredColumns = declaration.columns.filter((column) => !omitColumns.includes(column.key));
  const hideable = declaredColumns.filter((column) => column.hideable !== false);
  const columns: Array<PlainColumn<Row>> = [
    ...declaredColumns
      .filter((column) => !preferences.hiddenFields.includes(column.key))
      .map((column): PlainColumn<Row> => ({
        key: column.key,
        title: t(column.title),
        width: column.width,
        sortable: column.sortable,
        sortOrder: sorters.find((item) => item.field === column.key)?.order ?? null,
        render: (row) =>
          column.render ? (
            column.render(row)
          ) : (
            <Cell kind={column.kind} value={column.value ? column.value(row) : row[column.key]} link={column.link?.(row)} labels={column.labels} />
          ),
      })),
    ...(actionColumn ? [{ key: 'actions', title: t('table.actions'), render: actionColumn }] : []),
  ];
  // Sorting by a header goes none → ascending → descending → none, one column at a time (antd's way).
  const sortBy = (field: string) => {
    const order = nextSortOrder(sorters.find((item) => item.field === field)?.order);
    setSorters(order ? [{ field, order }] : []);
  };

  // A search or filter that matches nothing says so, with the way back, rather than "No learners yet.".
  const narrowed = appliedFilters.length > 0 || search !== null;
  const clearNarrowing = () => {
    searchBox.clear();
    setAppliedFilters([]);
  };
  const emptyText = tableQuery.isError ? (
    t('table.error')
  ) : narrowed ? (
    <div className="plain-column" style={{ alignItems: 'center' }} data-testid="table-no-match">
      {t('table.noMatch')}
      <PlainButton onClick={clearNarrowing} data-testid="table-clear-narrowing">
        {t('table.clearNarrowing')}
      </PlainButton>
    </div>
  ) : (
    t(declaration.emptyText ?? 'table.noData')
  );

  const total = exactTotal ?? tableQuery.data?.total ?? 0;
  const changePageSize = (size: number) => {
    setPageSize(size);
    setCurrentPage((page) => Math.min(page, pageCountOf(total, size)));
    void preferences.savePageSize(size);
  };

  const countAll = async () => {
    setCounting(true);
    try {
      const result = await exactCountDataProvider.getList<Row>({
        resource: declaration.resource,
        pagination: { currentPage: 1, pageSize: 1, mode: 'server' },
        filters: [...permanentFilters, ...crudFilters],
        sorters: [],
        meta: operationMeta(declaration.document, declaration.fields),
      });
      setExactTotal(result.total);
    } finally {
      setCounting(false);
    }
  };

  const exportCsv = async () => {
    if (!declaration.csv) return;
    setExporting(true);
    try {
      await exportTableToCsv(getDataProvider(), {
        resource: declaration.resource,
        meta: operationMeta(declaration.document, declaration.fields),
        filters: [...permanentFilters, ...crudFilters],
        csv: declaration.csv,
      });
    } finally {
      setExporting(false);
    }
  };

  const rows = tableQuery.data?.data ?? [];
  const selectedKeys = useMemo(() => new Set(selected.map((row) => String(row.id))), [selected]);
  return (
    <div className="plain-column" data-testid={`table-${declaration.tableId}`}>
      <div className="plain-toolbar">
        <div className="plain-row">
          {declaration.searchField ? (
            <PlainSearch
              value={searchBox.text}
              onChange={searchBox.onChange}
              onEnter={searchBox.onEnter}
              placeholder={t('table.search')}
              clearLabel={t('table.clearSearch')}
              data-testid="table-search"
            />
          ) : null}
          {declaration.filters?.length ? (
            <TableFilters
              declarations={declaration.filters}
              applied={appliedFilters}
              onApply={(filter) => setAppliedFilters((current) => applyFilter(current, filter, allowSeveralFilters))}
              onRemove={(field) => setAppliedFilters((current) => current.filter((filter) => filter.field !== field))}
              workspaceId={workspaceId}
            />
          ) : null}
          {selectionActions && selected.length > 0 && selectionActions(selected, () => setSelected([]))}
        </div>
        <div className="plain-row">
          {toolbar}
          {declaration.csv && (
            <PlainButton
              icon={<PlainIcon definition={DownloadOutlined} aria-hidden />}
              loading={exporting}
              onClick={() => void exportCsv()}
              data-testid="export-csv"
            >
              {t('table.exportCsv')}
            </PlainButton>
          )}
          <ColumnSettings columns={hideable} hidden={preferences.hiddenFields} onChange={(hidden) => void preferences.saveHiddenFields(hidden)} />
        </div>
      </div>
      <PlainTable<Row>
        columns={columns}
        rows={rows}
        rowKey={(row) => String(row.id)}
        loading={tableQuery.isLoading}
        loadingLabel={t('table.loading')}
        emptyText={emptyText}
        onSort={sortBy}
        selection={
          selectionActions
            ? {
                width: SELECTION_COLUMN_WIDTH,
                selectedKeys,
                onChange: (row, on) => setSelected((current) => (on ? [...current, row] : current.filter((item) => item.id !== row.id))),
                onChangeAll: (pageRows, on) =>
                  setSelected((current) => [...current.filter((item) => !pageRows.some((row) => row.id === item.id)), ...(on ? pageRows : [])]),
                // Each checkbox is named after its row ("Select Ada Lovelace").
                rowLabel: (row) => t('table.selectRow', { name: rowName(row, declaration.nameField, declaredColumns[0]?.key) }),
                allLabel: t('table.selectAll'),
              }
            : undefined
        }
        expansion={
          expandedRow
            ? { render: expandedRow, header: <RowDetailsHeader />, expandLabel: t('table.expandRow'), collapseLabel: t('table.collapseRow') }
            : undefined
        }
      />
      <TablePager
        current={currentPage}
        pageSize={pageSize}
        counted={tableQuery.data?.total ?? 0}
        exactTotal={exactTotal}
        counting={counting}
        onCountAll={() => void countAll()}
        onChange={setCurrentPage}
        onPageSizeChange={changePageSize}
      />
    </div>
  );
};
