import { DataSource, EntityTarget, ObjectLiteral } from 'typeorm';

import { canAddGroups, canDeleteGroup, canEnableGroup, GROUP_RULE_MESSAGES } from '../../../shared/group-rules';
import { badUserInput, notFound } from '../common/errors/domain-errors';
import type { HookContext, ResourceHooks } from '../common/resource/resource-query.service';
import { resourceNamed } from '../common/resource/resource-registry';
import { forgetRoleHoldersOf } from '../memberships/role-holders';
import type { Company } from './companies.resource';

type Workspace = { id: string; disabled: boolean; tags: string[]; peerInvitationModeDefault: string };

const workspaceOf = async (organizationId: string, context: HookContext): Promise<Workspace> => {
  const workspace = await context.manager.getRepository<Workspace>(resourceNamed('Organization').entity).findOne({ where: { id: organizationId } });
  if (!workspace) throw notFound('Workspace not found');
  return workspace;
};

/** The group-edit rules of spec 02 §5 that concern a group's own row. */
export const groupRules: ResourceHooks<Company> = {
  /** No new groups in an open or test workspace; a group made in a disabled workspace starts disabled. */
  beforeCreate: async (input, context) => {
    const workspace = await workspaceOf(String(input.organizationId), context);
    if (!canAddGroups(workspace)) throw badUserInput(GROUP_RULE_MESSAGES.noNewGroups);
    return { ...input, disabled: workspace.disabled || input.disabled === true };
  },
  /** A group cannot be enabled while its workspace is disabled. */
  beforeUpdate: async (update, current, context) => {
    if (update.disabled === false && current.disabled && !canEnableGroup(await workspaceOf(current.organizationId, context))) {
      throw badUserInput(GROUP_RULE_MESSAGES.workspaceDisabled);
    }
    // Switched on or off by hand: its own state from now on, whatever its workspace does next.
    return update.disabled === undefined ? update : { ...update, disabledWithWorkspace: false };
  },
  /** The everyone group stays; the memberships and distributions of another go with it (foreign keys). */
  beforeDelete: async (current, context) => {
    if (!canDeleteGroup(current)) throw badUserInput(GROUP_RULE_MESSAGES.everyoneGroupDelete);
    await forgetRoleHoldersOf(context, { companyId: current.id });
  },
};

/** How many rows of a table with a companyId column each of these groups has, in one query. */
export const countPerGroup = async (
  dataSource: DataSource,
  table: EntityTarget<ObjectLiteral>,
  ids: readonly string[],
  where: Record<string, string> = {},
): Promise<Map<string, unknown>> => {
  const query = dataSource
    .createQueryBuilder()
    .select('row.companyId', 'companyId')
    .addSelect('COUNT(*)', 'count')
    .from(table, 'row')
    .where('row.companyId IN (:...ids)', { ids: [...ids] });
  for (const [column, value] of Object.entries(where)) query.andWhere(`row.${column} = :${column}`, { [column]: value });
  const rows = await query.groupBy('row.companyId').getRawMany<{ companyId: string; count: string | number }>();
  return new Map(rows.map((row) => [row.companyId, Number(row.count)]));
};
