import { Companies } from '../companies/companies.resource';
import type { HookContext } from '../common/resource/resource-query.service';

/**
 * Disabling a workspace disables all its groups (spec 02 §4), remembering which were on; enabling it
 * again switches those back on, and the groups disabled on their own stay off. Open group tables
 * hear of it once it is saved.
 */
export const followWorkspaceState = async (organizationId: string, disabled: boolean, context: HookContext): Promise<void> => {
  const groups = context.manager.getRepository(Companies.entity);
  const affected = await groups.find({ where: disabled ? { organizationId, disabled: false } : { organizationId, disabledWithWorkspace: true } });
  if (affected.length === 0) return;
  const ids = affected.map((group) => group.id);
  await groups.update(ids, { disabled, disabledWithWorkspace: disabled });
  context.afterCommit(() =>
    context.live.publish(
      'updated',
      'Company',
      affected.map((group) => ({ ...group, disabled, disabledWithWorkspace: disabled })),
    ),
  );
};
