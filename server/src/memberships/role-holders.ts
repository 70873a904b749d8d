import type { HookContext } from '../common/resource/resource-query.service';
import { MembershipEntity } from './membership.entity';

/**
 * Before a workspace or group is deleted (its memberships go with it through the foreign keys):
 * everyone who holds a role there (manager, agent, editor, …; a learner's own membership needs
 * nothing) has their cached roles forgotten once the delete commits, on every instance, so a
 * deleted group's agent loses it on the next request rather than when the cache expires.
 */
export const forgetRoleHoldersOf = async (context: HookContext, where: { organizationId: string } | { companyId: string }): Promise<void> => {
  const [column, value] = Object.entries(where)[0];
  const holders = await context.manager
    .getRepository(MembershipEntity)
    .createQueryBuilder('membership')
    .select('DISTINCT membership.userId', 'userId')
    .where(`membership.${column} = :value`, { value })
    .andWhere("membership.role <> 'member'")
    .getRawMany<{ userId: string }>();
  for (const { userId } of holders) context.userChanged(userId);
};
