import type { DeepPartial, EntityTarget } from 'typeorm';

import { BANNER_MESSAGES, BannerData, bannerProblems, DEFAULT_DISMISS_FOR_DAYS, DEFAULT_EXPIRY_MS } from '../../../shared/banner-rules';
import { badUserInput, notFound } from '../common/errors/domain-errors';
import type { HookContext, ResourceHooks } from '../common/resource/resource-query.service';
import { BannerChangeEntity } from './banner-change.entity';
import type { NotificationBanner } from './notification-banners.resource';

export const DELETED_BANNER_MESSAGE = 'This banner does not exist or was deleted.';

/** Announced after every banner change; open dashboards refetch the banners they show. */
export const NOTIFICATION_BANNERS_CHANGED = 'notificationBannersChanged';

type BannerWrite = DeepPartial<NotificationBanner>;

/** Fields whose change is an edit of the banner's content (as opposed to a toggle or a delete). */
const CONTENT_FIELDS = [
  'bannerText',
  'bannerColor',
  'ctaButton',
  'showToPlatform',
  'showToProduct',
  'expirationTime',
  'minRangeCopy',
  'maxRangeCopy',
  'dismissForDays',
] as const;

const asBannerData = (banner: BannerWrite): BannerData => ({
  bannerId: banner.bannerId,
  type: banner.type ?? 'text',
  bannerText: banner.bannerText ?? '',
  bannerColor: banner.bannerColor ?? '#FFFFFF',
  ctaButton: banner.ctaButton ? { url: banner.ctaButton.url ?? '', label: banner.ctaButton.label ?? '' } : null,
  showToPlatform: banner.showToPlatform ?? [],
  showToProduct: banner.showToProduct ?? [],
  expirationTime: banner.expirationTime ?? 0,
  minRangeCopy: banner.minRangeCopy,
  maxRangeCopy: banner.maxRangeCopy,
  dismissForDays: banner.dismissForDays,
  enabled: banner.enabled ?? true,
});

const assertValid = (banner: BannerWrite, editing: boolean): void => {
  const problem = bannerProblems(asBannerData(banner), { editing, now: Date.now() })[0];
  // The English text of the spec, with the message's name for the SPA's translation.
  if (problem) throw badUserInput(BANNER_MESSAGES[problem.message], { key: `banners:validation.${problem.message}` });
};

const changeText = (row: NotificationBanner, previous: NotificationBanner): string => {
  if (row.deleted && !previous.deleted) return 'Banner deleted';
  if (CONTENT_FIELDS.some((key) => JSON.stringify(row[key]) !== JSON.stringify(previous[key]))) return 'Banner edited';
  if (row.enabled && !previous.enabled) return 'Banner activated';
  if (!row.enabled && previous.enabled) return 'Banner de-activated';
  return 'Banner updated';
};

/** Appends to the change history with who made the change, and tells every dashboard once it is saved. */
const recordChange = async (banner: NotificationBanner, text: string, context: HookContext): Promise<void> => {
  const changes = context.manager.getRepository(BannerChangeEntity);
  await changes.insert(
    changes.create({
      notificationBannerId: banner.id,
      timestamp: Date.now(),
      text,
      bannerText: banner.bannerText,
      updatedById: context.actor?.id ?? 'server',
      updatedByName: context.actor ? context.actor.fullName || context.actor.email : 'Lumen',
      showToProduct: banner.showToProduct,
      showToPlatform: banner.showToPlatform,
    }),
  );
  context.afterCommit(() => context.live.announce(NOTIFICATION_BANNERS_CHANGED, { bannerId: banner.bannerId, changedAt: Date.now() }));
};

/** Only what passes spec 01 §5 is stored; bannerId stays unique and fixed; deletes are soft (the declaration's softDelete). */
export const bannerHooksOf = (entity: () => EntityTarget<NotificationBanner>): ResourceHooks<NotificationBanner> => ({
  beforeCreate: async (input, context) => {
    // A deleted banner is visible nowhere, so "already exists" would puzzle its creator: say why the ID is taken.
    if (typeof input.bannerId === 'string' && (await context.manager.exists(entity(), { where: { bannerId: input.bannerId, deleted: true } })))
      throw badUserInput(BANNER_MESSAGES.bannerIdOfDeleted, { key: 'banners:validation.bannerIdOfDeleted' });
    const banner: BannerWrite = {
      ...input,
      type: input.type ?? 'text',
      ctaButton: input.ctaButton ?? null,
      showToPlatform: input.showToPlatform ?? [],
      showToProduct: input.showToProduct ?? [],
      expirationTime: input.expirationTime ?? Date.now() + DEFAULT_EXPIRY_MS,
      dismissForDays: input.dismissForDays === undefined ? DEFAULT_DISMISS_FOR_DAYS : input.dismissForDays,
      deleted: false,
      creatorName: context.actor ? context.actor.fullName || context.actor.email : 'Lumen',
    };
    assertValid(banner, false);
    return banner;
  },
  afterCreate: (row, context) => recordChange(row, 'Banner created', context),
  beforeUpdate: (update, current) => {
    if (current.deleted) throw notFound(DELETED_BANNER_MESSAGE);
    if (CONTENT_FIELDS.some((key) => key in update)) assertValid({ ...current, ...update }, true);
    return update;
  },
  afterUpdate: (row, previous, context) => recordChange(row, changeText(row, previous), context),
});

export { BANNER_MESSAGES };
