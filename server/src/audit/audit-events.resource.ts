import type { EntityManager } from 'typeorm';

import { allow } from '../authorization/access-terms';
import { JSONObjectScalar } from '../common/graphql/json.scalar';
import { useAuditWriter } from '../common/resource/audit-trail';
import { defineResource, ResourceRow } from '../common/resource/define-resource';
import { field } from '../common/resource/fields';

/**
 * The audit log: who did what, to whom, where and when. Written in the same transaction as the
 * change it records (recordAudit), never edited; names and e-mails are copied so an entry still
 * reads well once the people are gone. Staff read it all, managers their workspace's entries.
 */
export const AuditEvents = defineResource({
  name: 'AuditEvent',
  label: 'Audit entry',
  description: 'One recorded change: who did what, to whom, where and when.',
  fields: {
    action: field.text({ maxLength: 60, filterable: true, readOnly: true, description: 'What happened, e.g. role.granted, invitation.created.' }),
    actorId: field.reference('User', { nullable: true, onDelete: 'SET NULL', readOnly: true, filterable: true, relation: 'actor' }),
    actorEmail: field.text({ maxLength: 254, nullable: true, filterable: true, readOnly: true, description: 'Who; null when the server itself acted.' }),
    targetUserId: field.reference('User', { nullable: true, onDelete: 'SET NULL', readOnly: true, filterable: true, relation: 'targetUser' }),
    targetEmail: field.text({ maxLength: 254, nullable: true, filterable: true, readOnly: true, description: 'To whom.' }),
    organizationId: field.reference('Organization', {
      nullable: true,
      onDelete: 'SET NULL',
      readOnly: true,
      filterable: true,
      description: 'Where: the workspace.',
    }),
    companyId: field.reference('Company', { nullable: true, onDelete: 'SET NULL', readOnly: true, filterable: true, description: 'Where: the group.' }),
    details: field.json({ type: () => JSONObjectScalar, default: '{}', readOnly: true, description: 'The role, the old and new values, …' }),
  },
  indexes: [{ columns: ['organizationId', 'createdAt', 'id'] }, { columns: ['targetUserId', 'createdAt', 'id'] }],
  access: { read: [allow.roles('superEditor', 'admin'), allow.workspaceRole('organizationId', 'manager')] },
});

export type AuditEvent = ResourceRow<typeof AuditEvents>;

export type AuditEntry = {
  action: string;
  actor: { id: string; email: string } | null;
  target?: { id: string | null; email: string } | null;
  organizationId?: string | null;
  companyId?: string | null;
  details?: Record<string, unknown>;
};

/** Appends an entry inside the caller's transaction, so the change and its record land together. */
export const recordAudit = async (manager: EntityManager, entry: AuditEntry): Promise<void> => {
  const events = manager.getRepository(AuditEvents.entity);
  // create() makes an entity instance, so the id generator (@BeforeInsert) runs on insert.
  await events.save(
    events.create({
      action: entry.action,
      actorId: entry.actor?.id ?? null,
      actorEmail: entry.actor?.email ?? null,
      targetUserId: entry.target?.id ?? null,
      targetEmail: entry.target?.email ?? null,
      organizationId: entry.organizationId ?? null,
      companyId: entry.companyId ?? null,
      details: entry.details ?? {},
    } as never),
  );
};

// Declared resources with `audit: true` write their changes through the same function.
useAuditWriter((manager, record) => recordAudit(manager, { ...record, target: null }));
