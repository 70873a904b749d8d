import { Fragment, type ReactNode, useState } from 'react';

import CaretDownOutlined from '@ant-design/icons-svg/es/asn/CaretDownOutlined';
import CaretUpOutlined from '@ant-design/icons-svg/es/asn/CaretUpOutlined';

import { PlainIcon } from './plain-icon';
import { useHoldSectionsBelow } from './plain-sections';
import { Spinner } from './spinner';

import './plain.css';
import './plain-table.css';

export type SortOrder = 'asc' | 'desc';

export type PlainColumn<Row> = {
  key: string;
  title: ReactNode;
  width?: number;
  /** Sortable columns get a button in their header; `sortOrder` is their current order. */
  sortable?: boolean;
  sortOrder?: SortOrder | null;
  render: (row: Row) => ReactNode;
};

export type PlainSelection<Row> = {
  selectedKeys: ReadonlySet<string>;
  onChange: (row: Row, selected: boolean) => void;
  onChangeAll: (rows: readonly Row[], selected: boolean) => void;
  /** Each checkbox's name ("Select Ada Lovelace"), and the header's ("Select all"). */
  rowLabel: (row: Row) => string;
  allLabel: string;
  width: number;
};

export type PlainExpansion<Row> = {
  render: (row: Row) => ReactNode;
  /** The expand column's header: named for screen readers (td-has-header), not shown. */
  header: ReactNode;
  expandLabel: string;
  collapseLabel: string;
};

type Props<Row> = {
  columns: ReadonlyArray<PlainColumn<Row>>;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The first load: a spinner over the table. */
  loading?: boolean;
  loadingLabel: string;
  emptyText: ReactNode;
  /** A sortable header was pressed: the table's owner decides the next order. */
  onSort?: (key: string) => void;
  selection?: PlainSelection<Row>;
  expansion?: PlainExpansion<Row>;
  /** Small: antd's small table (8px cells), for a table inside an expanded row. */
  size?: 'middle' | 'small';
};

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/**
 * A data table as a semantic <table> that looks like antd's: sortable headers as buttons inside
 * the header cells (aria-sort on the cell), a checkbox column for selection, an expand column.
 * It renders in one pass, with none of antd Table's measuring, virtual and filter machinery
 * (issue 31: that was most of a table page's render work and first download).
 */
export const PlainTable = <Row,>({
  columns,
  rows,
  rowKey,
  loading = false,
  loadingLabel,
  emptyText,
  onSort,
  selection,
  expansion,
  size = 'middle',
}: Props<Row>) => {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const toggleExpanded = (key: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const selectedOnPage = selection ? rows.filter((row) => selection.selectedKeys.has(rowKey(row))).length : 0;
  const span = columns.length + (selection ? 1 : 0) + (expansion ? 1 : 0);
  // The first load: the rows set the columns' widths and the table's height, so the header's labels
  // wait for them (they moved sideways when the rows came), and so do the sections below the table
  // on a page of PlainSections (they were pushed down). Issue 31, layout shift.
  const firstLoad = loading && rows.length === 0;
  useHoldSectionsBelow(firstLoad);

  return (
    <div className="plain-table-scroll" aria-busy={loading || undefined}>
      <table className="plain-table" data-size={size} data-first-load={firstLoad || undefined}>
        <thead>
          <tr>
            {expansion && (
              <th scope="col" data-narrow="true" style={{ width: 48 }}>
                {expansion.header}
              </th>
            )}
            {selection && (
              <th scope="col" data-narrow="true" style={{ width: selection.width }}>
                <input
                  type="checkbox"
                  aria-label={selection.allLabel}
                  checked={rows.length > 0 && selectedOnPage === rows.length}
                  ref={(box) => {
                    if (box) box.indeterminate = selectedOnPage > 0 && selectedOnPage < rows.length;
                  }}
                  disabled={!rows.length}
                  onChange={(event) => selection.onChangeAll(rows, event.target.checked)}
                />
              </th>
            )}
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                style={{ width: column.width }}
                aria-sort={column.sortable ? (column.sortOrder ? ARIA_SORT[column.sortOrder] : 'none') : undefined}
              >
                {column.sortable && onSort ? (
                  <button type="button" className="plain-table-sorter" onClick={() => onSort(column.key)}>
                    <span>{column.title}</span>
                    <span className="plain-table-carets" aria-hidden>
                      <PlainIcon definition={CaretUpOutlined} data-active={column.sortOrder === 'asc'} />
                      <PlainIcon definition={CaretDownOutlined} data-active={column.sortOrder === 'desc'} />
                    </span>
                  </button>
                ) : (
                  column.title
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr className="plain-table-placeholder">
              <td colSpan={span}>{loading ? null : emptyText}</td>
            </tr>
          ) : (
            rows.map((row) => {
              const key = rowKey(row);
              const isExpanded = expanded.has(key);
              const isSelected = selection?.selectedKeys.has(key) ?? false;
              return (
                <Fragment key={key}>
                  <tr className="plain-table-row" data-row-key={key} data-selected={isSelected || undefined}>
                    {expansion && (
                      <td data-narrow="true">
                        <button
                          type="button"
                          className="plain-table-expand"
                          aria-expanded={isExpanded}
                          aria-label={isExpanded ? expansion.collapseLabel : expansion.expandLabel}
                          onClick={() => toggleExpanded(key)}
                        />
                      </td>
                    )}
                    {selection && (
                      <td data-narrow="true">
                        <input
                          type="checkbox"
                          aria-label={selection.rowLabel(row)}
                          checked={isSelected}
                          onChange={(event) => selection.onChange(row, event.target.checked)}
                        />
                      </td>
                    )}
                    {columns.map((column) => (
                      <td key={column.key} data-sorted={column.sortOrder ? true : undefined}>
                        {column.render(row)}
                      </td>
                    ))}
                  </tr>
                  {expansion && isExpanded && (
                    <tr className="plain-table-expanded">
                      <td colSpan={span}>{expansion.render(row)}</td>
                    </tr>
                  )}
                </Fragment>
              );
            })
          )}
        </tbody>
      </table>
      {loading && (
        <div className="plain-table-loading">
          <Spinner label={loadingLabel} />
        </div>
      )}
    </div>
  );
};
