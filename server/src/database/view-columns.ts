import { ValueTransformer, ViewColumn } from 'typeorm';

type ViewColumnOptions = NonNullable<Parameters<typeof ViewColumn>[0]>;

/*
 * Views return raw column values: SQLite gives datetimes as 'YYYY-MM-DD HH:MM:SS.SSS' text in UTC
 * and booleans as 0/1, PostgreSQL gives Dates and booleans. These transformers make both alike.
 */
const toDate: ValueTransformer = {
  to: (value: unknown) => value,
  from: (value: string | Date | null) => {
    if (value === null || value === undefined || value instanceof Date) return value;
    return new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(value) ? value : `${value.replace(' ', 'T')}Z`);
  },
};

const toBoolean: ValueTransformer = {
  to: (value: unknown) => value,
  from: (value: boolean | number | null) => (value === null || value === undefined ? value : Boolean(value)),
};

const toNumber: ValueTransformer = {
  to: (value: unknown) => value,
  from: (value: string | number | null) => (value === null || value === undefined ? value : Number(value)),
};

export const DateViewColumn = (options: ViewColumnOptions = {}): PropertyDecorator => ViewColumn({ ...options, transformer: toDate });
export const BooleanViewColumn = (options: ViewColumnOptions = {}): PropertyDecorator => ViewColumn({ ...options, transformer: toBoolean });
export const NumberViewColumn = (options: ViewColumnOptions = {}): PropertyDecorator => ViewColumn({ ...options, transformer: toNumber });
