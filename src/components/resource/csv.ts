/** Excel opens UTF-8 CSV correctly only with a byte order mark (spec 02 §9). */
export const UTF8_BOM = '\uFEFF';

const escapeCell = (value: string): string => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** A CSV document: header row, then one row per record, CRLF line ends, with the BOM. */
export const buildCsv = (header: readonly string[], rows: ReadonlyArray<readonly string[]>): string =>
  UTF8_BOM + [header, ...rows].map((row) => row.map((cell) => escapeCell(cell ?? '')).join(',')).join('\r\n') + '\r\n';

export const csvBlob = (csv: string): Blob => new Blob([csv], { type: 'text/csv;charset=utf-8' });
