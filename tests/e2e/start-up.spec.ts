import { expect, test } from '@playwright/test';

import { apiCallName } from './support/request-timeline';
import { signIn } from './support/sign-in';

/**
 * Issue 31, the request waterfall: start-up (src/boot.ts) runs on its own few files, so the
 * identity, the user's settings, the banner strip's banners and the interface texts are asked for
 * while the app's code (220 kB, seconds on a phone) is still on its way, not after it has arrived
 * and run. React's chunk is held here: nothing of the app can run until it comes.
 */
test("the identity, settings, banners and texts are asked for while the app's code is still on its way", async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'manager@demo.test');
  let releaseReact = () => {};
  const reactHeld = new Promise<void>((resolve) => (releaseReact = resolve));
  let reactAsked = false;
  await page.route(/\/assets\/vendor-react-[\w-]+\.js$/, async (route) => {
    reactAsked = true;
    await reactHeld;
    await route.continue();
  });
  const asked = new Set<string>();
  page.on('request', (request) => {
    const name = apiCallName(request) ?? new URL(request.url()).pathname.replace(/^\/assets\/(texts-\w+)-[\w-]+\.js$/, '$1');
    asked.add(name);
  });
  await page.goto('/organization/org-acme/company/company-acme-engineering', { waitUntil: 'commit' });
  const startUp = ['CurrentUser', 'GET /api/v1/user/metadata/general', 'DashboardBanners', 'texts-en'];
  await expect.poll(() => startUp.filter((name) => !asked.has(name)), { timeout: 30_000 }).toEqual([]);
  expect(reactAsked).toBe(true);
  releaseReact();
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
