import type { Type } from '@nestjs/common';

import type { AccessRule, AccessTerm } from '../../authorization/access-terms';
import type { DeclaredFilters } from './declared-filters';
import type { FieldMap } from './fields';
import type { UniqueRule } from './unique-rules';

/** How a list's search box matches rows (the filter-only field `searchText`). */
export type SearchDeclaration =
  /** Lower-cased columns of the row joined by spaces; fine for small tables. */
  | { fields: readonly string[] }
  /**
   * A stored, lower-cased `searchText` column on `table` (the resource's own, or the table a view
   * reads it from), kept current by database triggers and indexed for substring search with a
   * pg_trgm GIN index on PostgreSQL (migration SearchText).
   */
  | { stored: { table: string } };

/** What the rest of the server knows about a declared resource. */
export type RegisteredResource = {
  /** The GraphQL type (singular PascalCase); Refine's resource is `plural`. */
  name: string;
  plural: string;
  /** A word for messages ("group", "workspace"). */
  label: string;
  table: string;
  kind: 'table' | 'view';
  entity: Type<object>;
  dto: Type<object>;
  fields: FieldMap;
  access: AccessRule;
  search?: SearchDeclaration;
  /** Filter-only questions about the row (declared-filters.ts). */
  filters?: DeclaredFilters;
  /** Its uniqueness rules (unique-rules.ts): checked before writes, enforced by indexes. */
  unique: readonly UniqueRule[];
  /** Every change is written to the audit log (audit-trail.ts). */
  audit: boolean;
};

const byName = new Map<string, RegisteredResource>();
/** A class, compared by identity (entity classes are the registry's keys). */
export type ClassReference = abstract new (...args: never[]) => unknown;

const byEntity = new Map<ClassReference, RegisteredResource>();

export const registerResource = (resource: RegisteredResource): void => {
  if (byName.has(resource.name)) throw new Error(`Two resources are named ${resource.name}.`);
  byName.set(resource.name, resource);
  byEntity.set(resource.entity, resource);
};

export const resourceNamed = (name: string): RegisteredResource => {
  const resource = byName.get(name);
  if (!resource) throw new Error(`No resource is named ${name}; is its *.resource.ts file in server/src?`);
  return resource;
};

export const resourceOfEntity = (entity: ClassReference): RegisteredResource | undefined => byEntity.get(entity);

export const registeredResources = (): RegisteredResource[] => [...byName.values()];

export const readTermsOf = (name: string): readonly AccessTerm[] => resourceNamed(name).access.read ?? [];
