import type { EntityManager } from 'typeorm';

import type { RequestUser } from '../../auth/request-user';
import { FieldMap, isExposed } from './fields';

/*
 * A declaration with `audit: true` has every change written to the audit log by the resource
 * mechanism itself, in the write's own transaction: who, the workspace (and group) it belongs to,
 * and each changed field's value before and after. Admin changes made through the generated
 * mutations (a workspace disabled, a group's settings, a certificate) are then recorded without any
 * hook remembering to. The log is itself a resource (server/src/audit/), which installs the writer.
 */

export type AuditRecord = {
  action: string;
  actor: { id: string; email: string } | null;
  organizationId: string | null;
  companyId: string | null;
  details: Record<string, unknown>;
};

export type AuditWriter = (manager: EntityManager, record: AuditRecord) => Promise<void>;

let writer: AuditWriter | null = null;

/** Installed by the audit log's resource when it is discovered. */
export const useAuditWriter = (write: AuditWriter): void => {
  writer = write;
};

type Row = Record<string, unknown>;

/** The value as the log keeps it: dates as ISO text, the rest as it is. */
const loggable = (value: unknown): unknown => (value instanceof Date ? value.toISOString() : (value ?? null));

/** Each exposed field whose value differs, with its value before and after (one side null for a create or delete). */
export const changesOf = (fields: FieldMap, before: Row | null, after: Row | null): Record<string, { before: unknown; after: unknown }> =>
  Object.fromEntries(
    Object.entries(fields)
      .filter(([, definition]) => isExposed(definition))
      .map(([key]) => [key, { before: loggable(before?.[key]), after: loggable(after?.[key]) }] as const)
      .filter(([, change]) => JSON.stringify(change.before) !== JSON.stringify(change.after)),
  );

/** Where a row belongs: a workspace is its own, a group its own and its workspace's, any other row by its columns. */
const placeOf = (resourceName: string, row: Row): Pick<AuditRecord, 'organizationId' | 'companyId'> => {
  const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
  if (resourceName === 'Organization') return { organizationId: text(row.id), companyId: null };
  if (resourceName === 'Company') return { organizationId: text(row.organizationId), companyId: text(row.id) };
  return { organizationId: text(row.organizationId), companyId: text(row.companyId) };
};

/** Writes one change of a declared resource; an update that changed nothing is not recorded. */
export const auditChange = async (
  manager: EntityManager,
  resource: { name: string; fields: FieldMap },
  change: { operation: 'created' | 'updated' | 'deleted'; actor: RequestUser | null; before: Row | null; after: Row | null },
): Promise<void> => {
  if (!writer) throw new Error(`${resource.name} is audited but no audit log is installed.`);
  const changes = changesOf(resource.fields, change.before, change.after);
  if (change.operation === 'updated' && Object.keys(changes).length === 0) return;
  const row = (change.after ?? change.before) as Row;
  const action = `${resource.name.charAt(0).toLowerCase()}${resource.name.slice(1)}.${change.operation}`;
  const place = placeOf(resource.name, row);
  // A deleted workspace or group is gone by now: the entry keeps its id in the details, not as a reference.
  if (change.operation === 'deleted' && resource.name === 'Organization') place.organizationId = null;
  if (change.operation === 'deleted' && resource.name === 'Company') place.companyId = null;
  await writer(manager, {
    action,
    actor: change.actor ? { id: change.actor.id, email: change.actor.email } : null,
    ...place,
    details: { id: row.id ?? null, changes },
  });
};
