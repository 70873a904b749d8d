import { MessageName } from './validation';

/*
 * Rules across the fields of one record ("due date after start date", "options only when the kind is
 * select", "each currency once"). A resource lists them once in shared code; the server runs them on
 * create (the input with its defaults) and on update (the stored row with the changes applied), the
 * SPA's form runs the same functions on its values, so both say the same thing about the same record.
 */

/** One thing wrong with a record: the field it shows under, and the message (validation.<name>). */
export type RowProblem = {
  field: string;
  message: MessageName;
  /** Values the message interpolates ({{max}}, {{field}}). */
  values?: Record<string, string | number>;
};

/** A rule of a whole record: nothing, one problem or several. It sees what is set, so every field may be missing. */
export type RowRule<Row> = (row: Partial<Row>) => RowProblem | readonly RowProblem[] | null;

/** Every problem the rules find with a record, in the order the rules are listed. */
export const problemsOf = <Row>(rules: ReadonlyArray<RowRule<Row>> | undefined, row: Partial<Row>): RowProblem[] =>
  (rules ?? []).flatMap((rule) => {
    const found = rule(row);
    if (!found) return [];
    return Array.isArray(found) ? [...(found as readonly RowProblem[])] : [found as RowProblem];
  });

/** A number, a date, an ISO date text or epoch milliseconds, as a number to compare; null when unset. */
const comparable = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return value;
  if (typeof value === 'string') {
    const parsed = /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : Date.parse(value);
    return Number.isNaN(parsed) ? null : parsed;
  }
  return null;
};

/**
 * `field` must be greater than `other` when both are set ("the due date after the start date",
 * "the distinction score above the passing score"); the problem shows under `field`.
 */
export const mustExceed =
  <Row>(field: keyof Row & string, other: keyof Row & string, message: MessageName): RowRule<Row> =>
  (row) => {
    const value = comparable(row[field]);
    const bound = comparable(row[other]);
    return value !== null && bound !== null && value <= bound ? { field, message } : null;
  };
