/** Excel opens UTF-8 CSV correctly only with a byte order mark (spec 02 §9). */
export const UTF8_BOM = '\uFEFF';

const escapeCell = (value: string): string => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** A CSV document: header row, then one row per record, CRLF line ends, with the BOM. */
export const buildCsv = (header: readonly string[], rows: ReadonlyArray<readonly string[]>): string =>
  UTF8_BOM + [header, ...rows].map((row) => row.map((cell) => escapeCell(cell ?? '')).join(',')).join('\r\n') + '\r\n';

export const csvBlob = (csv: string): Blob => new Blob([csv], { type: 'text/csv;charset=utf-8' });

/**
 * A value as its CSV cell shows it, as the table does: a code (an enum's value, a role) by its
 * translated label, a list's items joined by ", ", numbers and flags as text, nothing as empty.
 */
export const csvCell = (value: unknown, label: (code: string) => string = (code) => code): string => {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map((item) => csvCell(item, label)).join(', ');
  if (typeof value === 'string') return label(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
};

/** A table column as a CSV column: its translated title, and each row's value as the cell shows it. */
export const csvColumnOf = <Row>(
  column: { title: string; key: string; labels?: string; value?: (row: Row) => unknown },
  t: (key: string, options?: { defaultValue: string }) => string,
): { header: string; value: (row: Row) => string } => ({
  header: t(column.title),
  value: (row) => {
    const value = column.value ? column.value(row) : (row as Record<string, unknown>)[column.key];
    const labels = column.labels;
    return csvCell(value, labels ? (code) => t(`${labels}.${code}`, { defaultValue: code }) : undefined);
  },
});
