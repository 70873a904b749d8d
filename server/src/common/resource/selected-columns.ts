import { DocumentNode, Kind, visit, BREAK } from 'graphql';
import type { ObjectLiteral, Repository } from 'typeorm';

import { columnsOf } from '../../authorization/access-terms';
import { FieldMap, isExposed } from './fields';

/** A field of a list's answer as nestjs-query's resolve info gives it (its sub-fields are the JSON's parts). */
type RequestedField = { name: string };

/**
 * For each field of a resource's GraphQL type that is answered from its own column alone, the
 * columns reading it takes: that column and those its read rule's terms read (field-access.ts).
 * Anything else on the type (relations, computed fields, hand-written resolvers) is absent.
 */
export const columnsByField = (fields: FieldMap, repository: Repository<ObjectLiteral>): ReadonlyMap<string, readonly string[]> => {
  const { metadata } = repository;
  const byField = new Map<string, readonly string[]>();
  for (const key of ['id', 'createdAt', 'updatedAt']) if (metadata.findColumnWithPropertyName(key)) byField.set(key, [key]);
  for (const [key, definition] of Object.entries(fields)) {
    if (!isExposed(definition) || !metadata.findColumnWithPropertyName(key)) continue;
    const readParts = definition.kind === 'json' ? Object.values(definition.options.readParts ?? {}) : [];
    const terms = [...(definition.options.read ?? []), ...readParts.flat()];
    byField.set(key, [key, ...columnsOf(terms)]);
  }
  return byField;
};

/**
 * The columns a page must read for the fields its answer asks of each row, with the primary key
 * (and id) always: the others stay in the database, and neither the driver nor TypeORM handles
 * them row by row (a workspace has 38 columns, the SPA's table shows 8). Null when a field is not
 * answered from its own column (a relation, a computed field): the page then reads whole rows, as
 * every other read does.
 */
export const columnsForFields = (
  requested: Readonly<Record<string, RequestedField>>,
  byField: ReadonlyMap<string, readonly string[]>,
  repository: Repository<ObjectLiteral>,
): string[] | null => {
  const { metadata } = repository;
  const columns = new Set<string>(metadata.primaryColumns.map((column) => column.propertyName));
  if (metadata.findColumnWithPropertyName('id')) columns.add('id');
  for (const field of Object.values(requested)) {
    const needed = byField.get(field.name);
    if (!needed) return null;
    for (const column of needed) {
      // A term on a column the row does not have (a mistake elsewhere) must not narrow what is read.
      if (!metadata.findColumnWithPropertyName(column)) return null;
      columns.add(column);
    }
  }
  return [...columns];
};

const withFragments = new WeakMap<DocumentNode, boolean>();

/**
 * Whether a document selects through fragments (spread or inline) anywhere. nestjs-query's
 * resolve info, from which a list learns its fields, leaves fragments out: a list under such a
 * document reads whole rows. Kept per document (the server caches parsed documents).
 */
export const hasFragments = (document: DocumentNode): boolean => {
  let found = withFragments.get(document);
  if (found === undefined) {
    found = false;
    visit(document, {
      enter(node) {
        if (node.kind === Kind.FRAGMENT_SPREAD || node.kind === Kind.INLINE_FRAGMENT || node.kind === Kind.FRAGMENT_DEFINITION) {
          found = true;
          return BREAK;
        }
        return undefined;
      },
    });
    withFragments.set(document, found);
  }
  return found;
};
