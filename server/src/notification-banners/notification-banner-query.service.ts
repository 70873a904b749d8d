import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DeepPartial, DeleteOneOptions, UpdateOneOptions } from '@ptc-org/nestjs-query-core';
import { PubSubEngine } from 'graphql-subscriptions';
import { Repository } from 'typeorm';

import { BANNER_MESSAGES, BannerData, bannerProblems, DEFAULT_DISMISS_FOR_DAYS, DEFAULT_EXPIRY_MS } from '../../../shared/banner-rules';
import { currentActor } from '../auth/current-actor';
import { badUserInput, notFound } from '../common/errors/domain-errors';
import { PUB_SUB } from '../common/pubsub/pub-sub.token';
import { ResourceQueryService } from '../database/resource-query.service';
import { BannerChangeEntity } from './banner-change.entity';
import { NotificationBannerEntity } from './notification-banner.entity';

type BannerWrite = DeepPartial<NotificationBannerEntity>;

export const DELETED_BANNER_MESSAGE = 'This banner does not exist or was deleted.';

/** Announced after every banner change; open dashboards refetch the banners they show. */
export const NOTIFICATION_BANNERS_CHANGED = 'notificationBannersChanged';

/** Fields whose change is an edit of the banner's content (as opposed to a toggle or a delete). */
const CONTENT_FIELDS: Array<keyof NotificationBannerEntity> = [
  'bannerText', 'bannerColor', 'ctaButton', 'showToPlatform', 'showToProduct', 'expirationTime', 'minRangeCopy', 'maxRangeCopy', 'dismissForDays',
];

const asBannerData = (banner: BannerWrite): BannerData => ({
  bannerId: banner.bannerId,
  type: (banner.type ?? 'text') as BannerData['type'],
  bannerText: banner.bannerText ?? '',
  bannerColor: banner.bannerColor ?? '#FFFFFF',
  ctaButton: banner.ctaButton ? { url: banner.ctaButton.url ?? '', label: banner.ctaButton.label ?? '' } : null,
  showToPlatform: (banner.showToPlatform ?? []) as string[],
  showToProduct: (banner.showToProduct ?? []) as string[],
  expirationTime: banner.expirationTime ?? 0,
  minRangeCopy: banner.minRangeCopy,
  maxRangeCopy: banner.maxRangeCopy,
  dismissForDays: banner.dismissForDays,
  enabled: banner.enabled ?? true,
});

const changeText = (update: BannerWrite): string => {
  if (update.deleted === true) return 'Banner deleted';
  if (CONTENT_FIELDS.some((field) => field in update)) return 'Banner edited';
  if (update.enabled === true) return 'Banner activated';
  if (update.enabled === false) return 'Banner de-activated';
  return 'Banner updated';
};

/**
 * Banner writes: only what passes spec 01 §5 is stored, bannerId stays unique and fixed, deletes
 * are soft, and every change appends to the change history with who made it.
 */
@Injectable()
export class NotificationBannerQueryService extends ResourceQueryService<NotificationBannerEntity> {
  constructor(
    @InjectRepository(NotificationBannerEntity) repository: Repository<NotificationBannerEntity>,
    @InjectRepository(BannerChangeEntity) private readonly changes: Repository<BannerChangeEntity>,
    @Inject(PUB_SUB) private readonly pubSub: PubSubEngine,
  ) {
    super(repository);
  }

  async createOne(record: BannerWrite): Promise<NotificationBannerEntity> {
    const actor = currentActor();
    const now = Date.now();
    const banner: BannerWrite = {
      ...record,
      type: record.type ?? 'text',
      bannerColor: record.bannerColor ?? '#FFFFFF',
      ctaButton: record.ctaButton ?? null,
      showToPlatform: record.showToPlatform ?? [],
      showToProduct: record.showToProduct ?? [],
      expirationTime: record.expirationTime ?? now + DEFAULT_EXPIRY_MS,
      dismissForDays: record.dismissForDays === undefined ? DEFAULT_DISMISS_FOR_DAYS : record.dismissForDays,
      enabled: record.enabled ?? true,
      deleted: false,
      creatorId: actor.id,
      creatorName: actor.fullName || actor.email,
    };
    const problem = bannerProblems(asBannerData(banner), { editing: false, now })[0];
    if (problem) throw badUserInput(problem.message);
    if (await this.repo.exists({ where: { bannerId: String(banner.bannerId) } })) throw badUserInput(BANNER_MESSAGES.bannerIdTaken);
    const created = await super.createOne(banner);
    await this.recordChange(created, 'Banner created');
    return created;
  }

  async updateOne(id: string, update: BannerWrite, options?: UpdateOneOptions<NotificationBannerEntity>): Promise<NotificationBannerEntity> {
    if ('bannerId' in update || 'type' in update) throw badUserInput(BANNER_MESSAGES.bannerIdImmutable);
    const current = await this.getById(id, options);
    if (current.deleted) throw notFound(DELETED_BANNER_MESSAGE);
    if (CONTENT_FIELDS.some((field) => field in update)) {
      const problem = bannerProblems(asBannerData({ ...current, ...update } as BannerWrite), { editing: true, now: Date.now() })[0];
      if (problem) throw badUserInput(problem.message);
    }
    const updated = await super.updateOne(id, update, options);
    await this.recordChange(updated, changeText(update));
    return updated;
  }

  /** Deleting flags the banner; the row and its history stay. */
  async deleteOne(id: string, options?: DeleteOneOptions<NotificationBannerEntity>): Promise<NotificationBannerEntity> {
    return this.updateOne(id, { deleted: true }, options);
  }

  private async recordChange(banner: NotificationBannerEntity, text: string): Promise<void> {
    const actor = currentActor();
    await this.changes.save(
      this.changes.create({
        notificationBannerId: banner.id,
        timestamp: Date.now(),
        text,
        bannerText: banner.bannerText,
        updatedById: actor.id,
        updatedByName: actor.fullName || actor.email,
        showToProduct: banner.showToProduct,
        showToPlatform: banner.showToPlatform,
      }),
    );
    await this.pubSub.publish(NOTIFICATION_BANNERS_CHANGED, { [NOTIFICATION_BANNERS_CHANGED]: { bannerId: banner.bannerId, changedAt: Date.now() } });
  }
}
