/**
 * Plans, tiers and feature flags (spec 02 §6): what a workspace's product and billing allow.
 * Pure functions over the few workspace fields they read; the server and the SPA share them.
 */
import { RESTRICTED_PRODUCTS } from './constants';

export type WorkspacePlanFacts = {
  product: string;
  disabled?: boolean;
  featureFlags?: readonly string[];
  billingService?: {
    type?: string | null;
    planId?: string | null;
    planName?: string | null;
    pricingType?: string | null;
    status?: string | null;
  } | null;
};

export const FEATURE_FLAGS = [
  'assessments',
  'manualReviews',
  'messaging',
  'scorm',
  'externalUserAttributes',
  'shop',
  'explore',
  'pptImport',
  'integrations',
  'certificate',
  'hideMarketing',
  'whiteLabel',
  'sso',
  'duplicateAndTranslateCourse',
  'botAi',
  'aiCourseGeneration',
  'aiSessionGeneration',
  'aiActionGeneration',
  'aiAudioGeneration',
  'aiVideoGeneration',
  'aiImageGeneration',
  'landingPages',
  'proctoring',
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

export const hasFeature = (workspace: WorkspacePlanFacts, flag: FeatureFlag): boolean => (workspace.featureFlags ?? []).includes(flag);

/** Free-tier and creator workspaces: only #general and #settings, no groups section. */
export const isRestrictedWorkspace = (workspace: Pick<WorkspacePlanFacts, 'product'>): boolean =>
  (RESTRICTED_PRODUCTS as readonly string[]).includes(workspace.product);

export const isFreeWorkspace = (workspace: Pick<WorkspacePlanFacts, 'product'>): boolean => workspace.product === 'FT';

/** Legacy creator plan ids and the cu-… code each maps to. */
const LEGACY_CREATOR_PLANS: Record<string, string> = {
  'creator-pro': 'cu-pro',
  'creator-business': 'cu-bus',
  'creator-growth': 'cu-gro',
  'creator-enterprise': 'cu-ent',
};

export type PlanCode = 'cu-pro' | 'cu-bus' | 'cu-gro' | 'cu-ent';

/** Plan codes are grouped by prefix; legacy creator ids map to the same codes. */
export const planCodeOf = (planId: string | null | undefined): PlanCode | null => {
  if (!planId) return null;
  const legacy = Object.entries(LEGACY_CREATOR_PLANS).find(([prefix]) => planId.startsWith(prefix));
  const normalized = legacy ? legacy[1] : planId;
  const code = (['cu-pro', 'cu-bus', 'cu-gro', 'cu-ent'] as const).find((prefix) => normalized.startsWith(prefix));
  return code ?? null;
};

/** Ids containing '0200' are the newer plan generation. */
export const isNewGenerationPlan = (planId: string | null | undefined): boolean => (planId ?? '').includes('0200');

export type PlanTier = 'starter' | 'pro' | 'enterprise';

/** Business, growth and enterprise plans of the 0200 generation form the higher tier. */
export const planTierOf = (workspace: WorkspacePlanFacts): PlanTier => {
  if (!isRestrictedWorkspace(workspace)) return 'enterprise';
  const planId = workspace.billingService?.planId;
  const code = planCodeOf(planId);
  if (code === 'cu-ent' || ((code === 'cu-bus' || code === 'cu-gro') && isNewGenerationPlan(planId))) return 'enterprise';
  if (code) return 'pro';
  return 'starter';
};

/** Features each tier unlocks in restricted workspaces; other workspaces go by their feature flags. */
const TIER_FEATURES: Record<PlanTier, readonly FeatureFlag[]> = {
  starter: ['certificate'],
  pro: ['certificate', 'assessments', 'messaging', 'shop', 'integrations'],
  enterprise: [...FEATURE_FLAGS],
};

export const tierAllows = (workspace: WorkspacePlanFacts, flag: FeatureFlag): boolean =>
  isRestrictedWorkspace(workspace) ? TIER_FEATURES[planTierOf(workspace)].includes(flag) || hasFeature(workspace, flag) : hasFeature(workspace, flag);

/**
 * The parts of the dashboard a plan decides (spec 02 §6: "features are gated by plan"), each with
 * the feature it needs: the SPA hides or disables them and the server refuses them with
 * `featureNotInPlan`, by this one table.
 */
export const PLAN_GATED_PARTS = {
  /** Uploading a group's or workspace's own logos is white labeling. */
  logos: 'whiteLabel',
  /** A workspace's certificate templates. */
  certificateTemplates: 'certificate',
  /** A workspace's own user attributes (spec 02 §6 flag externalUserAttributes), which its people list filters on together. */
  externalUserAttributes: 'externalUserAttributes',
} as const satisfies Record<string, FeatureFlag>;
export type PlanGatedPart = keyof typeof PLAN_GATED_PARTS;

/** Whether the workspace's plan (its tier in free and creator workspaces, its feature flags otherwise) includes the part. */
export const planAllows = (workspace: WorkspacePlanFacts, part: PlanGatedPart): boolean => tierAllows(workspace, PLAN_GATED_PARTS[part]);

export type SubscriptionState = 'active' | 'expired' | 'canceled' | 'nonRenewing' | 'none';

/** Expired includes a workspace disabled by its billing (chargebee) service. */
export const subscriptionStateOf = (workspace: WorkspacePlanFacts): SubscriptionState => {
  const billing = workspace.billingService;
  if (!billing) return 'none';
  if (billing.status === 'expired' || (workspace.disabled && billing.type === 'chargebee')) return 'expired';
  if (billing.status === 'canceled') return 'canceled';
  if (billing.status === 'non-renewing') return 'nonRenewing';
  return 'active';
};

/** /d/organization/{id}/upgrade goes to the workspace instead of billing for these plans (spec 01 §2). */
export const upgradeStaysOnWorkspace = (workspace: WorkspacePlanFacts): boolean => {
  const billing = workspace.billingService;
  const planId = billing?.planId ?? '';
  return billing?.pricingType === 'block' || planId.includes('v5') || planId.startsWith('cu');
};

/** Referral needs a paid plan: creator (starter or pro) or enterprise workspaces with a live subscription. */
export const isReferralEligible = (workspace: WorkspacePlanFacts): boolean => {
  const state = subscriptionStateOf(workspace);
  return ['CR', 'UL'].includes(workspace.product) && !!workspace.billingService?.planId && (state === 'active' || state === 'nonRenewing');
};

/** The plan name shown beside a workspace, or '-' without one. */
export const planLabelOf = (workspace: WorkspacePlanFacts): string => workspace.billingService?.planName || '-';

/** The plan's name, or null when the workspace has none (a sentence says so instead of printing '-'). */
export const planNameOf = (workspace: WorkspacePlanFacts): string | null => workspace.billingService?.planName || null;
