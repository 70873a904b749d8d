/**
 * Stands in for cross-fetch (see vite.config.ts): graphql-request imports it to polyfill fetch in
 * old browsers and Node; every browser the dashboard supports has fetch, and the polyfill was
 * 3 kB gzip of the first download.
 */
const nativeFetch: typeof fetch = (...parameters) => globalThis.fetch(...parameters);

export default nativeFetch;
export const { Headers, Request, Response } = globalThis;
