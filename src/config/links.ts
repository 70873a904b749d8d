/** Addresses outside the dashboard; set at build time with VITE_ variables where they differ. */
export const CONSUMER_APP_URL = import.meta.env.VITE_CONSUMER_APP_URL ?? 'https://app.lumen.example';
export const FEATURE_UPDATES_SITE_URL = import.meta.env.VITE_FEATURE_UPDATES_URL ?? 'https://lumen.example/whats-new';
export const FEATURE_FEED = 'whats-new';
