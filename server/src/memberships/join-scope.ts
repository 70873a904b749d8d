import { EntityManager, IsNull } from 'typeorm';

import { MEMBERSHIP_ROLES, MembershipRole } from '../../../shared/constants';
import { GROUP_RULE_MESSAGES } from '../../../shared/group-rules';
import { badUserInput } from '../common/errors/domain-errors';
import { MembershipEntity } from './membership.entity';

export type JoinedScope = { organizationId: string; companyId: string | null; role: string };

/**
 * Gives a person what an accepted invitation (or a staff member's direct add) grants: membership of
 * the workspace, of the group when there is one, and the workspace role when it is not 'member'.
 * Rows already held are kept. Returns the ids of the group rows it created (for live updates).
 */
export const joinScope = async (manager: EntityManager, userId: string, scope: JoinedScope): Promise<{ groupRows: string[] }> => {
  const memberships = manager.getRepository(MembershipEntity);
  const { organizationId, companyId } = scope;
  const role = (MEMBERSHIP_ROLES as readonly string[]).includes(scope.role) ? (scope.role as MembershipRole) : 'member';
  const joinedAt = new Date();
  const workspaceRow = { organizationId, userId, role: 'member' as const, companyId: IsNull(), courseId: IsNull() };
  if (!(await memberships.exists({ where: workspaceRow }))) await memberships.save(memberships.create({ organizationId, userId, role: 'member', joinedAt }));
  const groupRows: string[] = [];
  if (companyId && !(await memberships.exists({ where: { organizationId, companyId, userId, role: 'member' } }))) {
    groupRows.push((await memberships.save(memberships.create({ organizationId, companyId, userId, role: 'member', joinedAt }))).id);
  }
  if (role !== 'member' && !companyId) {
    const holds = await memberships.exists({ where: { organizationId, userId, role, companyId: IsNull(), courseId: IsNull() } });
    if (!holds && role === 'billingManager' && (await memberships.exists({ where: { organizationId, role: 'billingManager' } }))) {
      throw badUserInput(GROUP_RULE_MESSAGES.oneBillingManager);
    }
    if (!holds) await memberships.save(memberships.create({ organizationId, userId, role, joinedAt }));
    // An admin needs a Creator licence (shared/role-grants.ts): an admin's invitation carries it.
    const licence = { organizationId, userId, role: 'creator' as const, companyId: IsNull(), courseId: IsNull() };
    if (role === 'manager' && !(await memberships.exists({ where: licence }))) {
      await memberships.save(memberships.create({ organizationId, userId, role: 'creator', joinedAt }));
    }
  }
  return { groupRows };
};
