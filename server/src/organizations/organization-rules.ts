import { Companies } from '../companies/companies.resource';
import type { HookContext } from '../common/resource/resource-query.service';

/** Disabling a workspace disables all its groups (spec 02 §4); open group tables hear of it once it is saved. */
export const disableGroupsOf = async (organizationId: string, context: HookContext): Promise<void> => {
  const groups = context.manager.getRepository(Companies.entity);
  const enabled = await groups.find({ where: { organizationId, disabled: false } });
  if (enabled.length === 0) return;
  await groups.update({ organizationId, disabled: false }, { disabled: true });
  context.afterCommit(() =>
    context.live.publish(
      'updated',
      'Company',
      enabled.map((group) => ({ ...group, disabled: true })),
    ),
  );
};
