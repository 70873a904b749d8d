import {
  BANNER_ID_MIN,
  BannerMessageName,
  BANNER_TEXT_MAX,
  BannerButton,
  BannerData,
  bannerDetailsProblems,
  BannerProblem,
  bannerProductProblems,
  BannerType,
  CTA_LABEL_MIN,
  DEFAULT_DISMISS_FOR_DAYS,
  DEFAULT_EXPIRY_MS,
  FAR_EXPIRY_MS,
} from '@shared/banner-rules';
import { BANNER_COLORS, PRODUCT_CODES, PRODUCT_HOME_LINK } from '@shared/constants';

/**
 * The banner wizard's state and rules (spec 01 §3 defaults, §4 CTA and expiry options, §5
 * validation and payload). Pure, so the reducer and the payload are unit-tested.
 */
export type BannerFormState = {
  bannerId: string;
  type: BannerType;
  bannerText: string;
  bannerColor: string;
  /** The call-to-action option: off means a text banner without a button. */
  ctaEnabled: boolean;
  ctaButton: BannerButton | null;
  minRangeCopy: string | null;
  maxRangeCopy: string | null;
  showToPlatform: string[];
  showToProduct: string[];
  /** The expiry option: off means the default 30 days from when the form was opened. */
  expiryEnabled: boolean;
  /** The chosen day (end of it, epoch ms), or null for "no date": about 488 days at launch. */
  expiryDate: number | null;
  defaultExpiry: number;
  dismissForDays: number | null;
  enabled: boolean;
};

export type WizardStep = 0 | 1 | 2;

/** A banner as getAllNotificationBanners returns it (codegen types are structurally compatible). */
export type StoredBanner = Omit<BannerData, 'ctaButton' | 'type'> & {
  bannerId: string;
  type: string;
  ctaButton?: (BannerButton & { __typename?: string }) | null;
};

export type BannerFormAction =
  | { type: 'setText'; field: 'bannerId' | 'bannerText' | 'bannerColor' | 'minRangeCopy' | 'maxRangeCopy'; value: string }
  | { type: 'setButton'; field: keyof BannerButton; value: string }
  | { type: 'setCta'; enabled: boolean }
  | { type: 'setBannerType'; bannerType: BannerType }
  | { type: 'setExpiry'; enabled: boolean }
  | { type: 'setExpiryDate'; date: number | null }
  | { type: 'setDismissForDays'; days: number | null }
  | { type: 'togglePlatform'; platform: string }
  | { type: 'toggleProduct'; code: string }
  | { type: 'toggleAllProducts' }
  | { type: 'setEnabled'; enabled: boolean }
  | { type: 'reset'; now: number }
  | { type: 'load'; banner: StoredBanner };

/** Spec 01 §3: empty id, text type, white, no button, no platforms or products, enabled, 30 days. */
export const defaultBannerForm = (now: number): BannerFormState => ({
  bannerId: '',
  type: 'text',
  bannerText: '',
  bannerColor: BANNER_COLORS[0],
  ctaEnabled: false,
  ctaButton: null,
  minRangeCopy: null,
  maxRangeCopy: null,
  showToPlatform: [],
  showToProduct: [],
  expiryEnabled: false,
  expiryDate: null,
  defaultExpiry: now + DEFAULT_EXPIRY_MS,
  dismissForDays: DEFAULT_DISMISS_FOR_DAYS,
  enabled: true,
});

const toggled = (list: string[], value: string, order: readonly string[]): string[] =>
  (list.includes(value) ? list.filter((item) => item !== value) : [...list, value]).sort((left, right) => order.indexOf(left) - order.indexOf(right));

const isBannerType = (value: string): value is BannerType => value === 'text' || value === 'range10' || value === 'range5';

/** Edit: the form takes the banner's values, with the CTA and expiry options set from the data. */
export const formFromBanner = (banner: StoredBanner): BannerFormState => ({
  bannerId: banner.bannerId,
  type: isBannerType(banner.type) ? banner.type : 'text',
  bannerText: banner.bannerText,
  bannerColor: banner.bannerColor,
  ctaEnabled: Boolean(banner.ctaButton),
  ctaButton: banner.ctaButton ? { url: banner.ctaButton.url, label: banner.ctaButton.label } : null,
  minRangeCopy: banner.minRangeCopy ?? null,
  maxRangeCopy: banner.maxRangeCopy ?? null,
  showToPlatform: [...banner.showToPlatform],
  showToProduct: [...banner.showToProduct],
  expiryEnabled: true,
  expiryDate: banner.expirationTime,
  defaultExpiry: banner.expirationTime,
  dismissForDays: banner.dismissForDays ?? null,
  enabled: banner.enabled,
});

export const bannerFormReducer = (state: BannerFormState, action: BannerFormAction): BannerFormState => {
  switch (action.type) {
    case 'setText':
      return { ...state, [action.field]: action.value };
    case 'setButton':
      return { ...state, ctaButton: { url: '', label: '', ...state.ctaButton, [action.field]: action.value } };
    case 'setCta':
      // Unchecked: a text banner with no button; checked: a button with empty label and url.
      return action.enabled
        ? { ...state, ctaEnabled: true, ctaButton: { url: '', label: '' } }
        : { ...state, ctaEnabled: false, type: 'text', ctaButton: null, minRangeCopy: null, maxRangeCopy: null };
    case 'setBannerType': {
      const label = state.ctaButton?.label ?? '';
      if (action.bannerType === 'text') return { ...state, type: 'text', ctaButton: { url: '', label }, minRangeCopy: null, maxRangeCopy: null };
      // A rating banner's button submits the answer; its link is the product's home.
      return { ...state, type: action.bannerType, ctaEnabled: true, ctaButton: { url: PRODUCT_HOME_LINK, label } };
    }
    case 'setExpiry':
      return { ...state, expiryEnabled: action.enabled, expiryDate: action.enabled ? state.expiryDate : null };
    case 'setExpiryDate':
      return { ...state, expiryDate: action.date };
    case 'setDismissForDays':
      return { ...state, dismissForDays: action.days };
    case 'togglePlatform':
      return { ...state, showToPlatform: toggled(state.showToPlatform, action.platform, ['web', 'dashboard']) };
    case 'toggleProduct':
      return { ...state, showToProduct: toggled(state.showToProduct, action.code, PRODUCT_CODES) };
    case 'toggleAllProducts':
      return { ...state, showToProduct: allProductsChosen(state) ? [] : [...PRODUCT_CODES] };
    case 'setEnabled':
      return { ...state, enabled: action.enabled };
    case 'reset':
      return defaultBannerForm(action.now);
    case 'load':
      return formFromBanner(action.banner);
  }
};

export const allProductsChosen = (state: Pick<BannerFormState, 'showToProduct'>): boolean => PRODUCT_CODES.every((code) => state.showToProduct.includes(code));

/** Option off: the default; option on without a date: about 488 days from now. */
export const resolvedExpiry = (state: BannerFormState, now: number): number =>
  state.expiryEnabled ? (state.expiryDate ?? now + FAR_EXPIRY_MS) : state.defaultExpiry;

export const bannerDataOf = (state: BannerFormState, now: number): BannerData => ({
  bannerId: state.bannerId,
  type: state.type,
  bannerText: state.bannerText,
  bannerColor: state.bannerColor,
  ctaButton: state.ctaEnabled ? state.ctaButton : null,
  showToPlatform: state.showToPlatform,
  showToProduct: state.showToProduct,
  expirationTime: resolvedExpiry(state, now),
  minRangeCopy: state.type === 'text' ? null : state.minRangeCopy,
  maxRangeCopy: state.type === 'text' ? null : state.maxRangeCopy,
  dismissForDays: state.dismissForDays,
  enabled: state.enabled,
});

export type BannerPayload = Partial<Omit<BannerData, 'ctaButton'>> & { ctaButton?: BannerButton };

/** Spec 01 §5: null fields dropped; on edit no bannerId and type, and the button without its type-name marker. */
export const buildBannerPayload = (state: BannerFormState, options: { editing: boolean; now: number }): BannerPayload => {
  const { ctaButton, ...data } = bannerDataOf(state, options.now);
  const payload: Record<string, unknown> = { ...data };
  if (ctaButton) payload.ctaButton = { url: ctaButton.url, label: ctaButton.label };
  if (options.editing) {
    delete payload.bannerId;
    delete payload.type;
  }
  for (const [key, value] of Object.entries(payload)) if (value === null || value === undefined) delete payload[key];
  return payload;
};

/** Messages shown under the fields while typing (spec 01 §5, "on screen"). */
export type FieldHints = Partial<Record<'bannerId' | 'bannerText' | 'ctaLabel' | 'ctaUrl' | 'minRangeCopy' | 'maxRangeCopy', BannerMessageName>>;

export const fieldHints = (state: BannerFormState, editing: boolean): FieldHints => {
  const hints: FieldHints = {};
  if (!editing && state.bannerId.length < BANNER_ID_MIN) hints.bannerId = 'bannerIdRequired';
  if (state.bannerText.length > BANNER_TEXT_MAX) hints.bannerText = 'characterLimitExceeded';
  if (state.ctaEnabled && (state.ctaButton?.label.trim().length ?? 0) < CTA_LABEL_MIN) hints.ctaLabel = 'buttonCopyRequired';
  if (state.type !== 'text' && !state.minRangeCopy?.trim()) hints.minRangeCopy = 'rangeCopyRequired';
  if (state.type !== 'text' && !state.maxRangeCopy?.trim()) hints.maxRangeCopy = 'rangeCopyRequired';
  return hints;
};

/** Where Next leads: blocked moves stay on their step or go back to step 1, with the alert to show. */
export type StepMove = { step: WizardStep; alert: BannerMessageName | null; problems: BannerProblem[] };

export const nextStepFrom = (step: WizardStep, state: BannerFormState, options: { editing: boolean; now: number }): StepMove => {
  // Spec 01 §5: step 1's fields are checked on moving to step 3 (after the products), not on leaving step 1.
  if (step === 0) return { step: 1, alert: null, problems: [] };
  const details = bannerDetailsProblems(bannerDataOf(state, options.now), options);
  if (step === 1) {
    const products = bannerProductProblems(state);
    if (products.length > 0) return { step: 1, alert: products[0].message, problems: products };
    if (details.length > 0) return { step: 0, alert: details[0].message, problems: details };
    return { step: 2, alert: null, problems: [] };
  }
  return { step: 2, alert: null, problems: [] };
};
