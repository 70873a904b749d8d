import { BANNER_MESSAGES, BANNER_TEXT_MAX } from '../../../shared/banner-rules';
import { BANNER_TYPES } from '../../../shared/constants';
import { COLOR_PATTERN } from '../../../shared/validation';
import { allow } from '../authorization/access-terms';
import { defineResource, type Resource } from '../common/resource/define-resource';
import { field, RowOf } from '../common/resource/fields';
import { UserMetadataEntity } from '../users/user-metadata.entity';
import { UserMetadataService } from '../users/user-metadata.service';
import { BannerCallsResolver } from './banner-calls.resolver';
import { BannerChangeEntity } from './banner-change.entity';
import { BannerEventsService } from './banner-events.service';
import { BannerStatsDTO } from './banner-calls.dto';
import { changeHistoriesOf, emptyBannerStats, figuresOf } from './banner-figures';
import { bannerHooksOf } from './banner-hooks';
import { BannerTargetingService } from './banner-targeting.service';
import { BannerButtonDTO, BannerButtonInput, BannerChangeDTO } from './banner-types';

const bannerFields = {
  bannerId: field.text({
    maxLength: 100,
    unique: { message: { text: BANNER_MESSAGES.bannerIdTaken, key: 'banners:validation.bannerIdTaken' } },
    createOnly: true,
    filterable: true,
    description: 'Chosen by its creator; unique and never changed.',
  }),
  type: field.enum(BANNER_TYPES, { default: 'text', length: 10, createOnly: true, filterable: true, description: 'text, range10 or range5.' }),
  bannerText: field.text({ maxLength: BANNER_TEXT_MAX, optional: true, filterable: true }),
  bannerColor: field.text({ maxLength: 7, default: '#FFFFFF', pattern: COLOR_PATTERN, message: 'Banner colour must be a hex colour.' }),
  ctaButton: field.json({ type: () => BannerButtonDTO, input: () => BannerButtonInput, nullable: true }),
  showToPlatform: field.strings({ maxItems: 2, description: 'web and/or dashboard.' }),
  showToProduct: field.strings({ maxItems: 10, description: 'Product codes.' }),
  expirationTime: field.epoch({ optional: true, filterable: true, description: 'Epoch milliseconds.' }),
  minRangeCopy: field.text({ maxLength: 100, nullable: true }),
  maxRangeCopy: field.text({ maxLength: 100, nullable: true }),
  dismissForDays: field.integer({ nullable: true, min: 1, max: 10_000 }),
  enabled: field.boolean({ default: true, filterable: true }),
  creatorId: field.reference('User', { nullable: true, onDelete: 'SET NULL', stampActor: true, filterable: true, relation: 'creator', index: false }),
  creatorName: field.text({ maxLength: 201, readOnly: true, filterable: true }),
  /** Soft delete: the row and its history stay, flagged. */
  deleted: field.boolean({ default: false, filterable: true }),
};

/** One row, as the hooks and services beside the resource see it. */
export type NotificationBanner = RowOf<typeof bannerFields>;

/**
 * An in-app banner shown on the web app and/or the dashboard to chosen product tiers (spec 01 §2,
 * §3). Only super-editor staff write banners (spec 01 §6); platform admins may read the list;
 * everyone else reads their own targeted banners through getUserNotificationBanners.
 */
export const NotificationBanners: Resource<NotificationBanner> = defineResource({
  name: 'NotificationBanner',
  label: 'Banner',
  description: 'An in-app banner for chosen product tiers.',
  fields: bannerFields,
  access: { read: [allow.roles('superEditor', 'admin')], write: [allow.roles('superEditor')] },
  softDelete: 'deleted',
  // The hooks look up deleted banners in this resource's own table, known once it is defined.
  hooks: bannerHooksOf(() => NotificationBanners.entity),
  entities: [BannerChangeEntity, UserMetadataEntity],
  computed: {
    changeHistory: {
      type: () => [BannerChangeDTO],
      description: 'Every change, oldest first.',
      fallback: [],
      load: (ids, { dataSource }) => changeHistoriesOf(dataSource, ids),
    },
    stats: {
      type: () => BannerStatsDTO,
      description: 'Impressions, clicks, dismissals and answers recorded on the dashboard.',
      key: (banner) => banner.bannerId,
      fallback: emptyBannerStats(),
      load: (bannerIds, { dataSource }) => figuresOf(dataSource, bannerIds),
    },
  },
  providers: [BannerCallsResolver, BannerTargetingService, BannerEventsService, UserMetadataService],
});
