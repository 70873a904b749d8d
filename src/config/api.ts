/** Where the SPA talks to: the same origin that served it (the server, or Vite's proxy in dev). */
export const API_ORIGIN = window.location.origin;
export const GRAPHQL_URL = `${API_ORIGIN}/graphql`;
export const LIVE_URL = GRAPHQL_URL.replace(/^http/, 'ws');
export const SIGNIN_PAGE_PATH = '/signin';
export const VERSION_URL = '/version.txt';

/** Sent with every call so the server can tell the dashboard from other clients. */
export const SOURCE_HEADER = { 'x-lumen-source': 'dashboard' } as const;
