import type { BaseRecord, CrudFilter, DataProvider } from '@refinedev/core';

import { startLocalDownload } from '@/providers/downloads/download-store';
import type { CsvDeclaration, operationMeta } from '@/resources/declaration';

import { buildCsv, csvBlob } from './csv';

const EXPORT_PAGE_SIZE = 500;

/** Saves a file the way a link with `download` does. */
export const saveFile = (blob: Blob, filename: string): void => {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = filename;
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};

/** Builds a CSV in the browser from given rows; the download tray follows it (spec 02 §9). */
export const exportRowsToCsv = <Row>(csv: CsvDeclaration<Row>, rows: Row[]): void => {
  const download = startLocalDownload(csv.filename);
  try {
    const file = csvBlob(
      buildCsv(
        csv.columns.map((column) => column.header),
        rows.map((row) => csv.columns.map((column) => column.value(row))),
      ),
    );
    download.finish(file);
    saveFile(file, csv.filename);
  } catch (error) {
    download.fail();
    throw error;
  }
};

/** Every row of a table (all pages, current filters and sorting) exported as CSV. */
export const exportTableToCsv = async <Row extends BaseRecord>(
  dataProvider: DataProvider,
  options: { resource: string; meta: ReturnType<typeof operationMeta>; filters: CrudFilter[]; csv: CsvDeclaration<Row> },
): Promise<void> => {
  const rows: Row[] = [];
  for (let page = 1; ; page += 1) {
    const result = await dataProvider.getList<Row>({
      resource: options.resource,
      pagination: { currentPage: page, pageSize: EXPORT_PAGE_SIZE, mode: 'server' },
      filters: options.filters,
      sorters: [],
      meta: options.meta,
    });
    rows.push(...result.data);
    if (rows.length >= result.total || result.data.length === 0) break;
  }
  exportRowsToCsv(options.csv, rows);
};
