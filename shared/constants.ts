/** Business constants shared by the server and the SPA (spec 01 §9, spec 02 §3 and §9). */

/** The platform's product name; spec fields written as {product}… use it (lumenUpdates, maxLumenAi). */
export const PRODUCT_NAME = 'Lumen';

/** Product tiers in the order the banner wizard lists them. */
export const PRODUCT_CODES = ['FT', 'CR', 'UL', 'XL', 'VL', 'CL', 'GT', 'OP', 'IN', 'DM'] as const;
export type ProductCode = (typeof PRODUCT_CODES)[number];

export const PRODUCT_TIER_LABELS: Record<ProductCode, string> = {
  FT: 'Free Tier',
  CR: 'Creator',
  UL: 'Enterprise',
  XL: 'Extend',
  VL: 'Extend',
  CL: 'Learn for Teams',
  GT: 'Learn for Teams',
  OP: 'Learn Public',
  IN: 'Internal',
  DM: 'Demo',
};

export const isProductCode = (value: string): value is ProductCode => (PRODUCT_CODES as readonly string[]).includes(value);

/** Free-tier and creator workspaces are "restricted": no groups section (spec 01 §2, spec 02 §6). */
export const RESTRICTED_PRODUCTS: readonly ProductCode[] = ['FT', 'CR'];

export const COMPANY_TYPES = ['test', 'public', 'others'] as const;
export type CompanyType = (typeof COMPANY_TYPES)[number];

/** The tag that marks a workspace's "everyone" group. */
export const EVERYONE_TAG = 'everyone';

export const COURSE_STATUSES = ['draft', 'pipeline', 'ready', 'live', 'archived'] as const;
export const COURSE_DIFFICULTIES = ['basic', 'intermediate', 'advanced', 'universal'] as const;
export const COURSE_TYPES = [PRODUCT_NAME, 'Scorm'] as const;
export const UNLOCK_MODES = ['Daily', 'Streak', 'Unlocked'] as const;
export const PEER_INVITATION_MODES = ['open', 'approval', 'closed'] as const;

export const ACTION_CONTENT_TYPES = [
  'qa',
  'text',
  'multiple_choice',
  'video',
  'photo',
  'quote',
  'image',
  'audio',
  'auth_web_link',
  'link',
  'external',
  'certificate',
  'word_puzzle',
] as const;

export const MEMBERSHIP_ROLES = ['member', 'manager', 'billingManager', 'agent', 'editor', 'partner', 'creator'] as const;
export type MembershipRole = (typeof MEMBERSHIP_ROLES)[number];

export const REMOVE_CONFIRMATION_COURSE_REASONS = ['organization_deleted', 'user_deleted'] as const;
export const REMOVE_CONFIRMATION_USER_REASONS = ['removed_from_organization', 'organization_deleted'] as const;

export const BANNER_TYPES = ['text', 'range10', 'range5'] as const;
/** Where a rating banner's button points: the product's home (spec 01 §4, CTA option). */
export const PRODUCT_HOME_LINK = 'https://lumen.example/home';
export const BANNER_PLATFORMS = ['web', 'dashboard'] as const;
export const BANNER_COLORS = ['#FFFFFF', '#C7D6B0', '#ACFCD9', '#A7ABDD', '#B4D4EE', '#F8C8C5', '#F2CBB8', '#F9DC5C', '#C9B1BD', '#CBD2D0'] as const;

/**
 * Lists count at most this many rows (and one more, to know there are more): a page of a
 * million-row list then costs what a page of a ten-thousand-row one does. The table says "More
 * than 10,000 rows" and counts them all on demand ("Count all"). At 100,000 the bound was reached
 * by a large workspace's manager on every page view of the users list: 264 ms of counting on
 * PostgreSQL for a figure nobody reads to the unit (issue 10).
 */
export const COUNT_LIMIT = 10_000;
/** A list asked with this header counts every row instead of stopping at COUNT_LIMIT (the tables' "Count all"). */
export const EXACT_COUNT_HEADER = 'x-lumen-exact-count';

/**
 * What one list query may ask; more is refused with BAD_USER_INPUT before any SQL is built. A
 * 100,000-character LIKE pattern failed on SQLite ("pattern too complex"), a 3,000-way `or`
 * overflowed its expression depth, thousands of sort fields its ORDER BY, and tens of thousands of
 * values its parameter limit. A page holds at most 1,000 rows, so an `in` list of a page's ids fits.
 */
export const LIST_QUERY_LIMITS = { valueMaxLength: 1_000, values: 1_000, conditions: 100, sortFields: 10 } as const;

/** Sessions and tokens (spec 02 §4 and §9). */
export const TOKEN_REFRESH_MARGIN_MS = 120_000;
export const TOKEN_STARTUP_DISCARD_MARGIN_MS = 10 * 60_000;

/** The code a live-channel logout carries when the server ended a session for inactivity. */
export const INACTIVITY_REASON_CODE = 'SessionExpiredInactivity';
export const USER_LOGGED_OUT_STATUS = 'UserLoggedOut';
export const USER_AUTH_NO_CHANGE_STATUS = 'UserAuthNoChange';

/** Audiences of the two kinds of token: the sign-in service's handoff token and the dashboard's session token. */
export const SIGNIN_AUDIENCE = 'lumen-signin';
export const DASHBOARD_AUDIENCE = 'lumen-dashboard';

/** Graduation: at least this percent of a program completed (spec 02 §9). */
export const GRADUATION_COMPLETION = 80;
