import type { ComponentType } from 'react';

import type { Gate } from '@shared/roles';
import type { MessageName } from '@shared/validation';

import type {
  CellKind,
  ColumnDeclaration,
  FilterDeclaration,
  FormDeclaration,
  FormFieldDeclaration,
  FormFieldKind,
  OperationFields,
  ReferenceDeclaration,
  ShowDeclaration,
  TableDeclaration,
} from './declaration';
import { referencedName } from './declaration';

/**
 * One field of a declared resource, said once: how it shows, whether it filters and sorts, and how
 * it is edited. Everything else (columns, filters, detail rows, form items, the selection the
 * data provider queries) is derived from it.
 */
export type DeclaredField<Row = never> = {
  kind: 'text' | 'textarea' | 'number' | 'boolean' | 'enum' | 'date' | 'dateTime' | 'reference';
  /** Translation key (namespace "resources") of the field's label. */
  label: string;
  /** Values of an 'enum' field; each shows through the translation `${label}Options.${value}`. */
  values?: readonly string[];
  /** A 'reference' field: the resource its id points at, shown by that record's name. */
  reference?: ReferenceDeclaration;
  sortable?: boolean;
  /** 'range': a number filter that also offers "between". */
  filterable?: boolean | 'range';
  /** Left out of the table (still on the detail page). */
  hideInTable?: boolean;
  /** The table cell links to this address (built with buildPath), or nowhere for null. */
  link?: (row: Row) => string | null;
  /** 'create': set once (the server's update input has no such field); 'none': read-only. */
  editable?: 'always' | 'create' | 'none';
  required?: boolean;
  maxLength?: number;
  min?: number;
  max?: number;
  /** The shared rule of shared/validation.ts the server applies too. */
  check?: (value: never) => MessageName | null;
};

export type ResourceDefinition<Row extends { id: string }> = {
  /** The Refine resource: the plural the server's list query is named after ("certificateTemplates"). */
  resource: string;
  /** 'workspace': rows carry organizationId and the pages live under a workspace's address. */
  scope: 'workspace' | 'platform';
  /** Translation key of the list's title, the sidebar entry and the record's name. */
  title: string;
  /** The field that names a record (detail title, delete confirmation). */
  nameField: Extract<keyof Row, string>;
  /** Who reads the list and records; who creates, edits and deletes (absent: nobody, a read-only list). The server has the same rules. */
  gate: Gate;
  writeGate?: Gate;
  fields: { [Key in Extract<keyof Row, string>]?: DeclaredField<Row> };
  /** Fields read with every row but not shown: what a link needs (a workspace's id). */
  alsoSelect?: ReadonlyArray<Extract<keyof Row, string>>;
  /** The server's searchText filter field, when the resource declares a search. */
  searchField?: string;
  defaultSort?: { field: Extract<keyof Row, string>; order: 'asc' | 'desc' };
  /** A CSV export of the list (headers are the translated labels). */
  csv?: boolean;
  /** An entry in the sidebar's workspace section, with this icon. */
  sidebar?: boolean;
  icon?: ComponentType;
};

/** What the generic pages and the registry read: the definition with its derived declarations. */
export type DeclaredResource<Row extends { id: string } = { id: string }> = ResourceDefinition<Row> & {
  writeGate: Gate;
  table: TableDeclaration<Row>;
  show: ShowDeclaration<Row>;
  form: FormDeclaration;
};

const CELL_KINDS: Record<DeclaredField['kind'], CellKind> = {
  text: 'text',
  textarea: 'text',
  number: 'number',
  boolean: 'boolean',
  enum: 'text',
  date: 'date',
  dateTime: 'dateTime',
  reference: 'text',
};

const FORM_KINDS: Partial<Record<DeclaredField['kind'], FormFieldKind>> = {
  text: 'text',
  textarea: 'textarea',
  number: 'number',
  boolean: 'boolean',
  enum: 'select',
  reference: 'reference',
};

const FILTER_KINDS: Partial<Record<DeclaredField['kind'], FilterDeclaration<unknown>['kind']>> = {
  text: 'text',
  textarea: 'text',
  enum: 'text',
  number: 'number',
  boolean: 'boolean',
  reference: 'reference',
};

/** Declares a resource: the one thing a developer writes on the SPA side (plus its translations). */
export const defineResource = <Row extends { id: string }>(definition: ResourceDefinition<Row>): DeclaredResource<Row> => {
  const entries = Object.entries(definition.fields) as Array<[Extract<keyof Row, string>, DeclaredField<Row>]>;
  const labelsOf = (field: DeclaredField<Row>) => (field.kind === 'enum' ? `${field.label}Options` : undefined);
  // A reference also selects its related record's id and name (one relation per row, batched by the server).
  const relations = entries.flatMap(([, field]) => (field.reference ? [{ [field.reference.relation]: ['id', field.reference.labelField] }] : []));
  const selection: OperationFields = ['id', ...entries.map(([key]) => key), ...(definition.alsoSelect ?? []), ...relations];
  const valueOf = (field: DeclaredField<Row>) => (field.reference ? (row: Row) => referencedName(row, field.reference as ReferenceDeclaration) : undefined);
  const columns: Array<ColumnDeclaration<Row>> = entries
    .filter(([, field]) => !field.hideInTable)
    .map(([key, field]) => ({
      key,
      title: field.label,
      kind: CELL_KINDS[field.kind],
      sortable: field.sortable,
      labels: labelsOf(field),
      value: valueOf(field),
      link: field.link,
    }));
  const filters: Array<FilterDeclaration<Row>> = entries.flatMap(([key, field]) => {
    const kind = FILTER_KINDS[field.kind];
    if (!field.filterable || !kind) return [];
    const textOperators = field.kind === 'enum' ? 'simple' : 'full';
    return [{ field: key, title: field.label, kind, textOperators, range: field.filterable === 'range', reference: field.reference } as const];
  });
  const formFields: FormFieldDeclaration[] = entries.flatMap(([key, field]) => {
    const kind = FORM_KINDS[field.kind];
    if (!kind || !definition.writeGate || field.editable === 'none' || (definition.scope === 'workspace' && key === 'organizationId')) return [];
    return [
      {
        name: key,
        label: field.label,
        kind,
        check: field.check,
        required: field.required,
        maxLength: field.maxLength,
        min: field.min,
        max: field.max,
        createOnly: field.editable === 'create',
        options: field.values?.map((value) => ({ value, label: `${field.label}Options.${value}` })),
        reference: field.reference,
      },
    ];
  });
  return {
    ...definition,
    writeGate: definition.writeGate ?? [],
    table: {
      resource: definition.resource,
      tableId: definition.resource,
      fields: selection,
      columns,
      filters,
      searchField: definition.searchField,
      defaultSorters: definition.defaultSort ? [definition.defaultSort] : undefined,
    },
    show: {
      resource: definition.resource,
      selection,
      fields: entries.map(([key, field]) => ({ key, label: field.label, kind: CELL_KINDS[field.kind], labels: labelsOf(field), value: valueOf(field) })),
    },
    form: { resource: definition.resource, selection, fields: formFields },
  };
};
