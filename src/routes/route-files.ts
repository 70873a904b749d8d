/**
 * Each route's code files, as the build writes them into the page (scripts/vite-route-files.ts):
 * start-up (boot.ts) preloads the open page's files from here, before the app's entry has arrived
 * and run (issue 31, the request waterfall). No React, no router: start-up runs before either.
 * In development the page holds no list, and the page's code starts when main.tsx runs, as before.
 */

export const ROUTE_FILES_ELEMENT_ID = 'route-files';

/** Every file once; each route as its name, its paths' pattern and the indexes of its files. */
export type RouteFiles = { files: string[]; routes: [name: string, pattern: string, files: number[]][] };

/** The route at this address and its files (the first route whose pattern matches, as the route table is ordered). */
export const routeFilesAt = (manifest: RouteFiles, pathname: string): { name: string; files: string[] } | null => {
  for (const [name, pattern, indexes] of manifest.routes) {
    if (new RegExp(pattern, 'i').test(pathname)) return { name, files: indexes.map((index) => manifest.files[index]) };
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
    link.crossOrigin = '';
    link.href = href;
    page.head.appendChild(link);
  }
};

/**
 * Preloads the code of the page at this address, and of the page a landing is expected to send
 * on to (`next`, given the route's name; the remembered landing).
 */
export const preloadRouteFiles = (page: Document, pathname: string, next: (route: string) => string | null): void => {
  const manifest = readRouteFiles(page);
  if (!manifest) return;
  const here = routeFilesAt(manifest, pathname);
  if (!here) return;
  preloadFiles(page, here.files);
  const onward = next(here.name);
  const there = onward ? routeFilesAt(manifest, onward) : null;
  if (there) preloadFiles(page, there.files);
};
