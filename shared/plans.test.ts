import { describe, expect, it } from 'vitest';

import {
  isReferralEligible,
  isRestrictedWorkspace,
  planCodeOf,
  planLabelOf,
  planNameOf,
  planTierOf,
  subscriptionStateOf,
  tierAllows,
  planAllows,
  upgradeStaysOnWorkspace,
} from './plans';

describe('plans and tiers (spec 02 §6)', () => {
  it('groups plan ids by prefix and maps legacy creator ids', () => {
    expect(planCodeOf('cu-pro-monthly')).toBe('cu-pro');
    expect(planCodeOf('cu-bus-0200-yearly')).toBe('cu-bus');
    expect(planCodeOf('creator-growth-2019')).toBe('cu-gro');
    expect(planCodeOf('xl-block-2025')).toBeNull();
    expect(planCodeOf(null)).toBeNull();
  });

  it('puts business, growth and enterprise plans of the 0200 generation in the higher tier', () => {
    const creator = (planId: string | null) => ({ product: 'CR', billingService: { planId } });
    expect(planTierOf(creator('cu-bus-0200-yearly'))).toBe('enterprise');
    expect(planTierOf(creator('cu-gro-0100-yearly'))).toBe('pro');
    expect(planTierOf(creator('cu-ent-monthly'))).toBe('enterprise');
    expect(planTierOf(creator(null))).toBe('starter');
    expect(planTierOf({ product: 'UL' })).toBe('enterprise');
  });

  it('gates features by tier in restricted workspaces and by flags elsewhere', () => {
    expect(tierAllows({ product: 'CR', billingService: { planId: null } }, 'assessments')).toBe(false);
    expect(tierAllows({ product: 'CR', billingService: { planId: 'cu-pro-monthly' } }, 'assessments')).toBe(true);
    expect(tierAllows({ product: 'UL', featureFlags: ['sso'] }, 'sso')).toBe(true);
    expect(tierAllows({ product: 'UL', featureFlags: [] }, 'sso')).toBe(false);
  });

  it('treats free and creator workspaces as restricted', () => {
    expect(isRestrictedWorkspace({ product: 'FT' })).toBe(true);
    expect(isRestrictedWorkspace({ product: 'CR' })).toBe(true);
    expect(isRestrictedWorkspace({ product: 'UL' })).toBe(false);
  });

  it('reads expired (including disabled by chargebee) and canceled subscriptions', () => {
    expect(subscriptionStateOf({ product: 'UL', billingService: { status: 'expired' } })).toBe('expired');
    expect(subscriptionStateOf({ product: 'UL', disabled: true, billingService: { type: 'chargebee', status: 'active' } })).toBe('expired');
    expect(subscriptionStateOf({ product: 'UL', billingService: { status: 'canceled' } })).toBe('canceled');
    expect(subscriptionStateOf({ product: 'FT', billingService: null })).toBe('none');
  });

  it('sends upgrades of block-priced, v5 and cu- plans to the workspace instead of billing', () => {
    expect(upgradeStaysOnWorkspace({ product: 'XL', billingService: { pricingType: 'block', planId: 'xl' } })).toBe(true);
    expect(upgradeStaysOnWorkspace({ product: 'UL', billingService: { planId: 'enterprise-v5' } })).toBe(true);
    expect(upgradeStaysOnWorkspace({ product: 'CR', billingService: { planId: 'cu-pro-monthly' } })).toBe(true);
    expect(upgradeStaysOnWorkspace({ product: 'FT', billingService: null })).toBe(false);
  });

  it('offers referral to paid creator and enterprise workspaces only; labels plans or "-"', () => {
    expect(isReferralEligible({ product: 'UL', billingService: { planId: 'cu-ent', status: 'active' } })).toBe(true);
    expect(isReferralEligible({ product: 'FT', billingService: null })).toBe(false);
    expect(isReferralEligible({ product: 'CR', billingService: { planId: 'cu-pro', status: 'expired' } })).toBe(false);
    expect(planLabelOf({ product: 'FT', billingService: null })).toBe('-');
    expect(planLabelOf({ product: 'UL', billingService: { planName: 'Enterprise' } })).toBe('Enterprise');
    // The upgrade call names the plan, or says there is none ("Your current plan is -." before).
    expect(planNameOf({ product: 'FT', billingService: null })).toBeNull();
    expect(planNameOf({ product: 'CR', billingService: { planId: 'cu-pro', planName: '' } })).toBeNull();
    expect(planNameOf({ product: 'UL', billingService: { planName: 'Enterprise' } })).toBe('Enterprise');
  });
});

describe('what the plan allows (PLAN_GATED_PARTS)', () => {
  it('gives own logos to white-labelled workspaces only, and certificate templates by flag or creator tier', () => {
    expect(planAllows({ product: 'UL', featureFlags: ['whiteLabel'] }, 'logos')).toBe(true);
    expect(planAllows({ product: 'UL', featureFlags: ['certificate'] }, 'logos')).toBe(false);
    expect(planAllows({ product: 'CR', billingService: { planId: 'cu-pro-monthly' } }, 'logos')).toBe(false);
    expect(planAllows({ product: 'CR', billingService: { planId: 'cu-ent-yearly' } }, 'logos')).toBe(true);
    expect(planAllows({ product: 'XL', featureFlags: ['assessments'] }, 'certificateTemplates')).toBe(false);
    expect(planAllows({ product: 'FT', featureFlags: [] }, 'certificateTemplates')).toBe(true);
  });

  it('gives own user attributes by their feature flag, or the higher creator tier', () => {
    expect(planAllows({ product: 'UL', featureFlags: ['externalUserAttributes'] }, 'externalUserAttributes')).toBe(true);
    expect(planAllows({ product: 'XL', featureFlags: ['assessments', 'messaging', 'certificate'] }, 'externalUserAttributes')).toBe(false);
    expect(planAllows({ product: 'CR', billingService: { planId: 'cu-pro-monthly' } }, 'externalUserAttributes')).toBe(false);
    expect(planAllows({ product: 'CR', billingService: { planId: 'cu-ent-yearly' } }, 'externalUserAttributes')).toBe(true);
  });
});
