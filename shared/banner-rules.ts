/**
 * Banner rules of spec 01 §4, §5 and §9: defaults, validation messages (spelling as the spec
 * shows them) and the timings of expiry and dismissal. The wizard and the server both use them.
 */
import { BANNER_PLATFORMS, PRODUCT_CODES } from './constants';

export const DAY_MS = 86_400_000;
export const BANNER_TEXT_MIN = 3;
export const BANNER_TEXT_MAX = 280;
export const BANNER_ID_MIN = 3;
export const CTA_LABEL_MIN = 3;
/** Expiry when the expiry option is off: 30 days ahead (2,592,000,000 ms). */
export const DEFAULT_EXPIRY_MS = 30 * DAY_MS;
/** "No expiry": about 488 days ahead; also how long a click or an answer hides a banner. */
export const FAR_EXPIRY_MS = 488 * DAY_MS;
/** The history list shows '-' for expiries beyond this. */
export const FAR_FUTURE_THRESHOLD_MS = 2_541_817_720_000;
export const DEFAULT_DISMISS_FOR_DAYS = 7;
/** Dismissal length when a banner has no dismissForDays. */
export const UNSET_DISMISS_FOR_DAYS = 4880;

export const BANNER_ID_PATTERN = /^[A-Za-z0-9_-]+$/;
export const LINK_PATTERN = /^https?:\/\/[^\s/$.?#].[^\s]*$/i;

export const BANNER_MESSAGES = {
  bannerIdTooShort: 'Banner Id should be longer than 3 characters',
  bannerIdPattern: 'Banner Id allows only alphanumeric, dash and underscore without spaces',
  bannerIdRequired: 'Banner ID required.',
  bannerTextTooShort: 'Banner text should be longer than 3 characters',
  bannerTextTooLong: 'Banner text should not be longer than 280 characters',
  characterLimitExceeded: 'Character limit exceeded.',
  buttonTextMandatory: 'Button text is mandatory',
  buttonCopyRequired: 'Button copy required.',
  invalidLink: 'Invalid link format',
  rangeCopyRequired: 'Range copy required.',
  expiryBeforeToday: 'The expiry date cannot be earlier than today.',
  platformRequired: 'Please choose the platform where the banner will be displayed',
  productRequired: 'Plese choose at least one product',
  bannerIdTaken: 'A banner with this ID already exists.',
  bannerIdOfDeleted: 'A deleted banner had this ID, and IDs are never reused: choose another.',
  bannerIdImmutable: 'The banner ID and type cannot be changed.',
} as const;

export type BannerType = 'text' | 'range10' | 'range5';

export type BannerButton = { url: string; label: string };

/** The fields a banner is created or edited with. */
export type BannerData = {
  bannerId?: string;
  type?: BannerType;
  bannerText: string;
  bannerColor: string;
  ctaButton: BannerButton | null;
  showToPlatform: string[];
  showToProduct: string[];
  expirationTime: number;
  minRangeCopy?: string | null;
  maxRangeCopy?: string | null;
  dismissForDays?: number | null;
  enabled: boolean;
};

/** A banner message's name: the SPA shows banners:validation.<name>, the server sends it as messageKey. */
export type BannerMessageName = keyof typeof BANNER_MESSAGES;

/** A field the wizard marks red, with the name of the message to show. */
export type BannerProblem = { field: keyof BannerData | 'ctaLabel' | 'ctaUrl'; message: BannerMessageName };

const startOfDay = (time: number): number => {
  const date = new Date(time);
  date.setHours(0, 0, 0, 0);
  return date.getTime();
};

/** Step 1 (and the server): everything but the product codes, in the order the spec lists them. */
export const bannerDetailsProblems = (data: BannerData, options: { editing: boolean; now: number }): BannerProblem[] => {
  const problems: BannerProblem[] = [];
  if (!options.editing) {
    const bannerId = data.bannerId ?? '';
    if (bannerId.length < BANNER_ID_MIN) problems.push({ field: 'bannerId', message: 'bannerIdTooShort' });
    else if (!BANNER_ID_PATTERN.test(bannerId)) problems.push({ field: 'bannerId', message: 'bannerIdPattern' });
  }
  if (data.bannerText.trim().length < BANNER_TEXT_MIN) problems.push({ field: 'bannerText', message: 'bannerTextTooShort' });
  if (data.bannerText.length > BANNER_TEXT_MAX) problems.push({ field: 'bannerText', message: 'bannerTextTooLong' });
  const type = data.type ?? 'text';
  if (data.ctaButton) {
    const label = data.ctaButton.label.trim();
    if (label === '') problems.push({ field: 'ctaLabel', message: 'buttonTextMandatory' });
    else if (label.length < CTA_LABEL_MIN) problems.push({ field: 'ctaLabel', message: 'buttonCopyRequired' });
    if (type === 'text' && !LINK_PATTERN.test(data.ctaButton.url)) problems.push({ field: 'ctaUrl', message: 'invalidLink' });
  }
  if (type !== 'text') {
    if (!data.minRangeCopy?.trim()) problems.push({ field: 'minRangeCopy', message: 'rangeCopyRequired' });
    if (!data.maxRangeCopy?.trim()) problems.push({ field: 'maxRangeCopy', message: 'rangeCopyRequired' });
  }
  if (data.expirationTime < startOfDay(options.now)) problems.push({ field: 'expirationTime', message: 'expiryBeforeToday' });
  const platforms = data.showToPlatform.filter((platform) => (BANNER_PLATFORMS as readonly string[]).includes(platform));
  if (platforms.length === 0) problems.push({ field: 'showToPlatform', message: 'platformRequired' });
  return problems;
};

/** Step 2: at least one known product code. */
export const bannerProductProblems = (data: Pick<BannerData, 'showToProduct'>): BannerProblem[] =>
  data.showToProduct.some((code) => (PRODUCT_CODES as readonly string[]).includes(code)) ? [] : [{ field: 'showToProduct', message: 'productRequired' }];

export const bannerProblems = (data: BannerData, options: { editing: boolean; now: number }): BannerProblem[] => [
  ...bannerDetailsProblems(data, options),
  ...bannerProductProblems(data),
];

/** When a banner dismissed now shows again. */
export const dismissedUntil = (dismissForDays: number | null | undefined, now: number): number => now + (dismissForDays ?? UNSET_DISMISS_FOR_DAYS) * DAY_MS;

export const isFarFuture = (expirationTime: number): boolean => expirationTime > FAR_FUTURE_THRESHOLD_MS;

/** The fields the dashboard needs to decide whether, and how, to show a banner. */
export type TargetedBanner = {
  bannerId: string;
  showToPlatform: string[];
  showToProduct: string[];
  expirationTime: number;
};

/** general.dismissedBanners: bannerId to the timestamp (string) until which it stays hidden. */
export type BannerDismissals = Record<string, string | number | null | undefined>;

export const dismissalEnd = (value: string | number | null | undefined): number => {
  if (value === null || value === undefined || value === '') return 0;
  const asNumber = Number(value);
  if (Number.isFinite(asNumber)) return asNumber;
  const parsed = Date.parse(String(value));
  return Number.isNaN(parsed) ? 0 : parsed;
};

/** Not expired, for this platform, and not dismissed (or dismissed until a time now past). */
export const isBannerLive = (banner: Omit<TargetedBanner, 'showToProduct'>, viewer: { platform: string; dismissals: BannerDismissals; now: number }): boolean =>
  banner.expirationTime > viewer.now && banner.showToPlatform.includes(viewer.platform) && dismissalEnd(viewer.dismissals[banner.bannerId]) <= viewer.now;

/** What the server answers a user: live banners for one of the user's product codes. */
export const isBannerShown = (
  banner: TargetedBanner,
  viewer: { platform: string; productCodes: readonly string[]; dismissals: BannerDismissals; now: number },
): boolean => banner.showToProduct.some((code) => viewer.productCodes.includes(code)) && isBannerLive(banner, viewer);

/** The range buttons a rating banner shows: 0 to 10, or 1 to 5. */
export const ratingScale = (type: string): number[] =>
  type === 'range10' ? Array.from({ length: 11 }, (_, index) => index) : type === 'range5' ? [1, 2, 3, 4, 5] : [];
