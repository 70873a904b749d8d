import { Inject, Injectable } from '@nestjs/common';
import { PubSubEngine } from 'graphql-subscriptions';
import { Repository } from 'typeorm';

import { dismissedUntil, FAR_EXPIRY_MS, ratingScale } from '../../../shared/banner-rules';
import { AnalyticsEventName, AnalyticsService } from '../analytics/analytics.service';
import { RequestUser } from '../auth/request-user';
import { badUserInput, forbidden } from '../common/errors/domain-errors';
import { PUB_SUB } from '../common/pubsub/pub-sub.token';
import { UserMetadataService } from '../users/user-metadata.service';
import { BannerEventInput, BannerEventKind, BannerEventResultDTO } from './banner-calls.dto';
import { BannerTargetingService } from './banner-targeting.service';
import { InjectResourceRepository } from '../common/resource/inject-resource';
import type { NotificationBanner } from './notification-banners.resource';

const EVENT_NAMES: Record<BannerEventKind, AnalyticsEventName> = {
  [BannerEventKind.shown]: 'Banner Shown',
  [BannerEventKind.clicked]: 'Banner Clicked',
  [BannerEventKind.answered]: 'Banner Answered',
  [BannerEventKind.dismissed]: 'Banner Dismissed',
};

/** Announced when a banner's figures change by a click, an answer or a dismissal (impressions are too frequent). */
export const BANNER_FIGURES_CHANGED = 'bannerFiguresChanged';

export const BANNER_EVENT_MESSAGES = {
  unknownBanner: 'This banner no longer exists.',
  noButton: 'This banner has no button.',
  noAnswer: 'This banner takes no answer.',
  answerOutOfRange: "Choose one of the banner's values.",
  alreadyAnswered: 'You have already answered this banner.',
} as const;

/**
 * What a user does with a banner on the dashboard (spec 01 §4 and §7): each action is an
 * analytics event, and dismissing, clicking or answering also hides the banner in the user's
 * metadata (dismissedBanners/{bannerId}), so it stays hidden on every device.
 */
@Injectable()
export class BannerEventsService {
  constructor(
    @InjectResourceRepository('NotificationBanner') private readonly banners: Repository<NotificationBanner>,
    private readonly targeting: BannerTargetingService,
    private readonly analytics: AnalyticsService,
    private readonly metadata: UserMetadataService,
    @Inject(PUB_SUB) private readonly pubSub: PubSubEngine,
  ) {}

  async record(user: RequestUser, input: BannerEventInput, now = Date.now()): Promise<BannerEventResultDTO> {
    const banner = await this.banners.findOne({ where: { bannerId: input.bannerId, deleted: false } });
    if (!banner) throw badUserInput(BANNER_EVENT_MESSAGES.unknownBanner);
    const productCodes = await this.targeting.productCodesOf(user);
    if (!banner.showToProduct.some((code) => productCodes.includes(code))) throw forbidden();
    const properties: Record<string, unknown> = { banner_id: banner.bannerId, user_id: user.id, platform: 'dashboard' };
    if (input.kind === BannerEventKind.clicked && !banner.ctaButton) throw badUserInput(BANNER_EVENT_MESSAGES.noButton);
    if (input.kind === BannerEventKind.answered) {
      const scale = ratingScale(banner.type);
      if (scale.length === 0) throw badUserInput(BANNER_EVENT_MESSAGES.noAnswer);
      if (input.answer === null || input.answer === undefined || !scale.includes(input.answer)) throw badUserInput(BANNER_EVENT_MESSAGES.answerOutOfRange);
      if (await this.analytics.exists('Banner Answered', user.id, banner.bannerId)) throw badUserInput(BANNER_EVENT_MESSAGES.alreadyAnswered);
      properties.answer = input.answer;
    }
    await this.analytics.record(EVENT_NAMES[input.kind], { userId: user.id, subjectId: banner.bannerId, properties });
    const hiddenUntil = this.hiddenUntil(banner, input.kind, now);
    if (hiddenUntil !== null) {
      await this.metadata.write(user.id, `dismissedBanners/${banner.bannerId}`, String(hiddenUntil));
      await this.pubSub.publish(BANNER_FIGURES_CHANGED, { [BANNER_FIGURES_CHANGED]: { bannerId: banner.bannerId, changedAt: now } });
    }
    return { bannerId: banner.bannerId, hiddenUntil: hiddenUntil === null ? null : String(hiddenUntil) };
  }

  private hiddenUntil(banner: NotificationBanner, kind: BannerEventKind, now: number): number | null {
    if (kind === BannerEventKind.dismissed) return dismissedUntil(banner.dismissForDays, now);
    if (kind === BannerEventKind.clicked || kind === BannerEventKind.answered) return now + FAR_EXPIRY_MS;
    return null;
  }
}
