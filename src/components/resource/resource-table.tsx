import { cloneElement, isValidElement, ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';

import { DownloadOutlined, SearchOutlined } from '@ant-design/icons';
import { useTable } from '@refinedev/antd';
import { BaseRecord, CrudFilter, useDataProvider } from '@refinedev/core';
import { COUNT_LIMIT } from '@shared/constants';
import { Button, Input, Space, Table } from 'antd';
import type { TableColumnsType, TableProps } from 'antd';
import { useTranslation } from 'react-i18next';

import { useErrorNotification } from '@/errors/use-error-toast';
import { exactCountDataProvider } from '@/providers/data';
import { useFormatting } from '@/providers/formatting';
import { operationMeta, PermanentFilters, TableDeclaration } from '@/resources/declaration';

import { ColumnSettings } from './column-settings';
import { exportTableToCsv } from './csv-export';
import { pagerItem } from './pager-item';
import { RowDetailsHeader } from './row-details-header';
import { Cell } from './table-cells';
import { AppliedFilter, applyFilter, PAGE_SIZES, rowName, searchFilter, searchTerm, SELECTION_COLUMN_WIDTH, toCrudFilter } from './table-logic';
import { TableFilters } from './table-filters';
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

/** The table every list of the dashboard is: search, filters, sorting, paging, columns, selection, CSV. */
export const ResourceTable = <Row extends BaseRecord>(props: Props<Row>) => {
  const preferences = useTablePreferences(props.declaration.tableId);
  // Rows per page come from the user's settings, so the table starts once they are known.
  return preferences.loaded ? <LoadedTable {...props} preferences={preferences} /> : <Table loading columns={[]} dataSource={[]} />;
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
  const format = useFormatting();
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

  const { tableProps, setFilters, currentPage, setCurrentPage, pageSize, setPageSize, sorters, tableQuery } = useTable<Row>({
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

  // antd repeats the header (the select-all checkbox too) in a hidden row that measures the columns:
  // inert keeps that copy out of the tab order and of assistive technology (axe: aria-hidden-focus).
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    container.current?.querySelectorAll('.ant-table-measure-row').forEach((row) => row.setAttribute('inert', ''));
  });

  const applySearch = useCallback((term: string | null) => setSearch(term), []);
  useEffect(() => onSearchChange?.(search), [onSearchChange, search]);
  const searchBox = useDebouncedSearch(address.initial.search ?? '', applySearch);

  const declaredColumns = declaration.columns.filter((column) => !omitColumns.includes(column.key));
  const hideable = declaredColumns.filter((column) => column.hideable !== false);
  const columns: TableColumnsType<Row> = [
    ...declaredColumns
      .filter((column) => !preferences.hiddenFields.includes(column.key))
      .map((column) => ({
        key: column.key,
        dataIndex: column.key,
        title: t(column.title),
        width: column.width,
        sorter: column.sortable ? true : undefined,
        sortOrder: (() => {
          const sorter = sorters.find((item) => item.field === column.key);
          return sorter ? (sorter.order === 'asc' ? ('ascend' as const) : ('descend' as const)) : null;
        })(),
        render: (_value: unknown, row: Row) =>
          column.render ? (
            column.render(row)
          ) : (
            <Cell kind={column.kind} value={column.value ? column.value(row) : row[column.key]} link={column.link?.(row)} labels={column.labels} />
          ),
      })),
    ...(actionColumn ? [{ key: 'actions', title: t('table.actions'), render: (_value: unknown, row: Row) => actionColumn(row) }] : []),
  ];

  // A search or filter that matches nothing says so, with the way back, rather than "No learners yet.".
  const narrowed = appliedFilters.length > 0 || search !== null;
  const clearNarrowing = () => {
    searchBox.clear();
    setAppliedFilters([]);
  };
  const emptyText = tableQuery.isLoading ? (
    t('table.loading')
  ) : tableQuery.isError ? (
    t('table.error')
  ) : narrowed ? (
    <Space direction="vertical" data-testid="table-no-match">
      {t('table.noMatch')}
      <Button onClick={clearNarrowing} data-testid="table-clear-narrowing">
        {t('table.clearNarrowing')}
      </Button>
    </Space>
  ) : (
    t(declaration.emptyText ?? 'table.noData')
  );
  const pagination: TableProps<Row>['pagination'] = {
    ...tableProps.pagination,
    // The exact figure, once counted, also sets how many pages there are.
    ...(exactTotal !== null ? { total: exactTotal } : {}),
    pageSizeOptions: PAGE_SIZES.map(String),
    itemRender: pagerItem(t),
    showSizeChanger: true,
    // The server stops counting past COUNT_LIMIT (a bounded count): say so rather than show 100,001.
    showTotal: (total) => {
      const figure = total > COUNT_LIMIT && exactTotal !== null ? exactTotal : total;
      if (figure <= COUNT_LIMIT || exactTotal !== null)
        // count picks the plural form (1 row, 2 rows); shown is the figure with separators.
        return t('table.total', { count: figure, shown: format.number(figure) });
      return (
        <Space size={4}>
          {t('table.totalMore', { shown: format.number(COUNT_LIMIT) })}
          <Button type="link" size="small" loading={counting} onClick={() => void countAll()} data-testid="count-all">
            {t('table.countAll')}
          </Button>
        </Space>
      );
    },
    onShowSizeChange: (_page, size) => {
      setPageSize(size);
      void preferences.savePageSize(size);
    },
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

  return (
    <Space ref={container} direction="vertical" style={{ width: '100%' }} data-testid={`table-${declaration.tableId}`}>
      <Space wrap style={{ width: '100%', justifyContent: 'space-between' }}>
        <Space wrap>
          {declaration.searchField ? (
            <Input
              allowClear
              prefix={<SearchOutlined aria-hidden />}
              placeholder={t('table.search')}
              value={searchBox.text}
              onChange={(event) => searchBox.onChange(event.target.value)}
              onPressEnter={searchBox.onEnter}
              style={{ width: 260 }}
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
        </Space>
        <Space wrap>
          {toolbar}
          {declaration.csv && (
            <Button icon={<DownloadOutlined aria-hidden />} loading={exporting} onClick={() => void exportCsv()} data-testid="export-csv">
              {t('table.exportCsv')}
            </Button>
          )}
          <ColumnSettings columns={hideable} hidden={preferences.hiddenFields} onChange={(hidden) => void preferences.saveHiddenFields(hidden)} />
        </Space>
      </Space>
      <Table<Row>
        {...tableProps}
        rowKey="id"
        columns={columns}
        pagination={pagination}
        locale={{ emptyText }}
        scroll={{ x: 'max-content' }}
        rowSelection={
          selectionActions
            ? {
                columnWidth: SELECTION_COLUMN_WIDTH,
                selectedRowKeys: selected.map((row) => row.id as string),
                onChange: (_keys, rows) => setSelected(rows),
                // antd's checkboxes have no name: each is named after its row ("Select Ada Lovelace").
                renderCell: (_checked, row, _index, checkbox) =>
                  isValidElement<{ 'aria-label'?: string }>(checkbox)
                    ? cloneElement(checkbox, { 'aria-label': t('table.selectRow', { name: rowName(row, declaration.nameField, declaredColumns[0]?.key) }) })
                    : checkbox,
              }
            : undefined
        }
        expandable={expandedRow ? { expandedRowRender: expandedRow, columnTitle: <RowDetailsHeader /> } : undefined}
      />
    </Space>
  );
};
