import type { CrudFilter, CrudOperators, CrudSort, LogicalFilter } from '@refinedev/core';

import type { FilterDeclaration } from '@/resources/declaration';

/** Spec 02 §2, §9 and spec 01 §5: the rules every table follows. */
export const PAGE_SIZES = [10, 20, 50] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const TEXT_TRUNCATE_LENGTH = 100;
export const UNLIMITED_THRESHOLD = 1_000_000;
export const SEARCH_MIN_LENGTH = 3;
export const SEARCH_DEBOUNCE_MS = 2_000;
export const SELECTION_COLUMN_WIDTH = 56;

/**
 * What names a row to a screen reader ("Select Ada Lovelace" on its selection checkbox): the
 * declared name field, else the first column's value, else its id.
 */
export const rowName = (row: Record<string, unknown>, nameField: string | undefined, firstColumn: string | undefined): string => {
  const value = [nameField, firstColumn, 'id']
    .map((field) => (field ? row[field] : undefined))
    .find((item) => typeof item === 'string' || typeof item === 'number');
  return value === undefined ? '' : String(value);
};

/** Text beyond 100 characters is cut with an ellipsis (the full text stays in a tooltip). */
export const truncateText = (text: string, limit = TEXT_TRUNCATE_LENGTH): string => (text.length > limit ? `${text.slice(0, limit).trimEnd()}…` : text);

/** Counts of 1,000,000 or more mean "no limit". */
export const isUnlimited = (count: number): boolean => count >= UNLIMITED_THRESHOLD;

export type ChipColor = 'green' | 'gold' | 'teak' | 'coral' | 'grey';

const CHIP_COLORS: Record<string, ChipColor> = {
  approved: 'green',
  active: 'green',
  done: 'green',
  sent: 'green',
  processing: 'gold',
  scheduled: 'gold',
  pending: 'teak',
  queued: 'teak',
  denied: 'coral',
  cancelled: 'coral',
  canceled: 'coral',
  inactive: 'coral',
};

/** Status chip colours of spec 02 §4; 'inprogress' and 'non-renewing' have their own labels. */
export const statusChip = (status: string): { color: ChipColor; labelKey: string } => {
  const normalized = status.toLowerCase();
  if (normalized === 'inprogress' || normalized === 'in_progress') return { color: 'gold', labelKey: 'status.inProgress' };
  if (normalized === 'non-renewing') return { color: 'grey', labelKey: 'status.nonRenewing' };
  return { color: CHIP_COLORS[normalized] ?? 'grey', labelKey: `status.${normalized}` };
};

/** The search box applies only from 3 trimmed characters; shorter means no search. */
export const searchTerm = (input: string): string | null => {
  const trimmed = input.trim();
  return trimmed.length >= SEARCH_MIN_LENGTH ? trimmed : null;
};

/**
 * A case-insensitive search on the declared field. One field only: Refine's nestjs-query provider
 * merges an 'or' list into a single object, which would make a multi-field search an AND.
 */
export const searchFilter = (field: string | undefined, term: string | null): CrudFilter | null =>
  term === null || !field ? null : { field, operator: 'contains', value: term.toLowerCase() };

/** Spec 02 §5 operators and the Refine operators the nestjs-query provider turns them into. */
export const FILTER_OPERATORS = {
  eq: 'eq',
  ne: 'ne',
  gt: 'gt',
  gte: 'gte',
  lt: 'lt',
  lte: 'lte',
  startsWith: 'startswiths',
  startsWithCI: 'startswith',
  contains: 'containss',
  containsCI: 'contains',
  between: 'between',
  // A list field: the server reads eq / neq on a list as "contains this item" / "lacks it" (list-match.ts).
  includes: 'eq',
  excludes: 'ne',
} as const satisfies Record<string, CrudOperators>;
export type FilterOperator = keyof typeof FILTER_OPERATORS;

/** Spec 02 §5: fields other than strings (numbers, an enum's values) take the first six operators. */
export const OTHER_OPERATORS: FilterOperator[] = ['eq', 'ne', 'gt', 'gte', 'lt', 'lte'];
export const NUMBER_OPERATORS: FilterOperator[] = OTHER_OPERATORS;
/** A declared range filter adds "between" (both bounds included) to the number operators. */
export const RANGE_OPERATORS: FilterOperator[] = [...NUMBER_OPERATORS, 'between'];
/** Simple tables filter text by exact, case-sensitive equality. */
export const SIMPLE_TEXT_OPERATORS: FilterOperator[] = ['eq'];
export const FULL_TEXT_OPERATORS: FilterOperator[] = ['eq', 'ne', 'gt', 'gte', 'lt', 'lte', 'startsWith', 'startsWithCI', 'contains', 'containsCI'];
export const LIST_OPERATORS: FilterOperator[] = ['includes', 'excludes'];

/** The operators a filter offers, by the kind of its field (spec 02 §5). */
export const operatorsFor = (declaration: Pick<FilterDeclaration<unknown>, 'kind' | 'range' | 'textOperators'>): FilterOperator[] => {
  switch (declaration.kind) {
    case 'number':
      return declaration.range ? RANGE_OPERATORS : NUMBER_OPERATORS;
    case 'enum':
      return OTHER_OPERATORS;
    case 'list':
      return LIST_OPERATORS;
    case 'boolean':
      return ['eq', 'ne'];
    case 'reference':
      return ['eq'];
    default:
      return declaration.textOperators === 'full' ? FULL_TEXT_OPERATORS : SIMPLE_TEXT_OPERATORS;
  }
};

/** A range's value is its two bounds, lower first. */
export type FilterValue = string | number | boolean | readonly [number, number];
export type AppliedFilter = { field: string; operator: FilterOperator; value: FilterValue };

/** A range only with two numbers, lower first; every other operator with a single value. */
const isValidFilter = (operator: FilterOperator, value: unknown): value is FilterValue =>
  operator === 'between'
    ? Array.isArray(value) && value.length === 2 && value.every((bound) => typeof bound === 'number') && value[0] <= value[1]
    : typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

const ORDER_TESTS: Partial<Record<FilterOperator, (position: number, chosen: number) => boolean>> = {
  gt: (position, chosen) => position > chosen,
  gte: (position, chosen) => position >= chosen,
  lt: (position, chosen) => position < chosen,
  lte: (position, chosen) => position <= chosen,
};

/**
 * An enum's "greater than" follows its values' declared order (a status after "ready"), not the
 * alphabetical order of their codes, which means nothing to someone reading translated labels:
 * it is sent as "one of" the values on that side. None there matches no row.
 */
const enumOrderFilter = (filter: AppliedFilter, values: readonly string[]): LogicalFilter | null => {
  const test = ORDER_TESTS[filter.operator];
  if (!test || typeof filter.value !== 'string') return null;
  const chosen = values.indexOf(filter.value);
  const picked = values.filter((_value, position) => test(position, chosen));
  // Refine's provider drops an empty "in"; no enum value is the empty text.
  return picked.length ? { field: filter.field, operator: 'in', value: picked } : { field: filter.field, operator: 'eq', value: '' };
};

export const toCrudFilter = <Row>(filter: AppliedFilter, declaration?: FilterDeclaration<Row>): LogicalFilter => {
  const values = declaration?.kind === 'enum' ? declaration.options?.map((option) => option.value) : undefined;
  return (
    (values && enumOrderFilter(filter, values)) ?? {
      field: filter.field,
      operator: FILTER_OPERATORS[filter.operator],
      value: filter.value,
    }
  );
};

/** One filter at a time, unless the workspace has external user attributes (then several). */
export const applyFilter = (current: AppliedFilter[], next: AppliedFilter, allowSeveral: boolean): AppliedFilter[] =>
  allowSeveral ? [...current.filter((filter) => filter.field !== next.field), next] : [next];

/** A sortable header's next order when pressed: none → ascending → descending → none (antd's cycle). */
export const nextSortOrder = (current: CrudSort['order'] | undefined): CrudSort['order'] | null =>
  current === undefined ? 'asc' : current === 'asc' ? 'desc' : null;

/** The state of a table that lives in the address, so it survives a reload and can be shared. */
export type TableState = { page: number; pageSize: number; sorters: CrudSort[]; filters: AppliedFilter[]; search: string };

export const encodeTableState = (state: TableState): string =>
  JSON.stringify([
    state.page,
    state.pageSize,
    state.sorters.map((sorter) => [sorter.field, sorter.order]),
    state.filters.map((filter) => [filter.field, filter.operator, filter.value]),
    state.search,
  ]);

export const decodeTableState = (raw: string | null): Partial<TableState> => {
  if (!raw) return {};
  try {
    const [page, pageSize, sorters, filters, search] = JSON.parse(raw) as [
      number,
      number,
      Array<[string, 'asc' | 'desc']>,
      Array<[string, FilterOperator, unknown]>,
      string,
    ];
    return {
      page: Number.isInteger(page) && page > 0 ? page : 1,
      pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : undefined,
      sorters: Array.isArray(sorters) ? sorters.filter((entry) => entry[1] === 'asc' || entry[1] === 'desc').map(([field, order]) => ({ field, order })) : [],
      filters: Array.isArray(filters)
        ? filters.flatMap(([field, operator, value]) => (operator in FILTER_OPERATORS && isValidFilter(operator, value) ? [{ field, operator, value }] : []))
        : [],
      search: typeof search === 'string' ? search : '',
    };
  } catch {
    return {};
  }
};

/** Hidden columns are kept as a comma list in user metadata (spec 01 §3). */
export const parseHiddenFields = (value: string | undefined): string[] =>
  value
    ? value
        .split(',')
        .map((field) => field.trim())
        .filter(Boolean)
    : [];
export const formatHiddenFields = (fields: readonly string[]): string => [...new Set(fields)].join(',');

const isChange = (value: unknown): value is { before: unknown; after: unknown } =>
  typeof value === 'object' && value !== null && 'before' in value && 'after' in value;

const plainText = (value: unknown): string =>
  value === null || value === undefined || value === '' ? '-' : typeof value === 'string' ? value : JSON.stringify(value);

/**
 * An audit entry's details as lines: "role: agent", and for each changed field "name: before → after"
 * (a record's changes sit under `changes`). `label` translates a value (a role's code) where it can.
 */
export const changeLines = (details: unknown, label: (value: string) => string = (value) => value): string[] => {
  if (typeof details !== 'object' || details === null) return [];
  const show = (value: unknown) => (typeof value === 'string' ? label(value) : plainText(value));
  return Object.entries(details as Record<string, unknown>).flatMap(([key, value]): string[] => {
    if (key === 'changes' && typeof value === 'object' && value !== null) return changeLines(value, label);
    if (isChange(value)) return [`${key}: ${show(value.before)} → ${show(value.after)}`];
    return [`${key}: ${show(value)}`];
  });
};
