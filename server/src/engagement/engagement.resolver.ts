import { Args, ID, Query, Resolver } from '@nestjs/graphql';

import { hasRole, isSales, seesEverything } from '../../../shared/roles';
import { CurrentUser } from '../auth/current-user.decorator';
import { RequestUser } from '../auth/request-user';
import { forbidden } from '../common/errors/domain-errors';
import { EngagementService } from './engagement.service';
import { EngagementSummaryDTO, UserGroupEngagementDTO } from './engagement.types';

const readsWorkspace = (user: RequestUser, organizationId: string): boolean =>
  seesEverything(user) ||
  isSales(user) ||
  hasRole(user, 'manager', { organizationId }) ||
  hasRole(user, 'billingManager', { organizationId }) ||
  user.partnerOrganizations.includes(organizationId);

@Resolver()
export class EngagementResolver {
  constructor(private readonly engagement: EngagementService) {}

  /** A workspace's (or one of its groups') engagement summary: its managers, or the group's agents. */
  @Query(() => EngagementSummaryDTO)
  engagementSummary(
    @CurrentUser() user: RequestUser,
    @Args('organizationId', { type: () => ID }) organizationId: string,
    @Args('companyId', { type: () => ID, nullable: true }) companyId?: string | null,
  ): Promise<EngagementSummaryDTO> {
    const allowed = readsWorkspace(user, organizationId) || (!!companyId && hasRole(user, 'agent', { companyId }));
    if (!allowed) throw forbidden();
    return this.engagement.summary(organizationId, companyId ?? null);
  }

  /** A learner's groups in a workspace with minutes, completed sessions and average completion. */
  @Query(() => [UserGroupEngagementDTO])
  userGroupEngagements(
    @CurrentUser() user: RequestUser,
    @Args('organizationId', { type: () => ID }) organizationId: string,
    @Args('userId', { type: () => ID }) userId: string,
  ): Promise<UserGroupEngagementDTO[]> {
    if (readsWorkspace(user, organizationId) || user.id === userId) return this.engagement.userGroups(organizationId, userId, null);
    if (user.agentCompanies.length) return this.engagement.userGroups(organizationId, userId, [...user.agentCompanies]);
    throw forbidden();
  }
}
