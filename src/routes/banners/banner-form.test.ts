import { describe, expect, it } from 'vitest';

import { DAY_MS, DEFAULT_EXPIRY_MS, FAR_EXPIRY_MS } from '@shared/banner-rules';
import { PRODUCT_CODES, PRODUCT_HOME_LINK } from '@shared/constants';

import {
  BannerFormAction,
  bannerFormReducer,
  BannerFormState,
  buildBannerPayload,
  defaultBannerForm,
  fieldHints,
  formFromBanner,
  nextStepFrom,
  resolvedExpiry,
} from './banner-form';

const NOW = Date.UTC(2026, 10, 21, 12);
const apply = (state: BannerFormState, ...actions: BannerFormAction[]) => actions.reduce(bannerFormReducer, state);
const validText = () =>
  apply(
    defaultBannerForm(NOW),
    { type: 'setText', field: 'bannerId', value: 'autumn-news' },
    { type: 'setText', field: 'bannerText', value: 'Autumn news is here.' },
    { type: 'togglePlatform', platform: 'dashboard' },
    { type: 'toggleProduct', code: 'UL' },
  );

describe('banner wizard state', () => {
  it("starts from the spec's defaults", () => {
    const state = defaultBannerForm(NOW);
    expect(state).toMatchObject({
      bannerId: '',
      type: 'text',
      bannerText: '',
      bannerColor: '#FFFFFF',
      ctaButton: null,
      showToPlatform: [],
      showToProduct: [],
      enabled: true,
      dismissForDays: 7,
    });
    expect(resolvedExpiry(state, NOW)).toBe(NOW + DEFAULT_EXPIRY_MS);
  });

  it('follows the CTA option: a button when checked, a text banner without one when cleared, the home link for ratings', () => {
    const checked = apply(defaultBannerForm(NOW), { type: 'setCta', enabled: true });
    expect(checked.ctaButton).toEqual({ url: '', label: '' });
    const rating = apply(checked, { type: 'setButton', field: 'label', value: 'Send' }, { type: 'setBannerType', bannerType: 'range10' });
    expect(rating).toMatchObject({ type: 'range10', ctaButton: { url: PRODUCT_HOME_LINK, label: 'Send' } });
    const cleared = apply(rating, { type: 'setCta', enabled: false });
    expect(cleared).toMatchObject({ type: 'text', ctaButton: null, ctaEnabled: false, minRangeCopy: null });
  });

  it("ticks or clears all ten product codes with All, and keeps codes and platforms in the spec's order", () => {
    const all = apply(defaultBannerForm(NOW), { type: 'toggleAllProducts' });
    expect(all.showToProduct).toEqual([...PRODUCT_CODES]);
    expect(apply(all, { type: 'toggleAllProducts' }).showToProduct).toEqual([]);
    const some = apply(
      defaultBannerForm(NOW),
      { type: 'toggleProduct', code: 'DM' },
      { type: 'toggleProduct', code: 'FT' },
      { type: 'toggleProduct', code: 'XL' },
    );
    expect(some.showToProduct).toEqual(['FT', 'XL', 'DM']);
    expect(apply(some, { type: 'toggleAllProducts' }).showToProduct).toHaveLength(10);
    expect(
      apply(defaultBannerForm(NOW), { type: 'togglePlatform', platform: 'dashboard' }, { type: 'togglePlatform', platform: 'web' }).showToPlatform,
    ).toEqual(['web', 'dashboard']);
  });

  it('resolves the expiry: 30 days with the option off, the chosen day, or about 488 days with no date', () => {
    const on = apply(defaultBannerForm(NOW), { type: 'setExpiry', enabled: true });
    expect(resolvedExpiry(on, NOW + 1000)).toBe(NOW + 1000 + FAR_EXPIRY_MS);
    const chosen = apply(on, { type: 'setExpiryDate', date: NOW + 3 * DAY_MS });
    expect(resolvedExpiry(chosen, NOW)).toBe(NOW + 3 * DAY_MS);
    expect(resolvedExpiry(apply(chosen, { type: 'setExpiry', enabled: false }), NOW)).toBe(NOW + DEFAULT_EXPIRY_MS);
  });

  it('loads a banner for editing with the CTA and expiry options set from its data', () => {
    const state = formFromBanner({
      bannerId: 'nps',
      type: 'range5',
      bannerText: 'Rate us',
      bannerColor: '#ACFCD9',
      ctaButton: { url: PRODUCT_HOME_LINK, label: 'Submit', __typename: 'BannerButton' },
      showToPlatform: ['dashboard'],
      showToProduct: ['UL'],
      expirationTime: NOW + 9 * DAY_MS,
      minRangeCopy: 'Low',
      maxRangeCopy: 'High',
      dismissForDays: null,
      enabled: false,
    });
    expect(state).toMatchObject({
      ctaEnabled: true,
      expiryEnabled: true,
      expiryDate: NOW + 9 * DAY_MS,
      type: 'range5',
      enabled: false,
      ctaButton: { url: PRODUCT_HOME_LINK, label: 'Submit' },
    });
    expect(state.ctaButton).not.toHaveProperty('__typename');
  });
});

describe('banner wizard validation', () => {
  it('shows the on-screen hints while typing', () => {
    const state = apply(
      defaultBannerForm(NOW),
      { type: 'setText', field: 'bannerId', value: 'ab' },
      { type: 'setText', field: 'bannerText', value: 'x'.repeat(281) },
      { type: 'setCta', enabled: true },
      { type: 'setBannerType', bannerType: 'range10' },
    );
    expect(fieldHints(state, false)).toEqual({
      bannerId: 'bannerIdRequired',
      bannerText: 'characterLimitExceeded',
      ctaLabel: 'buttonCopyRequired',
      minRangeCopy: 'rangeCopyRequired',
      maxRangeCopy: 'rangeCopyRequired',
    });
    expect(fieldHints(state, true).bannerId).toBeUndefined();
  });

  it('moves freely to step 2, checks products on leaving step 2, then sends detail problems back to step 1', () => {
    const blank = defaultBannerForm(NOW);
    expect(nextStepFrom(0, blank, { editing: false, now: NOW })).toEqual({ step: 1, alert: null, problems: [] });
    expect(nextStepFrom(1, blank, { editing: false, now: NOW })).toMatchObject({ step: 1, alert: 'productRequired' });
    expect(nextStepFrom(1, apply(blank, { type: 'toggleProduct', code: 'UL' }), { editing: false, now: NOW })).toMatchObject({
      step: 0,
      alert: 'bannerIdTooShort',
    });
    const badId = apply(validText(), { type: 'setText', field: 'bannerId', value: 'has space' });
    expect(nextStepFrom(1, badId, { editing: false, now: NOW }).alert).toBe('bannerIdPattern');
    const noPlatform = apply(validText(), { type: 'togglePlatform', platform: 'dashboard' });
    expect(nextStepFrom(1, noPlatform, { editing: false, now: NOW }).alert).toBe('platformRequired');
    const badLink = apply(
      validText(),
      { type: 'setCta', enabled: true },
      { type: 'setButton', field: 'label', value: 'Open' },
      { type: 'setButton', field: 'url', value: 'not a link' },
    );
    expect(nextStepFrom(1, badLink, { editing: false, now: NOW }).alert).toBe('invalidLink');
    const noProducts = apply(validText(), { type: 'toggleProduct', code: 'UL' });
    expect(nextStepFrom(1, noProducts, { editing: false, now: NOW })).toMatchObject({ step: 1, alert: 'productRequired' });
    const pastExpiry = apply(validText(), { type: 'setExpiry', enabled: true }, { type: 'setExpiryDate', date: NOW - 2 * DAY_MS });
    expect(nextStepFrom(1, pastExpiry, { editing: false, now: NOW })).toMatchObject({ step: 0, alert: 'expiryBeforeToday' });
    expect(nextStepFrom(1, validText(), { editing: false, now: NOW })).toEqual({ step: 2, alert: null, problems: [] });
  });
});

describe('banner payload', () => {
  it('drops null fields when creating', () => {
    const payload = buildBannerPayload(validText(), { editing: false, now: NOW });
    expect(payload).toEqual({
      bannerId: 'autumn-news',
      type: 'text',
      bannerText: 'Autumn news is here.',
      bannerColor: '#FFFFFF',
      showToPlatform: ['dashboard'],
      showToProduct: ['UL'],
      expirationTime: NOW + DEFAULT_EXPIRY_MS,
      dismissForDays: 7,
      enabled: true,
    });
    expect(payload).not.toHaveProperty('ctaButton');
    expect(payload).not.toHaveProperty('minRangeCopy');
  });

  it('sends no bannerId or type on edit and strips the type-name marker from the button', () => {
    const loaded = formFromBanner({
      bannerId: 'news',
      type: 'text',
      bannerText: 'News',
      bannerColor: '#FFFFFF',
      ctaButton: { url: 'https://lumen.example', label: 'Open', __typename: 'BannerButton' },
      showToPlatform: ['web'],
      showToProduct: ['FT'],
      expirationTime: NOW + DAY_MS,
      minRangeCopy: null,
      maxRangeCopy: null,
      dismissForDays: 3,
      enabled: true,
    });
    const payload = buildBannerPayload(loaded, { editing: true, now: NOW });
    expect(payload).not.toHaveProperty('bannerId');
    expect(payload).not.toHaveProperty('type');
    expect(payload.ctaButton).toEqual({ url: 'https://lumen.example', label: 'Open' });
    expect(payload).toMatchObject({ expirationTime: NOW + DAY_MS, dismissForDays: 3 });
  });
});
