import { Inject } from '@nestjs/common';
import { Args, Mutation, Query, Resolver, Subscription } from '@nestjs/graphql';
import { PubSubEngine } from 'graphql-subscriptions';
import { Repository } from 'typeorm';

import { BANNER_PLATFORMS } from '../../../shared/constants';
import { canManageBanners, isAdmin } from '../../../shared/roles';
import { CurrentUser } from '../auth/current-user.decorator';
import { GraphQLRequestContext, RequestUser } from '../auth/request-user';
import { badUserInput, forbidden, notFound } from '../common/errors/domain-errors';
import { PUB_SUB } from '../common/pubsub/pub-sub.module';
import { BannerEventInput, BannerEventResultDTO, NotificationBannersChangeDTO, UserNotificationBannerDTO } from './banner-calls.dto';
import { BANNER_FIGURES_CHANGED, BannerEventsService } from './banner-events.service';
import { BannerTargetingService } from './banner-targeting.service';
import { InjectResourceRepository, InjectResourceService } from '../common/resource/inject-resource';
import type { ResourceQueryService } from '../common/resource/resource-query.service';
import { DELETED_BANNER_MESSAGE, NOTIFICATION_BANNERS_CHANGED } from './banner-hooks';
import { NotificationBanner, NotificationBanners } from './notification-banners.resource';

const requireBannerManager = (user: RequestUser): void => {
  if (!canManageBanners(user)) throw forbidden();
};

const readsAllBanners = (user: RequestUser | undefined): boolean => !!user && (canManageBanners(user) || isAdmin(user));

/**
 * The banner calls of spec 01 §7, addressed by bannerId. Writes go through the resource's query
 * service, so they are validated, recorded in the change history and announced live exactly as
 * the generated mutations are.
 */
@Resolver()
export class BannerCallsResolver {
  constructor(
    @InjectResourceService('NotificationBanner') private readonly banners: ResourceQueryService<NotificationBanner>,
    @InjectResourceRepository('NotificationBanner') private readonly repository: Repository<NotificationBanner>,
    private readonly targeting: BannerTargetingService,
    private readonly events: BannerEventsService,
    @Inject(PUB_SUB) private readonly pubSub: PubSubEngine,
  ) {}

  @Query(() => [NotificationBanners.dto], { description: 'Every banner, newest first (super editors and platform admins).' })
  async getAllNotificationBanners(
    @CurrentUser() user: RequestUser,
    @Args('includeDeleted', { type: () => Boolean, defaultValue: false }) includeDeleted: boolean,
  ): Promise<NotificationBanner[]> {
    if (!readsAllBanners(user)) throw forbidden();
    return this.repository.find({ where: includeDeleted ? {} : { deleted: false }, order: { createdAt: 'DESC', bannerId: 'ASC' } });
  }

  @Query(() => [UserNotificationBannerDTO], { description: 'The banners the signed-in user should see on a platform, newest first.' })
  async getUserNotificationBanners(
    @CurrentUser() user: RequestUser,
    @Args('platform', { type: () => String, defaultValue: 'dashboard' }) platform: string,
  ): Promise<NotificationBanner[]> {
    if (!(BANNER_PLATFORMS as readonly string[]).includes(platform)) throw badUserInput(`Platforms are ${BANNER_PLATFORMS.join(', ')}.`);
    return this.targeting.bannersFor(user, platform);
  }

  @Mutation(() => NotificationBanners.dto)
  async createNotificationBanner(
    @CurrentUser() user: RequestUser,
    @Args('bannerData', { type: () => NotificationBanners.createInput }) bannerData: Partial<NotificationBanner>,
  ): Promise<NotificationBanner> {
    requireBannerManager(user);
    return this.banners.createOne(bannerData);
  }

  @Mutation(() => NotificationBanners.dto, { description: 'Toggles ({enabled}), soft-deletes ({deleted: true}) or saves a whole edit.' })
  async updateNotificationBanner(
    @CurrentUser() user: RequestUser,
    @Args('bannerId') bannerId: string,
    @Args('bannerData', { type: () => NotificationBanners.updateInput }) bannerData: Partial<NotificationBanner>,
  ): Promise<NotificationBanner> {
    requireBannerManager(user);
    const banner = await this.repository.findOne({ where: { bannerId, deleted: false }, select: { id: true } });
    if (!banner) throw notFound(DELETED_BANNER_MESSAGE);
    return this.banners.updateOne(banner.id, bannerData);
  }

  @Mutation(() => BannerEventResultDTO, { description: 'A banner shown, clicked, answered or dismissed on the dashboard.' })
  recordBannerEvent(@CurrentUser() user: RequestUser, @Args('input') input: BannerEventInput): Promise<BannerEventResultDTO> {
    return this.events.record(user, input);
  }

  /** Every signed-in dashboard hears of any banner change and refetches its own banners. */
  @Subscription(() => NotificationBannersChangeDTO)
  notificationBannersChanged() {
    return this.pubSub.asyncIterableIterator(NOTIFICATION_BANNERS_CHANGED);
  }

  /** The history's figures moved (a click, an answer, a dismissal): only for those who read every banner. */
  @Subscription(() => NotificationBannersChangeDTO, {
    filter: (_payload: unknown, _variables: unknown, context: GraphQLRequestContext) => readsAllBanners(context.req.user),
  })
  bannerFiguresChanged() {
    return this.pubSub.asyncIterableIterator(BANNER_FIGURES_CHANGED);
  }
}
