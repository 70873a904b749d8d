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
