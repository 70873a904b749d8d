import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { describe, expect, it } from 'vitest';

import { ROUTE_PAGES_MODULE, routePageModules, routePattern } from '../../scripts/vite-route-files';

import { preloadRouteFiles, ROUTE_FILES_ELEMENT_ID, routeFilesAt, type RouteFiles } from './route-files';
import { matchRoute, patternsOf, ROUTE_NAMES } from './route-table';

const ROOT = resolve(__dirname, '../..');
const pagesFile = resolve(ROOT, ROUTE_PAGES_MODULE);
const modules = routePageModules(pagesFile, readFileSync(pagesFile, 'utf8'), ROOT);
const inProject = (name: string) => (modules.get(name) ?? []).map((module) => module.slice(ROOT.length + 1)).sort();

describe('the modules of each route’s page, read from ROUTE_PAGES', () => {
  it('finds every route’s page module, through the file’s own helpers', () => {
    expect([...modules.keys()].sort()).toEqual([...ROUTE_NAMES].sort());
    expect(inProject('organization')).toEqual(['src/routes/organization/index.tsx']);
    expect(inProject('landing')).toEqual(['src/routes/landing/index.tsx']);
    expect(inProject('home')).toEqual(['src/routes/landing/index.tsx']);
    expect(inProject('dashboardOrganizationInvite')).toEqual(['src/routes/organization-redirects/index.tsx']);
    expect(inProject('records')).toEqual(['src/components/antd-scope/antd-scope.tsx', 'src/routes/declared-resource/index.tsx']);
    expect(inProject('jobRunner')).toEqual(['src/components/antd-scope/antd-scope.tsx', 'src/routes/unbuilt/index.tsx']);
  });

  it('refuses a page it cannot follow rather than leave its code out', () => {
    const source = `export const ROUTE_PAGES = { landing: somewhereElse('landing') };`;
    expect(() => routePageModules(pagesFile, source, ROOT)).toThrow('the page of landing loads no module');
    expect(() => routePageModules(pagesFile, `export const ROUTE_PAGES = { landing: load(() => import(name)) };`, ROOT)).toThrow('name its module literally');
  });
});

/** An address of each of the route's patterns, with made-up parameters. */
const addressesOf = (name: (typeof ROUTE_NAMES)[number]): string[] =>
  patternsOf(name).map((pattern) => pattern.replace(/:(\w+)/g, (_match, key: string) => `${key}-1`));

const manifest: RouteFiles = {
  files: ['assets/organization-a.js', 'assets/organization-b.css', 'assets/page-kit-c.js', 'assets/company-d.js'],
  routes: ROUTE_NAMES.map((name) => [name, patternsOf(name).map(routePattern), name === 'organization' ? [0, 1, 2] : name === 'company' ? [3, 2] : []]),
};

describe('the route of an address, as the page’s list of files gives it', () => {
  it('is the route table’s route for every path and alias', () => {
    for (const name of ROUTE_NAMES)
      for (const address of addressesOf(name)) {
        expect(routeFilesAt(manifest, address)?.name, address).toBe(matchRoute(address)?.name);
        expect(routeFilesAt(manifest, address)?.params, address).toEqual(matchRoute(address)?.params);
        expect(routeFilesAt(manifest, `${address}/`)?.name, `${address}/`).toBe(matchRoute(`${address}/`)?.name);
      }
  });

  it('matches as react-router does: any case, no partial paths', () => {
    expect(routeFilesAt(manifest, '/Organization/org-acme')?.name).toBe('organization');
    expect(routeFilesAt(manifest, '/organization/org-acme/unknown')).toBeNull();
    expect(routeFilesAt(manifest, '/organization/org%20acme/company/c%2F1')?.params).toEqual({ organizationId: 'org acme', companyId: 'c/1' });
    expect(routeFilesAt(manifest, '/organizationsx')).toBeNull();
    expect(routeFilesAt(manifest, '/organization/org-acme')?.files).toEqual(['assets/organization-a.js', 'assets/organization-b.css', 'assets/page-kit-c.js']);
  });
});

describe('preloading the open page’s files', () => {
  const pageWith = (data: RouteFiles | null): Document => {
    const page = document.implementation.createHTMLDocument();
    if (data) {
      const element = page.createElement('script');
      element.type = 'application/json';
      element.id = ROUTE_FILES_ELEMENT_ID;
      element.textContent = JSON.stringify(data);
      page.head.appendChild(element);
    }
    return page;
  };
  const links = (page: Document) =>
    [...page.head.querySelectorAll('link')].map(
      (link) =>
        `${link.rel} as=${link.getAttribute('as') ?? '-'} crossorigin=${JSON.stringify(link.getAttribute('crossorigin'))} fetchpriority=${link.getAttribute('fetchpriority')} ${link.getAttribute('href')}`,
    );

  it('adds a module preload per script and a style preload per style sheet, in the same CORS mode as the bundler’s loader', () => {
    const page = pageWith(manifest);
    preloadRouteFiles(page, '/organization/org-acme', () => null);
    expect(links(page)).toEqual([
      'modulepreload as=- crossorigin="" fetchpriority=low /assets/organization-a.js',
      'preload as=style crossorigin="" fetchpriority=low /assets/organization-b.css',
      'modulepreload as=- crossorigin="" fetchpriority=low /assets/page-kit-c.js',
    ]);
  });

  it('adds the landing’s guess too, each file once', () => {
    const page = pageWith(manifest);
    const asked: string[] = [];
    preloadRouteFiles(page, '/', (route) => {
      asked.push(route);
      return '/organization/org-acme/company/company-acme-sales';
    });
    preloadRouteFiles(page, '/organization/org-acme', () => null);
    expect(asked).toEqual(['landing']);
    expect(links(page).map((link) => link.split(' ').pop())).toEqual([
      '/assets/company-d.js',
      '/assets/page-kit-c.js',
      '/assets/organization-a.js',
      '/assets/organization-b.css',
    ]);
  });

  it('does nothing in development (no list) or at an unknown address', () => {
    const bare = pageWith(null);
    preloadRouteFiles(bare, '/organization/org-acme', () => null);
    expect(links(bare)).toEqual([]);
    const page = pageWith(manifest);
    preloadRouteFiles(page, '/nowhere', () => '/organization/org-acme');
    expect(links(page)).toEqual([]);
  });
});
