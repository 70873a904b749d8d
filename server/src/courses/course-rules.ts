import { In } from 'typeorm';

import { seesEverything } from '../../../shared/roles';
import type { RequestUser } from '../auth/request-user';
import { forbidden } from '../common/errors/domain-errors';
import type { HookContext, ResourceHooks } from '../common/resource/resource-query.service';
import { resourceNamed } from '../common/resource/resource-registry';
import type { Course } from './courses.resource';

const added = (next: unknown, before: readonly string[] = []): string[] => (Array.isArray(next) ? next.map(String).filter((id) => !before.includes(id)) : []);

/**
 * Publishing is granted, never taken: a program is published only to workspaces where the actor
 * runs or curates (manager, editor) and to groups the actor runs (their workspace's manager, or
 * agent). Staff publish anywhere. Only targets this write adds are checked.
 */
const assertMayPublish = async (actor: RequestUser | null, workspaces: string[], groups: string[], context: HookContext): Promise<void> => {
  if (!actor || seesEverything(actor) || (workspaces.length === 0 && groups.length === 0)) return;
  const ownWorkspaces = new Set([...actor.managerOrganizations, ...actor.editorOrganizations]);
  if (workspaces.some((id) => !ownWorkspaces.has(id))) throw forbidden();
  if (groups.length === 0) return;
  const rows = await context.manager.getRepository<{ id: string; organizationId: string }>(resourceNamed('Company').entity).find({ where: { id: In(groups) } });
  const runs = (group: { id: string; organizationId: string }) =>
    actor.agentCompanies.includes(group.id) || actor.managerOrganizations.includes(group.organizationId);
  if (rows.length !== new Set(groups).size || !rows.every(runs)) throw forbidden();
};

export const programRules: ResourceHooks<Course> = {
  beforeCreate: async (input, context) => {
    await assertMayPublish(context.actor, added(input.availableToOrganizations), added(input.availableToCompanies), context);
    return input;
  },
  beforeUpdate: async (update, current, context) => {
    await assertMayPublish(
      context.actor,
      added(update.availableToOrganizations, current.availableToOrganizations),
      added(update.availableToCompanies, current.availableToCompanies),
      context,
    );
    return update;
  },
};
