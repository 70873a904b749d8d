import { isSuperEditor } from '../../../shared/roles';
import { MESSAGES } from '../../../shared/validation';
import { recordAudit } from '../audit/audit-events.resource';
import { hashPassword } from '../auth/password-hash';
import type { RequestUser } from '../auth/request-user';
import { badUserInput, forbidden } from '../common/errors/domain-errors';
import type { HookContext, ResourceHooks } from '../common/resource/resource-query.service';
import type { User } from './users.resource';

const joinNames = (firstName: string | undefined, lastName: string | undefined): string =>
  [firstName, lastName].filter((part) => part && part.trim() !== '').join(' ');

/**
 * Platform roles are granted, never taken: only a super editor changes them, and never their own
 * (an admin cannot make itself super editor, a super editor cannot drop its own guard rails). Each
 * grant and revoke goes to the audit log.
 */
const grantPlatformRoles = async (
  actor: RequestUser | null,
  target: { id: string | null; email: string },
  before: readonly string[],
  after: readonly string[],
  context: HookContext,
): Promise<void> => {
  const granted = after.filter((role) => !before.includes(role));
  const revoked = before.filter((role) => !after.includes(role));
  if (granted.length === 0 && revoked.length === 0) return;
  if (actor && (!isSuperEditor(actor) || target.id === actor.id)) throw forbidden();
  const who = actor ? { id: actor.id, email: actor.email } : null;
  for (const role of granted) await recordAudit(context.manager, { action: 'role.granted', actor: who, target, details: { role, scope: 'platform' } });
  for (const role of revoked) await recordAudit(context.manager, { action: 'role.revoked', actor: who, target, details: { role, scope: 'platform' } });
};

/** E-mails unique and lower-cased (by the field), fullName in step with the names, passwords hashed, roles granted by the rule above. */
export const accountRules: ResourceHooks<User> = {
  beforeCreate: async (input, context) => {
    const { password, ...fields } = input;
    await grantPlatformRoles(context.actor, { id: null, email: String(fields.email) }, [], fields.roles ?? [], context);
    return {
      ...fields,
      fullName: joinNames(fields.firstName, fields.lastName),
      passwordHash: password ? await hashPassword(password) : null,
    };
  },
  beforeUpdate: async (update, current, context) => {
    if (update.roles) await grantPlatformRoles(context.actor, { id: current.id, email: current.email }, current.roles, update.roles, context);
    if (update.firstName === undefined && update.lastName === undefined) return update;
    const firstName = update.firstName ?? current.firstName;
    const lastName = update.lastName ?? current.lastName;
    if (firstName.trim() === '' || lastName.trim() === '') throw badUserInput(MESSAGES.missingNames);
    return { ...update, fullName: joinNames(firstName, lastName) };
  },
  // Roles and names are read from the authentication cache: every instance must forget them.
  afterUpdate: (row, _previous, context) => context.userChanged(row.id),
  afterDelete: (row, context) => context.userChanged(row.id),
};
