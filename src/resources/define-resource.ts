import type { IconDefinition } from '@ant-design/icons-svg/es/types';

import type { PlanGatedPart } from '@shared/plans';

import type { Gate } from '@shared/roles';
import type { RowRule } from '@shared/row-rules';
import type { MessageName } from '@shared/validation';
import type { DocumentNode } from 'graphql';

import { DECLARED_DOCUMENTS } from '@/graphql/declared-documents';

import type {
  CellKind,
  ColumnDeclaration,
  CsvDeclaration,
  FilterDeclaration,
  FormDeclaration,
  FormFieldDeclaration,
  FormFieldKind,
  FormRowRule,
  ReferenceDeclaration,
  ShowDeclaration,
  TableDeclaration,
  ValueOption,
} from './declaration';
import { FieldPath, selectionOf, splitPath, valueAtPath } from './field-paths';
import { ResolvedField, withServerRules } from './server-fields';

/**
 * One field of a declared resource, said once: how it shows, whether it filters and sorts, and how
 * it is edited. Everything else (columns, filters, detail rows, form items, the selection each
 * operation reads) is derived from it. What the server declares of the field (its default, length
 * and range limits, an enum's or a list's values) comes from the server's declaration through
 * codegen (server-fields.ts): say a limit here only to be stricter than the server.
 */
export type DeclaredField<Row = never> = {
  /** 'list': a list of strings (tags, trusted domains), shown as tags and edited item by item. */
  kind: 'text' | 'textarea' | 'email' | 'color' | 'number' | 'boolean' | 'enum' | 'date' | 'dateTime' | 'reference' | 'list';
  /** Translation key (namespace "resources") of the field's label. */
  label: string;
  /** How the value shows where that differs from its kind: a count, a status chip, tags, a percentage. */
  cell?: CellKind;
  /** Values of an 'enum' field (the server's unless said), for its dropdown; each shows through the translation `${valueLabels}.${value}`. */
  values?: readonly string[];
  /** Translation prefix of the field's values (an enum's, or the tags of a list such as roles); an enum's is `${label}Options` unless said. */
  valueLabels?: string;
  /** A 'reference' field: the resource its id points at, shown by that record's name. */
  reference?: ReferenceDeclaration;
  sortable?: boolean;
  /** 'range': a number filter that also offers "between"; 'exact': text compared as a whole; on a list, "contains". */
  filterable?: boolean | 'range' | 'exact';
  /** The filter's label where it differs from the column's ("Disabled" for a status column). */
  filterLabel?: string;
  /** Left out of the table, or of the detail page. */
  hideInTable?: boolean;
  hideInShow?: boolean;
  /** The table cell links to this address (built with buildPath), or nowhere for null. */
  link?: (row: Row) => string | null;
  /** 'create': set once (the server's update input has no such field); 'none': read-only. */
  editable?: 'always' | 'create' | 'none';
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  min?: number;
  max?: number;
  /** The shared rule of shared/validation.ts the server applies too. */
  check?: (value: never) => MessageName | null;
  /** Translation key of a hint under the form field. */
  help?: string;
};

export type ResourceDefinition<Row extends { id: string }> = {
  /** The Refine resource: the plural the server's list query is named after ("certificateTemplates"). */
  resource: string;
  /** 'workspace': rows carry organizationId and the generic pages live under a workspace's address. */
  scope: 'workspace' | 'platform';
  /** Translation key of the list's title, the sidebar entry and the record's name. */
  title: string;
  /** The field that names a record (detail title, delete confirmation); its column cannot be hidden. */
  nameField: Extract<keyof Row, string>;
  /** Who reads the list and records; who creates, edits and deletes (absent: nobody, a read-only list). The server has the same rules. */
  gate: Gate;
  writeGate?: Gate;
  /** In the order the table, detail page and form show them. */
  fields: { [Path in FieldPath<Row>]?: DeclaredField<Row> };
  /** The fields the form edits, in this order (absent: every field not marked read-only). */
  formFields?: ReadonlyArray<FieldPath<Row>>;
  /** Rules across fields (shared/row-rules.ts): the form runs them on its values, the server's declaration lists the same. */
  rules?: ReadonlyArray<RowRule<Row>>;
  /** Fields read with every row but not shown: what a link needs (a workspace's id). */
  alsoSelect?: ReadonlyArray<FieldPath<Row>>;
  /** The server's searchText filter field, when the resource declares a search. */
  searchField?: string;
  defaultSort?: { field: Extract<keyof Row, string>; order: 'asc' | 'desc' };
  /** A CSV export of the list: the columns under their translated labels, or these headers and values. */
  csv?: boolean | CsvDeclaration<Row>;
  /** An entry in the sidebar's workspace section, with this icon. */
  sidebar?: boolean;
  /**
   * The part of the workspace's plan the resource is (shared/plans.ts PLAN_GATED_PARTS): without
   * it the sidebar entry asks for an upgrade and the pages say the plan does not include it; the
   * server refuses its writes with the same rule.
   */
  planPart?: PlanGatedPart;
  /** The sidebar entry's icon: an antd icon's definition (@ant-design/icons-svg/es/asn/<Name>), drawn by PlainIcon. */
  icon?: IconDefinition;
  /** 'custom': the resource's screens are written by hand and use its parts; no generic pages. */
  screens?: 'generic' | 'custom';
  /** Names the table's remembered settings (the resource unless said). */
  tableId?: string;
  /** Translation key of the empty table's text. */
  emptyText?: string;
};

/** What the generic pages and the registry read: the definition with its derived declarations. */
export type DeclaredResource<Row extends { id: string } = { id: string }> = Omit<ResourceDefinition<Row>, 'csv'> & {
  writeGate: Gate;
  /** Deletes a record (deleteOne…). */
  deleteDocument?: DocumentNode;
  screens: 'generic' | 'custom';
  /** true: the generic list page writes the CSV from the columns. */
  csv: boolean;
  table: TableDeclaration<Row>;
  show: ShowDeclaration<Row>;
  form: FormDeclaration;
};

const CELL_KINDS: Record<DeclaredField['kind'], CellKind> = {
  text: 'text',
  textarea: 'text',
  email: 'text',
  color: 'text',
  number: 'number',
  boolean: 'boolean',
  enum: 'text',
  date: 'date',
  dateTime: 'dateTime',
  reference: 'text',
  list: 'tags',
};

const FORM_KINDS: Partial<Record<DeclaredField['kind'], FormFieldKind>> = {
  text: 'text',
  textarea: 'textarea',
  email: 'email',
  color: 'color',
  number: 'number',
  boolean: 'boolean',
  enum: 'select',
  reference: 'reference',
  list: 'list',
};

const FILTER_KINDS: Partial<Record<DeclaredField['kind'], FilterDeclaration<unknown>['kind']>> = {
  text: 'text',
  textarea: 'text',
  email: 'text',
  enum: 'enum',
  number: 'number',
  boolean: 'boolean',
  reference: 'reference',
  list: 'list',
};

type Entry<Row> = [string, ResolvedField<Row>];

/**
 * A resource's operations, written from its declaration by `npm run codegen`
 * (scripts/declared-documents.mjs) and typed like every screen's documents. A resource declared
 * since the last codegen has none yet: the data provider then builds them from the selection, and
 * `npm run check` fails until they are generated.
 */
type GeneratedDocuments = Partial<Record<'list' | 'show' | 'form' | 'create' | 'update' | 'delete', DocumentNode>> & {
  options?: Record<string, DocumentNode>;
};
const documentsOf = (resource: string): GeneratedDocuments => (DECLARED_DOCUMENTS as Record<string, GeneratedDocuments | undefined>)[resource] ?? {};

/** A reference with the referenced resource's generated list of names. */
const withOptions = (reference: ReferenceDeclaration | undefined): ReferenceDeclaration | undefined =>
  reference && { ...reference, optionsDocument: documentsOf(reference.resource).options?.[reference.labelField] };

const labelsOf = <Row>(field: DeclaredField<Row>) => field.valueLabels ?? (field.kind === 'enum' ? `${field.label}Options` : undefined);

/** An enum's or a list's values to pick from, each with its translation key (a list's items without labels show as they are). */
const optionsOf = <Row>(field: DeclaredField<Row>): ValueOption[] | undefined => {
  const labels = labelsOf(field);
  return field.values?.map((value) => ({ value, label: labels ? `${labels}.${value}` : undefined }));
};

/** What a cell shows when it is not row[key]: a related record's name, or a nested object's field. */
const valueOf = <Row>(key: string, field: DeclaredField<Row>): ((row: Row) => unknown) | undefined => {
  const reference = field.reference;
  if (reference) return (row) => valueAtPath(row as object, `${reference.relation}.${reference.labelField}`);
  return key.includes('.') ? (row) => valueAtPath(row as object, key) : undefined;
};

/** The selection of some fields: each reference also reads its related record's id and name (batched by the server). */
const selectionFor = <Row>(entries: Array<Entry<Row>>, extra: readonly string[] = []) =>
  selectionOf(
    ['id', ...entries.map(([key]) => key), ...extra],
    entries.flatMap(([, field]) => (field.reference ? [{ [field.reference.relation]: ['id', field.reference.labelField] }] : [])),
  );

const filterOf = <Row>([key, field]: Entry<Row>): Array<FilterDeclaration<Row>> => {
  const options = optionsOf(field);
  // An enum whose values nobody declares is filtered as text.
  const kind = field.kind === 'enum' && !options ? 'text' : FILTER_KINDS[field.kind];
  if (!field.filterable || !kind) return [];
  const textOperators = field.kind === 'enum' || field.filterable === 'exact' ? 'simple' : 'full';
  const title = field.filterLabel ?? field.label;
  const reference = withOptions(field.reference);
  return [{ field: key as FilterDeclaration<Row>['field'], title, kind, textOperators, range: field.filterable === 'range', reference, options }];
};

const formFieldOf = <Row>([key, field]: Entry<Row>): FormFieldDeclaration[] => {
  const kind = FORM_KINDS[field.kind];
  if (!kind) return [];
  const [first, second] = splitPath(key);
  const { check, required, minLength, maxLength, pattern, min, max, numberKind, maxItems, itemMaxLength, itemPattern, defaultValue, nullable, help } = field;
  return [
    {
      name: second ?? first,
      group: second === undefined ? undefined : first,
      label: field.label,
      kind,
      ...{ check, required, minLength, maxLength, pattern, min, max, numberKind, maxItems, itemMaxLength, itemPattern, defaultValue, nullable, help },
      createOnly: field.editable === 'create',
      options: optionsOf(field),
      reference: withOptions(field.reference),
    },
  ];
};

/** Declares a resource: the one thing a developer writes on the SPA side (plus its translations). */
export const defineResource = <Row extends { id: string }>(definition: ResourceDefinition<Row>): DeclaredResource<Row> => {
  const entries = (Object.entries(definition.fields) as Array<[string, DeclaredField<Row>]>).map(([key, field]): Entry<Row> => [
    key,
    withServerRules(definition.resource, key, field),
  ]);
  const inTable = entries.filter(([, field]) => !field.hideInTable);
  const inShow = entries.filter(([, field]) => !field.hideInShow);
  const editable = ([key, field]: Entry<Row>) => field.editable !== 'none' && !(definition.scope === 'workspace' && key === 'organizationId');
  const chosen = definition.formFields?.map((key) => entries.find(([entryKey]) => entryKey === key));
  const inForm = !definition.writeGate?.length ? [] : chosen ? chosen.filter((entry) => entry !== undefined) : entries.filter(editable);
  const columns: Array<ColumnDeclaration<Row>> = inTable.map(([key, field]) => ({
    key: key as ColumnDeclaration<Row>['key'],
    title: field.label,
    kind: field.cell ?? CELL_KINDS[field.kind],
    sortable: field.sortable,
    hideable: key !== definition.nameField,
    labels: labelsOf(field),
    value: valueOf(key, field),
    link: field.link,
  }));
  const { csv, ...rest } = definition;
  const documents = documentsOf(definition.resource);
  return {
    ...rest,
    writeGate: definition.writeGate ?? [],
    deleteDocument: documents.delete,
    screens: definition.screens ?? 'generic',
    csv: csv === true,
    table: {
      resource: definition.resource,
      tableId: definition.tableId ?? definition.resource,
      document: documents.list,
      fields: selectionFor(inTable, [definition.nameField, ...(definition.alsoSelect ?? [])]),
      columns,
      nameField: definition.nameField,
      filters: entries.flatMap(filterOf),
      searchField: definition.searchField,
      defaultSorters: definition.defaultSort ? [definition.defaultSort] : undefined,
      csv: typeof csv === 'object' ? csv : undefined,
      emptyText: definition.emptyText,
    },
    show: {
      resource: definition.resource,
      document: documents.show,
      // The name too: the generic pages title the record with it.
      selection: selectionFor(inShow, [definition.nameField]),
      fields: inShow.map(([key, field]) => ({
        key: key as ColumnDeclaration<Row>['key'],
        label: field.label,
        kind: field.cell ?? CELL_KINDS[field.kind],
        labels: labelsOf(field),
        value: valueOf(key, field),
      })),
    },
    form: {
      resource: definition.resource,
      queryDocument: documents.form,
      mutationDocument: documents.update,
      createDocument: documents.create,
      selection: selectionFor(inForm),
      fields: inForm.flatMap(formFieldOf),
      // The form's values are the row's fields by name: the rules read them as the row they check.
      rules: definition.rules as ReadonlyArray<FormRowRule> | undefined,
    },
  };
};
