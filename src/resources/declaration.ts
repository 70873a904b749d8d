import type { CrudFilter, CrudSort } from '@refinedev/core';
import type { RowRule } from '@shared/row-rules';
import type { MessageName } from '@shared/validation';
import type { DocumentNode } from 'graphql';
import type { ReactNode } from 'react';

/**
 * What a developer writes to add a resource to the dashboard: its table, detail fields and form
 * fields, with labels as translation keys (namespace "resources") and the role gates. Generic
 * screens (ResourceTable, ResourceShow, ResourceForm) render any declaration.
 */
type FieldOf<Row> = Extract<keyof Row, string>;

/** How a value shows; 'disabledStatus' turns an isDisabled flag into an active/inactive chip. */
/** 'changes': a JSON object of what changed (an audit entry's details), one line per key, "before → after" for a change. */
export type CellKind = 'text' | 'number' | 'count' | 'date' | 'dateTime' | 'boolean' | 'status' | 'disabledStatus' | 'tags' | 'percent' | 'changes';

/**
 * A field that holds another resource's id: its dropdown loads that resource's records, and tables
 * and detail pages show the related record's name (read through the server's relation), not the id.
 */
export type ReferenceDeclaration = {
  /** The referenced Refine resource ("courses"). */
  resource: string;
  /** The server's relation field that resolves the record ("course" for courseId). */
  relation: string;
  /** The referenced record's field that names it ("title"). */
  labelField: string;
  /** Options come from the page's workspace only, through this field of the referenced resource. */
  workspaceField?: string;
  /** The referenced resource's generated list of names (id and labelField), when it is declared. */
  optionsDocument?: DocumentNode;
};

export type ColumnDeclaration<Row> = {
  key: FieldOf<Row>;
  /** Translation key of the column title. */
  title: string;
  kind?: CellKind;
  sortable?: boolean;
  /** Columns can be hidden from the table's column menu unless this is false. */
  hideable?: boolean;
  width?: number;
  /** Values are codes shown through translations under this key ("companies.types" + ".test"). */
  labels?: string;
  /** Makes the cell a link (built with buildPath). */
  link?: (row: Row) => string | null;
  render?: (row: Row) => ReactNode;
  /** What the cell (and the CSV) shows when it is not row[key]: a related record's name. */
  value?: (row: Row) => unknown;
};

/** A value to pick (an enum's, a list's): the code sent, and the translation key shown (absent: the value as it is). */
export type ValueOption = { value: string; label?: string };

export type FilterDeclaration<Row> = {
  field: FieldOf<Row>;
  title: string;
  /** 'enum': one of `options`; 'list': rows whose list contains (or lacks) a value. */
  kind: 'text' | 'number' | 'boolean' | 'reference' | 'enum' | 'list';
  /** 'simple': exact, case-sensitive equality; 'full': every text operator of spec 02 §5. */
  textOperators?: 'simple' | 'full';
  /** An enum's values in their declared order (which "greater than" follows), or a list's allowed items. */
  options?: ValueOption[];
  /** A number filter that also offers "between" (two bounds, both included). */
  range?: boolean;
  /** A 'reference' filter picks one record of this resource. */
  reference?: ReferenceDeclaration;
};

export type CsvDeclaration<Row> = {
  filename: string;
  /** Headers are written as given (spec 02 §9: Id, Organization Name, Group Name). */
  columns: Array<{ header: string; value: (row: Row) => string }>;
};

export type TableDeclaration<Row> = {
  /** The Refine resource (plural of the GraphQL type). */
  resource: string;
  /** Names the table's remembered settings: settings/table/{tableId}/... */
  tableId: string;
  /** The list query: one named document per screen, next to the declaration (or fields, below). */
  document?: DocumentNode;
  /** A declared resource's selection: the data provider writes the list query from it. */
  fields?: OperationFields;
  columns: Array<ColumnDeclaration<Row>>;
  /** The field that names a row ("Select Ada Lovelace" on its selection checkbox); else the first column. */
  nameField?: string;
  filters?: Array<FilterDeclaration<Row>>;
  /**
   * The field the search box matches (case-insensitive "contains"). One field: lists that search
   * several columns expose a server-side searchText that joins them.
   */
  searchField?: string;
  defaultSorters?: CrudSort[];
  csv?: CsvDeclaration<Row>;
  /** Translation key of the empty text; 'no data...' otherwise. */
  emptyText?: string;
};

/** 'list': a list of strings (tags, trusted domains), typed or picked one item at a time. */
export type FormFieldKind = 'text' | 'textarea' | 'email' | 'number' | 'boolean' | 'select' | 'color' | 'reference' | 'list';

/** A pattern as the server declares it (a RegExp does not travel through the generated registry). */
export type DeclaredPattern = { source: string; flags: string };

/**
 * What the server declares of a field (schema/resource-fields.json, written by `npm run schema` and
 * carried into src/graphql/declared-documents.ts by codegen): what a new record starts with, the
 * limits its input is validated against, and the values an enum or a list allows.
 */
export type ServerFieldRules = {
  kind: string;
  default?: string | number | boolean;
  nullable?: true;
  minLength?: number;
  maxLength?: number;
  pattern?: DeclaredPattern;
  min?: number;
  max?: number;
  values?: readonly string[];
  maxItems?: number;
  itemMaxLength?: number;
  itemPattern?: DeclaredPattern;
};

export type FormFieldDeclaration = {
  name: string;
  label: string;
  kind: FormFieldKind;
  /** A rule of shared/validation.ts: returns the name of the message to show (validation.<name>), or null. */
  check?: (value: never) => MessageName | null;
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: DeclaredPattern;
  min?: number;
  max?: number;
  /** A number's kind on the server: a whole number (the default), an amount with two decimals, or any number. */
  numberKind?: 'integer' | 'money' | 'real';
  /** A list's limits: how many items, and how long each may be. */
  maxItems?: number;
  itemMaxLength?: number;
  itemPattern?: DeclaredPattern;
  /** What a new record's form starts with (the server's default). */
  defaultValue?: string | number | boolean;
  /** The server stores no value as null: an emptied text is sent as null, not as "". */
  nullable?: boolean;
  /** Shown when creating only: the server does not accept it in an update. */
  createOnly?: boolean;
  /** An enum's values, or the items a list may hold. */
  options?: ValueOption[];
  /** A 'reference' field's dropdown: the referenced resource's records, by name. */
  reference?: ReferenceDeclaration;
  help?: string;
  /** Nested object the field belongs to (customPalette.primaryColor). */
  group?: string;
};

export type FormDeclaration = {
  resource: string;
  /** Reads the record to edit (or selection, below). */
  queryDocument?: DocumentNode;
  /** Saves it (updateOne… with the edited fields). */
  mutationDocument?: DocumentNode;
  /** Creates a record (createOne…), where the form also creates. */
  createDocument?: DocumentNode;
  /** A declared resource's selection: the data provider writes the read and save operations. */
  selection?: OperationFields;
  fields: FormFieldDeclaration[];
  /** Rules across fields (shared/row-rules.ts), run on the form's values; the server runs the same. */
  rules?: ReadonlyArray<FormRowRule>;
};

/** A row rule as the form runs it: over the form's values, whatever the resource's row type. */
export type FormRowRule = RowRule<Record<string, unknown>>;

export type ShowFieldDeclaration<Row> = {
  key: FieldOf<Row>;
  label: string;
  kind?: CellKind;
  labels?: string;
  render?: (row: Row) => ReactNode;
  /** What shows when it is not row[key]: a related record's name. */
  value?: (row: Row) => unknown;
};

export type ShowDeclaration<Row> = { resource: string; document?: DocumentNode; selection?: OperationFields; fields: Array<ShowFieldDeclaration<Row>> };

/**
 * A selection the @refinedev/nestjs-query data provider turns into the operation itself
 * (gql-query-builder): field names, and `{ relation: [fields] }` for a related record's fields.
 */
export type OperationFields = Array<string | Record<string, string[]>>;

/** What a generic view passes as Refine's `meta`: the named document, or the declared selection. */
export const operationMeta = (document: DocumentNode | undefined, fields: OperationFields | undefined, mutation?: DocumentNode) =>
  document ? { gqlQuery: document, gqlMutation: mutation } : { fields: fields ?? ['id'] };

/** Filters every use of a table adds (the group whose learners are listed, for instance). */
export type PermanentFilters = CrudFilter[];
