import type { Page } from '@playwright/test';

/** The paths of the scripts the page fetches from now on. */
export const scriptPaths = (page: Page): Set<string> => {
  const paths = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') paths.add(new URL(response.url()).pathname);
  });
  return paths;
};

/**
 * The antd chunks among these paths. Everything antd-based reaches a page through AntdScope
 * (components/antd-scope): its chunk is the sign that antd was loaded (issue 31's guards).
 */
export const antdChunksIn = (paths: Iterable<string>): string[] => [...paths].filter((path) => /\/antd-scope-/.test(path));

export const antdLoaded = (paths: Iterable<string>): boolean => antdChunksIn(paths).length > 0;
