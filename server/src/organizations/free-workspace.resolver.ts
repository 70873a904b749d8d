import { randomBytes } from 'node:crypto';

import { Inject } from '@nestjs/common';
import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { InjectDataSource } from '@nestjs/typeorm';
import { PubSubEngine } from 'graphql-subscriptions';
import { DataSource } from 'typeorm';

import { checkEntityName } from '../../../shared/validation';
import { AnalyticsService } from '../analytics/analytics.service';
import { CurrentUser } from '../auth/current-user.decorator';
import { RequestUser } from '../auth/request-user';
import { UserChangesPublisher } from '../auth/user-changes.publisher';
import { badUserInput, brokenRule } from '../common/errors/domain-errors';
import { PUB_SUB } from '../common/pubsub/pub-sub.module';
import { MembershipEntity } from '../memberships/membership.entity';
import { Organization, Organizations } from './organizations.resource';

export const ALREADY_HAS_FREE_WORKSPACE = 'You already manage a free workspace.';

/** "Mina's workspace" from the user's first name, else from the part of the e-mail before the @. */
export const defaultWorkspaceName = (user: Pick<RequestUser, 'firstName' | 'email'>): string => {
  const base = user.firstName.trim() || user.email.split('@')[0];
  return `${base}'s workspace`;
};

@Resolver()
export class FreeWorkspaceResolver {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(PUB_SUB) private readonly pubSub: PubSubEngine,
    private readonly analytics: AnalyticsService,
    private readonly userChanges: UserChangesPublisher,
  ) {}

  /** Anyone may create one free (FT) workspace, which they then manage and bill (spec 01 §2, landing). */
  @Mutation(() => Organizations.dto)
  async createFreeWorkspace(
    @CurrentUser() user: RequestUser,
    @Args('organizationName', { type: () => String, nullable: true }) organizationName?: string | null,
  ): Promise<Organization> {
    const name = organizationName?.trim() || defaultWorkspaceName(user);
    const problem = checkEntityName(name);
    if (problem) throw brokenRule(problem);
    const created = await this.dataSource.transaction(async (manager) => {
      const managedFree = await manager
        .getRepository(MembershipEntity)
        .createQueryBuilder('membership')
        .innerJoin(Organizations.entity, 'organization', 'organization.id = membership.organizationId')
        .where('membership.userId = :userId AND membership.role = :role AND organization.product = :product', {
          userId: user.id,
          role: 'manager',
          product: 'FT',
        })
        .getCount();
      if (managedFree > 0) throw badUserInput(ALREADY_HAS_FREE_WORKSPACE);
      const organizations = manager.getRepository(Organizations.entity);
      const organization = await organizations.save(
        organizations.create({ name, product: 'FT', createdBy: user.id, billingService: null, referralCode: randomBytes(6).toString('hex') }),
      );
      const memberships = manager.getRepository(MembershipEntity);
      await memberships.save(
        (['manager', 'billingManager', 'creator', 'member'] as const).map((role) =>
          memberships.create({ userId: user.id, role, organizationId: organization.id, joinedAt: new Date() }),
        ),
      );
      return organization;
    });
    await this.analytics.record('Workspace Created', { userId: user.id, subjectId: created.id, properties: { product: 'FT' } });
    await this.pubSub.publish('createdOrganization', { createdOrganization: created });
    await this.userChanges.userChanged(user.id);
    return created;
  }
}
