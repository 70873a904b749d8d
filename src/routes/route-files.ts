/**
 * Each route's code files, as the build writes them into the page (scripts/vite-route-files.ts):
 * start-up (boot.ts) preloads the open page's files from here, before the app's entry has arrived
 * and run (issue 31, the request waterfall). No React, no router: start-up runs before either.
 * In development the page holds no list, and the page's code starts when main.tsx runs, as before.
 */

export const ROUTE_FILES_ELEMENT_ID = 'route-files';

/** Every file once; each route as its name, its paths' patterns (a named group per parameter) and the indexes of its files. */
export type RouteFiles = { files: string[]; routes: [name: string, patterns: string[], files: number[]][] };

export type RouteAt = { name: string; params: Record<string, string>; files: string[] };

/**
 * The route at this address, its (URL-decoded) parameters and its files: the first route with a
 * matching pattern, as the route table orders them and matchRoute reads them.
 */
export const routeFilesAt = (manifest: RouteFiles, pathname: string): RouteAt | null => {
  for (const [name, patterns, indexes] of manifest.routes) {
    for (const pattern of patterns) {
      const found = new RegExp(pattern, 'i').exec(pathname);
      if (found) {
        const params = Object.fromEntries(Object.entries(found.groups ?? {}).map(([key, value]) => [key, decodeURIComponent(value)]));
        return { name, params, files: indexes.map((index) => manifest.files[index]) };
      }
    }
  }
  return null;
};

export const readRouteFiles = (page: Document): RouteFiles | null => {
  const text = page.getElementById(ROUTE_FILES_ELEMENT_ID)?.textContent;
  return text ? (JSON.parse(text) as RouteFiles) : null;
};

/**
 * Adds a preload for each file not already in the page. The links are what the bundler's own
 * loader adds when the page's code is imported (same address, same CORS mode), so that import finds
 * them in flight or done instead of fetching again; a style sheet is fetched, not applied.
 */
export const preloadFiles = (page: Document, files: readonly string[]): void => {
  for (const file of files) {
    const href = `/${file}`;
    if (page.head.querySelector(`link[href="${href}"]`)) continue;
    const link = page.createElement('link');
    const isStyle = file.endsWith('.css');
    link.rel = isStyle ? 'preload' : 'modulepreload';
    if (isStyle) link.setAttribute('as', 'style');
    // Low: behind the app's entry, which the first render needs; over HTTP/1.1 a style sheet's
    // preload would otherwise go before the entry's remaining files (measured: first paint later).
    link.setAttribute('fetchpriority', 'low');
    link.crossOrigin = '';
    link.href = href;
    page.head.appendChild(link);
  }
};

/**
 * Preloads the code of the page at this address, and of the page a landing is expected to send
 * on to (`next`, given the route's name; the remembered landing). Returns the routes it found,
 * this address's first (their parameters start their data: route-data.ts).
 */
export const preloadRouteFiles = (page: Document, pathname: string, next: (route: string) => string | null): RouteAt[] => {
  const manifest = readRouteFiles(page);
  const here = manifest && routeFilesAt(manifest, pathname);
  if (!manifest || !here) return [];
  preloadFiles(page, here.files);
  const onward = next(here.name);
  const there = onward ? routeFilesAt(manifest, onward) : null;
  if (there) preloadFiles(page, there.files);
  return there ? [here, there] : [here];
};
