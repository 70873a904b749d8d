import type { DeepPartial } from 'typeorm';

import { DAY_MS, FAR_EXPIRY_MS } from '../../../shared/banner-rules';
import type { Bundle } from '../bundles/bundles.resource';
import type { FeatureUpdateEntity } from '../feature-updates/feature-update.entity';
import type { BannerChangeEntity } from '../notification-banners/banner-change.entity';
import type { NotificationBanner } from '../notification-banners/notification-banners.resource';
import type { PromoCode } from '../promo-codes/promo-codes.resource';
import type { ReferralEntity } from '../referrals/referral.entity';
import type { CourseRemoveConfirmation, UserRemoveConfirmation } from '../remove-confirmations/remove-confirmations.resource';
import type { SaleEntity } from '../sales/sale.entity';

const ALL_PRODUCTS = ['FT', 'CR', 'UL', 'XL', 'VL', 'CL', 'GT', 'OP', 'IN', 'DM'];
const creator = { creatorId: 'user-super', creatorName: 'Sam Super' };

/** Active (text and rating), inactive, expired and deleted banners; the welcome banner is the newest, so it leads the strip. */
export const demoBanners = (now: number): Array<DeepPartial<NotificationBanner>> => [
  {
    id: 'banner-welcome',
    createdAt: new Date(now - 1 * DAY_MS),
    bannerId: 'welcome-autumn-2026',
    type: 'text',
    bannerText: 'New: export any table to CSV from its toolbar.',
    bannerColor: '#B4D4EE',
    ctaButton: { url: 'https://lumen.example/whats-new', label: 'See what changed' },
    showToPlatform: ['dashboard', 'web'],
    showToProduct: ALL_PRODUCTS,
    expirationTime: now + 30 * DAY_MS,
    dismissForDays: 7,
    enabled: true,
    ...creator,
  },
  {
    id: 'banner-nps',
    createdAt: new Date(now - 3 * DAY_MS),
    bannerId: 'nps-q4-2026',
    type: 'range10',
    bannerText: 'How likely are you to recommend Lumen to a colleague?',
    bannerColor: '#ACFCD9',
    ctaButton: { url: 'https://lumen.example/home', label: 'Submit' },
    minRangeCopy: 'Least likely',
    maxRangeCopy: 'Most likely',
    showToPlatform: ['dashboard'],
    showToProduct: ['UL', 'XL'],
    expirationTime: now + 60 * DAY_MS,
    dismissForDays: 14,
    enabled: true,
    ...creator,
  },
  {
    id: 'banner-spring',
    createdAt: new Date(now - 20 * DAY_MS),
    bannerId: 'spring-sale',
    type: 'text',
    bannerText: 'Spring sale: 20% off Creator plans.',
    bannerColor: '#F9DC5C',
    ctaButton: null,
    showToPlatform: ['web'],
    showToProduct: ['FT', 'CR'],
    expirationTime: now + FAR_EXPIRY_MS,
    dismissForDays: 7,
    enabled: false,
    ...creator,
  },
  {
    id: 'banner-old',
    createdAt: new Date(now - 60 * DAY_MS),
    bannerId: 'summer-webinar',
    type: 'text',
    bannerText: 'Join our summer webinar on learning habits.',
    bannerColor: '#F8C8C5',
    ctaButton: null,
    showToPlatform: ['dashboard'],
    showToProduct: ALL_PRODUCTS,
    expirationTime: now - 20 * DAY_MS,
    dismissForDays: 7,
    enabled: true,
    ...creator,
  },
  {
    id: 'banner-deleted',
    createdAt: new Date(now - 5 * DAY_MS),
    bannerId: 'typo-banner',
    type: 'text',
    bannerText: 'Tpyo banner, deleted.',
    bannerColor: '#FFFFFF',
    ctaButton: null,
    showToPlatform: ['dashboard'],
    showToProduct: ['UL'],
    expirationTime: now + 10 * DAY_MS,
    dismissForDays: 7,
    enabled: false,
    deleted: true,
    ...creator,
  },
];

export const demoBannerChanges = (banners: Array<DeepPartial<NotificationBanner>>, now: number): Array<DeepPartial<BannerChangeEntity>> =>
  banners.map((banner) => ({
    notificationBannerId: String(banner.id),
    timestamp: banner.createdAt instanceof Date ? banner.createdAt.getTime() : now,
    text: 'Banner created',
    bannerText: String(banner.bannerText),
    updatedById: 'user-super',
    updatedByName: 'Sam Super',
    showToProduct: banner.showToProduct as string[],
    showToPlatform: banner.showToPlatform as string[],
  }));

export const demoReferrals = (now: number): Array<DeepPartial<ReferralEntity>> =>
  ['ana', 'bo', 'chen', 'dara', 'eli', 'fumi'].map((name, index) => ({
    organizationId: index < 4 ? 'org-acme' : 'org-studio',
    inviterUserId: index < 4 ? 'user-manager' : 'user-learner-261',
    inviteeEmail: `${name}@friends.example`,
    invitationDate: new Date(now - (index * 9 + 3) * DAY_MS),
    inviteePromoCodeDiscount: 10,
    inviteeRegisteredAt: index % 2 === 0 ? new Date(now - (index * 9 + 1) * DAY_MS) : null,
    inviteeSubscriptionStartDate: index % 3 === 0 ? new Date(now - index * 8 * DAY_MS) : null,
  }));

export const DEMO_BUNDLES: Array<DeepPartial<Bundle>> = [
  {
    id: 'bundle-sales-pack',
    organizationId: 'org-acme',
    name: 'Sales Starter Pack',
    courseIds: ['course-negotiation', 'course-prospecting'],
    price: 149,
    currency: 'USD',
    recurring: 'one_time',
    published: true,
  },
  {
    id: 'bundle-leaders',
    organizationId: 'org-acme',
    name: 'Leaders Yearly',
    courseIds: ['course-leadership-101', 'course-feedback', 'course-coaching'],
    price: 399,
    currency: 'USD',
    recurring: 'yearly',
    published: true,
  },
  {
    id: 'bundle-creator',
    organizationId: 'org-studio',
    name: 'Creator Toolkit',
    courseIds: ['course-creator-video', 'course-creator-pricing'],
    price: 29000,
    currency: 'KRW',
    recurring: 'monthly',
    published: true,
  },
  {
    id: 'bundle-platform',
    organizationId: null,
    name: 'Lumen Basics',
    courseIds: ['course-platform-intro', 'course-platform-ai'],
    price: 0,
    currency: 'USD',
    recurring: 'one_time',
    published: false,
  },
];

export const demoPromoCodes = (now: number): Array<DeepPartial<PromoCode>> => [
  {
    id: 'promo-welcome10',
    code: 'WELCOME10',
    organizationId: 'org-acme',
    bundleId: 'bundle-sales-pack',
    discount: 10,
    usageLimit: 0,
    usageCount: 12,
    regularPrice: 149,
    paidPrice: 134.1,
    price: 149,
    currency: 'USD',
    expiresAt: null,
  },
  {
    id: 'promo-leaders25',
    code: 'LEADERS25',
    organizationId: 'org-acme',
    bundleId: 'bundle-leaders',
    discount: 25,
    usageLimit: 50,
    usageCount: 50,
    regularPrice: 399,
    paidPrice: 299.25,
    price: 399,
    currency: 'USD',
    expiresAt: new Date(now + 90 * DAY_MS),
  },
  {
    id: 'promo-creator50',
    code: 'CREATOR50',
    organizationId: 'org-studio',
    bundleId: 'bundle-creator',
    discount: 50,
    usageLimit: 100,
    usageCount: 7,
    regularPrice: 29000,
    paidPrice: 14500,
    price: 29000,
    currency: 'KRW',
    expiresAt: new Date(now + 30 * DAY_MS),
  },
  {
    id: 'promo-expired',
    code: 'SUMMER2025',
    organizationId: 'org-acme',
    bundleId: null,
    discount: 15,
    usageLimit: 0,
    usageCount: 3,
    regularPrice: 0,
    paidPrice: 0,
    price: 0,
    currency: 'USD',
    expiresAt: new Date(now - 100 * DAY_MS),
    active: false,
  },
  {
    id: 'promo-free',
    code: 'BASICSFREE',
    organizationId: null,
    bundleId: 'bundle-platform',
    discount: 100,
    usageLimit: 1000,
    usageCount: 42,
    regularPrice: 0,
    paidPrice: 0,
    price: 0,
    currency: 'USD',
    expiresAt: null,
  },
];

export const demoSales = (now: number): Array<DeepPartial<SaleEntity>> =>
  Array.from({ length: 12 }, (_, index) => ({
    organizationId: index % 3 === 2 ? 'org-studio' : 'org-acme',
    bundleId: index % 3 === 2 ? 'bundle-creator' : index % 2 ? 'bundle-leaders' : 'bundle-sales-pack',
    promoCodeId: index % 4 === 0 ? 'promo-welcome10' : null,
    userId: `user-learner-${String(index + 1).padStart(3, '0')}`,
    buyerEmail: `learner${String(index + 1).padStart(3, '0')}@demo.test`,
    price: index % 3 === 2 ? 29000 : 149,
    paidPrice: index % 3 === 2 ? 29000 : 134.1,
    currency: index % 3 === 2 ? 'KRW' : 'USD',
    status: ['active', 'active', 'non-renewing', 'cancelled'][index % 4],
    purchasedAt: new Date(now - index * 5 * DAY_MS),
  }));

export const demoCourseRemoveConfirmations = (): Array<DeepPartial<CourseRemoveConfirmation>> => [
  { id: 'crc-1', reason: 'organization_deleted', reasonRelationKey: 'org-retired', courseId: 'course-legacy', courseTitle: 'Legacy Sales Method' },
  { id: 'crc-2', reason: 'user_deleted', reasonRelationKey: 'user-gone', courseId: 'course-time', courseTitle: 'Time and Energy' },
  {
    id: 'crc-3',
    reason: 'user_deleted',
    reasonRelationKey: 'user-gone-2',
    courseId: 'course-creator-scripts',
    courseTitle: 'Scriptwriting Basics',
    handled: true,
    handledBy: 'user-admin',
    action: 'discard',
  },
];

export const demoUserRemoveConfirmations = (): Array<DeepPartial<UserRemoveConfirmation>> => [
  {
    id: 'urc-1',
    reason: 'removed_from_organization',
    reasonRelationKey: 'org-acme',
    userId: 'user-learner-259',
    userEmail: 'learner259@demo.test',
    userFullName: 'Removed Learner',
  },
  {
    id: 'urc-2',
    reason: 'organization_deleted',
    reasonRelationKey: 'org-retired',
    userId: 'user-learner-258',
    userEmail: 'learner258@demo.test',
    userFullName: 'Orphaned Learner',
  },
  {
    id: 'urc-3',
    reason: 'removed_from_organization',
    reasonRelationKey: 'org-acme',
    userId: 'user-learner-257',
    userEmail: 'learner257@demo.test',
    userFullName: 'Kept Learner',
    handled: true,
    handledBy: 'user-admin',
    action: 'discard',
  },
];

export const demoFeatureUpdates = (now: number): Array<DeepPartial<FeatureUpdateEntity>> => [
  {
    id: 'feature-csv-export',
    name: 'CSV export for every table',
    slug: 'csv-export',
    summary: 'Export any table to a CSV file that opens cleanly in spreadsheets.',
    mainImageUrl: '/whats-new/csv-export.svg',
    publishedOn: new Date(now - 2 * DAY_MS),
  },
  {
    id: 'feature-languages',
    name: 'Korean and Japanese',
    slug: 'languages',
    summary: 'The dashboard now speaks Korean and Japanese. Pick yours on the account page.',
    mainImageUrl: '/whats-new/languages.svg',
    publishedOn: new Date(now - 12 * DAY_MS),
  },
  {
    id: 'feature-live-tables',
    name: 'Live tables',
    slug: 'live-tables',
    summary: 'Changes made by your colleagues appear in open tables without a reload.',
    mainImageUrl: '/whats-new/live-tables.svg',
    publishedOn: new Date(now - 25 * DAY_MS),
  },
  {
    id: 'feature-rating-banners',
    name: 'Rating banners',
    slug: 'rating-banners',
    summary: 'Ask a 0-10 question right in the dashboard.',
    mainImageUrl: null,
    publishedOn: new Date(now - 60 * DAY_MS),
  },
  {
    id: 'feature-scheduled-distribution',
    name: 'Scheduled distribution',
    slug: 'scheduled-distribution',
    summary: 'Share a program with groups from a start date you choose.',
    mainImageUrl: null,
    publishedOn: new Date(now - 90 * DAY_MS),
  },
];
