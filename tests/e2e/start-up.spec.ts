import { expect, type Page, test } from '@playwright/test';

import { apiCallName } from './support/request-timeline';
import { signIn } from './support/sign-in';

/** Holds the libraries' chunk (React among them) until `release`: nothing of the app can run until it comes; `asked` says whether it was asked for. */
const holdReact = async (page: Page): Promise<{ release: () => void; asked: () => boolean }> => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route(/\/assets\/vendor-[\w-]+\.js$/, async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  return { release, asked: () => asked };
};

/**
 * Issue 31, the request waterfall: start-up (src/boot.ts) runs on its own few files, so the
 * identity, the user's settings, the banner strip's banners and the interface texts are asked for
 * while the app's code (220 kB, seconds on a phone) is still on its way, not after it has arrived
 * and run. React's chunk is held here: nothing of the app can run until it comes.
 */
test("the identity, settings, banners and texts are asked for while the app's code is still on its way", async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'manager@demo.test');
  const react = await holdReact(page);
  const asked = new Set<string>();
  page.on('request', (request) => {
    const name = apiCallName(request) ?? new URL(request.url()).pathname.replace(/^\/assets\/(texts-\w+)-[\w-]+\.js$/, '$1');
    asked.add(name);
  });
  await page.goto('/organization/org-acme/company/company-acme-engineering', { waitUntil: 'commit' });
  const startUp = ['CurrentUser', 'GET /api/v1/user/metadata/general', 'DashboardBanners', 'texts-en'];
  await expect.poll(() => startUp.filter((name) => !asked.has(name)), { timeout: 30_000 }).toEqual([]);
  expect(react.asked()).toBe(true);
  react.release();
  await expect(page.getByRole('row').filter({ hasText: '@demo.test' }).first()).toBeVisible({ timeout: 45_000 });
});

test('each start-up request is made once, though both entries start it', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'manager@demo.test');
  const calls: string[] = [];
  page.on('request', (request) => {
    const name = apiCallName(request);
    if (name) calls.push(name);
  });
  await page.goto('/organization/org-acme/company/company-acme-engineering');
  await expect(page.getByRole('row').filter({ hasText: '@demo.test' }).first()).toBeVisible({ timeout: 45_000 });
  for (const name of ['CurrentUser', 'GET /api/v1/user/metadata/general', 'DashboardBanners']) {
    expect(
      calls.filter((call) => call === name),
      `${name} in ${calls.join(', ')}`,
    ).toHaveLength(1);
  }
});

/** The page's own code file (its route chunk) in an asset address, e.g. `company` for /assets/company-AbC123.js. */
const pageChunkOf = (url: string): string | null => /\/assets\/(company|organization|page-kit)-[\w-]+\.js$/.exec(url)?.[1] ?? null;

/**
 * Start-up also preloads the open page's code, from the list of each route's files the build writes
 * into the page (scripts/vite-route-files.ts): it downloads behind the app's entry, not after the
 * entry has arrived and run. On the landing, the page it last sent this user to comes too.
 */
const GROUP_PAGE = /\/organization\/org-acme\/company\/company-acme-/;

for (const { title, email, path, expected } of [
  { title: 'the open page', email: 'manager@demo.test', path: '/organization/org-acme/company/company-acme-engineering', expected: ['company', 'page-kit'] },
  // The landing sends an agent on to their group's page, and remembers that (remembered-landing.ts).
  { title: 'the page the landing last sent this user to', email: 'agent@demo.test', path: '/', expected: ['company', 'page-kit'] },
]) {
  test(`${title}: its code is asked for while the app's code is still on its way, and fetched once`, async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, email);
    await page.goto(path);
    await expect(page).toHaveURL(GROUP_PAGE, { timeout: 45_000 });
    const react = await holdReact(page);
    const fetched: string[] = [];
    page.on('request', (request) => {
      const chunk = pageChunkOf(request.url());
      if (chunk) fetched.push(chunk);
    });
    await page.goto(path, { waitUntil: 'commit' });
    await expect.poll(() => expected.filter((chunk) => !fetched.includes(chunk)), { timeout: 30_000 }).toEqual([]);
    react.release();
    await expect(page).toHaveURL(GROUP_PAGE, { timeout: 45_000 });
    await expect(page.getByRole('row').filter({ hasText: '@demo.test' }).first()).toBeVisible({ timeout: 45_000 });
    for (const chunk of expected)
      expect(
        fetched.filter((name) => name === chunk),
        `${chunk} in ${fetched.join(', ')}`,
      ).toHaveLength(1);
  });
}

/**
 * Start-up also asks for the records the page shows first (src/routes/route-data.ts): the group's
 * title and figures leave before the app's code has arrived, and the page takes those answers
 * instead of asking again.
 */
test("the open page's first records are asked for while the app's code is still on its way, and once", async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'manager@demo.test');
  const react = await holdReact(page);
  const calls: string[] = [];
  page.on('request', (request) => {
    const name = apiCallName(request);
    if (name) calls.push(name);
  });
  await page.goto('/organization/org-acme/company/company-acme-engineering', { waitUntil: 'commit' });
  const early = ['GroupPage', 'GroupEngagementSummary'];
  await expect.poll(() => early.filter((name) => !calls.includes(name)), { timeout: 30_000 }).toEqual([]);
  react.release();
  await expect(page.getByTestId('group-name')).toContainText('Engineering', { timeout: 45_000 });
  await expect(page.getByRole('row').filter({ hasText: '@demo.test' }).first()).toBeVisible({ timeout: 45_000 });
  await page.waitForLoadState('networkidle');
  for (const name of early)
    expect(
      calls.filter((call) => call === name),
      `${name} in ${calls.join(', ')}`,
    ).toHaveLength(1);
});
