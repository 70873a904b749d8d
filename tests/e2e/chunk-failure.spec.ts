import { expect, Page, test } from '@playwright/test';

import { signIn } from './support/sign-in';

const SHOTS = 'test-results/screens';
const PART_FAILED = 'This part of the page could not be loaded. Check your connection, then reload.';

const partFailed = (page: Page) => page.getByRole('alert').filter({ hasText: PART_FAILED });

/** Fails the test if the app went blank: the shell's sidebar is still there and still answers. */
const expectShellAlive = async (page: Page) => {
  await expect(page.getByTestId('sidebar')).toBeVisible();
  await expect(page.getByTestId('sidebar-home')).toBeEnabled();
};

test('offline, the first toast and a page not yet loaded show a message in their place, and come when the connection returns', async ({ page, context }) => {
  await signIn(page, 'super@demo.test');
  await page.goto('/banners#history');
  const activeBanner = page.getByTestId('banners-active').getByRole('row').filter({ hasText: 'welcome-autumn-2026' });
  await expect(activeBanner).toBeVisible();

  // The case: offline, de-activating fails, and its error toast needs the toast host's chunk.
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Actions for welcome-autumn-2026' }).click();
  await page.getByRole('menuitem', { name: 'De-activate banner', exact: true }).click();
  await expect(partFailed(page)).toBeVisible({ timeout: 15_000 });
  await expect(partFailed(page).getByRole('button', { name: 'Reload' })).toBeVisible();
  await expectShellAlive(page);
  await expect(activeBanner).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/chunk-failure-toast-offline.png` });

  // A page whose chunk was never fetched: the message takes the page's place, the sidebar stays.
  await page.getByTestId('sidebar-internal-users').click();
  await expect(page).toHaveURL(/\/users$/);
  await expect(page.getByRole('main').getByRole('alert').filter({ hasText: PART_FAILED })).toBeVisible({ timeout: 15_000 });
  await expectShellAlive(page);
  await page.screenshot({ path: `${SHOTS}/chunk-failure-page-offline.png` });

  // Back online, both parts load where they were, without a reload; the failed toast is shown.
  await context.setOffline(false);
  await expect(partFailed(page)).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
  await expect(page.locator('.ant-notification-notice')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/chunk-failure-online.png` });
});

test('a chunk that a new deployment removed shows a message with a reload button, not a blank app', async ({ page }) => {
  await signIn(page, 'super@demo.test');
  await page.goto('/banners#history');
  await expect(page.getByTestId('banners-active').getByRole('row').filter({ hasText: 'welcome-autumn-2026' })).toBeVisible({ timeout: 20_000 });
  // As after a deployment: the users page's chunk of the build this tab runs is gone from the server.
  let removed = true;
  await page.route(/\/assets\/users-[\w-]+\.js$/, (route) => (removed ? route.fulfill({ status: 404, body: 'Not Found' }) : route.fallback()));
  await page.getByTestId('sidebar-internal-users').click();
  const failed = page.getByRole('main').getByRole('alert').filter({ hasText: PART_FAILED });
  await expect(failed).toBeVisible({ timeout: 15_000 });
  await expectShellAlive(page);
  await page.screenshot({ path: `${SHOTS}/chunk-failure-removed.png` });

  // The reload button fetches the page anew (here, the chunk is served again, as the new build's would be).
  removed = false;
  await failed.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible({ timeout: 20_000 });
  await expect(failed).toHaveCount(0);
});
