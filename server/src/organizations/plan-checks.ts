import type { EntityManager } from 'typeorm';

import { planAllows, PlanGatedPart, WorkspacePlanFacts } from '../../../shared/plans';
import { brokenRule } from '../common/errors/domain-errors';
import { resourceNamed } from '../common/resource/resource-registry';

/**
 * BAD_USER_INPUT featureNotInPlan unless the workspace's plan includes the part (shared/plans.ts,
 * the rule the SPA's sidebar and pages follow). A missing workspace is the reference check's to report.
 */
export const assertPlanAllows = async (manager: EntityManager, organizationId: unknown, part: PlanGatedPart): Promise<void> => {
  if (typeof organizationId !== 'string') return;
  const workspace = await manager.getRepository(resourceNamed('Organization').entity).findOne({ where: { id: organizationId } });
  if (workspace && !planAllows(workspace as unknown as WorkspacePlanFacts, part)) throw brokenRule('featureNotInPlan');
};

/** BAD_USER_INPUT featureNotInPlan when a list the part holds is being given entries the workspace's plan does not include. */
export const refuseOutsidePlan = (workspace: WorkspacePlanFacts, part: PlanGatedPart, entries: readonly unknown[] | null | undefined): void => {
  if (entries?.length && !planAllows(workspace, part)) throw brokenRule('featureNotInPlan');
};
