import { expect, test } from '@playwright/test';

import { sidebarSections, signIn, signInFresh } from './support/sign-in';

/**
 * Where each demo account lands (spec 01 §2 landing rules: the path; a list on the landing page may
 * add its table state as a query) and which sidebar sections it sees.
 */
const ACCOUNTS: Array<{ email: string; lands: RegExp; sections: string[] }> = [
  {
    email: 'super@demo.test',
    lands: /^\/organizations$/,
    sections: ['partner', 'organization', 'curator', 'services', 'learn', 'shop', 'internal', 'admin'],
  },
  { email: 'admin@demo.test', lands: /^\/organizations$/, sections: ['partner', 'organization', 'curator', 'services', 'internal', 'admin'] },
  { email: 'manager@demo.test', lands: /^\/welcome$/, sections: ['organization'] },
  { email: 'agent@demo.test', lands: /^\/organization\/org-acme\/company\/company-acme-sales$/, sections: [] },
  { email: 'curator@demo.test', lands: /^\/program\/course-leadership-101\/status$/, sections: ['curator'] },
  { email: 'curator2@demo.test', lands: /^\/curator\/programs$/, sections: ['curator'] },
  { email: 'partner@demo.test', lands: /^\/organizations$/, sections: ['partner'] },
  { email: 'sales@demo.test', lands: /^\/organizations$/, sections: ['partner', 'organization', 'services', 'learn', 'shop', 'internal'] },
  { email: 'learner@demo.test', lands: /^\/$/, sections: [] },
  { email: 'newbie@demo.test', lands: /^\/account$/, sections: [] },
];

for (const account of ACCOUNTS) {
  test(`${account.email} lands where the rules say and sees exactly the sections the role allows`, async ({ page }) => {
    await signIn(page, account.email);
    await expect.poll(() => new URL(page.url()).pathname).toMatch(account.lands);
    await expect.poll(() => sidebarSections(page)).toEqual(account.sections);
  });
}

test('the learner sees the welcome list with plan names and the free-workspace form', async ({ page }) => {
  await signIn(page, 'learner@demo.test');
  await expect(page.getByTestId('welcome-list')).toContainText('Acme Learning');
  await expect(page.getByTestId('welcome-plan')).toHaveText(['Enterprise']);
  await expect(page.getByTestId('create-workspace')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/welcome-learner.png' });
});

test('unknown paths show Page not found! with Go home', async ({ page }) => {
  await signIn(page, 'learner@demo.test');
  await page.goto('/this/does/not/exist');
  await expect(page.getByText('Page not found!')).toBeVisible();
  await page.getByRole('button', { name: 'Go home' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});

test('a non-admin opening the job runner sees the not-authorized view', async ({ page }) => {
  await signIn(page, 'manager@demo.test');
  await page.goto('/admin/job_runner');
  await expect(page.getByTestId('not-authorized')).toBeVisible();
  await expect(page.getByText('You are not allowed to see this page.')).toBeVisible();
});

test('the sidebar opens after a hover, can be pinned, and offers open-in-new-tab and copy-link', async ({ page }) => {
  await signIn(page, 'manager@demo.test');
  const sidebar = page.getByTestId('sidebar');
  await expect(sidebar).toHaveAttribute('data-expanded', 'false');
  await sidebar.hover();
  await expect(sidebar).toHaveAttribute('data-expanded', 'true');
  await page.getByTestId('sidebar-pin').click();
  await page.mouse.move(900, 400);
  await expect(sidebar).toHaveAttribute('data-expanded', 'true');
  await page.getByTestId('sidebar-organization-settings').click({ button: 'right' });
  await expect(page.getByText('Open in new tab')).toBeVisible();
  await expect(page.getByText('Copy link')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/sidebar-pinned.png' });
  // The menu is keyboard-operable, and copying confirms with the spec's words (a toast that loads then).
  await expect(page.getByRole('menuitem', { name: 'Open in new tab' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Copy link' })).toBeFocused();
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.keyboard.press('Enter');
  await expect(page.getByText('copied to clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/organization\/org-acme#settings$/);
  await expect(page.getByTestId('sidebar-organization-settings')).toBeFocused();
});

test('the account menu switches workspaces by radio, closes on Escape and asks where to sign out', async ({ page }) => {
  await signIn(page, 'manager@demo.test');
  const button = page.getByTestId('account-menu-button');
  await button.click();
  const menu = page.getByRole('dialog', { name: 'Account' });
  await expect(menu.getByRole('radio', { name: /Acme Learning/ })).toBeChecked();
  await expect(menu.getByRole('group', { name: 'Workspaces' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(button).toBeFocused();
  await button.click();
  await menu.getByRole('button', { name: 'Sign out' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log out' });
  await expect(dialog.getByRole('button', { name: 'Log out everywhere' })).toBeVisible();
  // antd moves the focus into the dialog once it has appeared; Escape closes it from there.
  await expect(dialog.locator(':focus')).toHaveCount(1);
  await page.screenshot({ path: 'test-results/screens/logout-dialog.png' });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('switching to Korean and Japanese translates the shell', async ({ page }) => {
  await signIn(page, 'manager@demo.test');
  await page.goto('/account');
  await page.getByRole('tab', { name: 'Settings' }).click();
  await page.getByTestId('language-select').click();
  await page.getByTitle('Korean').click();
  await expect(page.getByRole('heading', { name: '계정' })).toBeVisible();
  await page.getByTestId('sidebar').hover();
  await expect(page.getByText('조직', { exact: true })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/account-korean.png' });
  await page.getByTestId('language-select').click();
  await page.getByTitle('일본어').click();
  await expect(page.getByRole('heading', { name: 'アカウント' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'プロフィール' })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/account-japanese.png' });
  // The choice is kept as currentLanguage.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'アカウント' })).toBeVisible();
  // Loaded at start (only this language's texts are fetched), it is also what antd, dayjs and the page say.
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await page.getByRole('tab', { name: '設定' }).click();
  await page.getByTestId('language-select').click();
  await page.getByTitle('英語').click();
  await expect(page.getByRole('heading', { name: 'Account' })).toBeVisible();
});

test('the chosen language follows the person to another browser', async ({ page, browser }) => {
  await signIn(page, 'agent@demo.test');
  await page.goto('/account');
  await page.getByRole('tab', { name: 'Settings' }).click();
  await page.getByTestId('language-select').click();
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/v1/user/metadata/general') && response.request().method() === 'PUT');
  await page.getByTitle('Korean').click();
  expect((await saved).ok()).toBe(true);
  // A new browser (no stored language, English by its own) signs in and turns Korean.
  const elsewhere = await browser.newPage({ locale: 'en-US' });
  await signInFresh(elsewhere, 'agent@demo.test');
  await elsewhere.goto('/account');
  await expect(elsewhere.getByRole('heading', { name: '계정' })).toBeVisible();
  await elsewhere.getByRole('tab', { name: '설정' }).click();
  await elsewhere.getByTestId('language-select').click();
  await elsewhere.getByTitle('영어').click();
  await expect(elsewhere.getByRole('heading', { name: 'Account' })).toBeVisible();
  await elsewhere.close();
});

test('a profile with an empty last name asks for the missing data and saves nothing', async ({ page }) => {
  await signIn(page, 'newbie@demo.test');
  await expect(page).toHaveURL(/\/account$/);
  await page.getByLabel('First name').fill('Nova');
  await page.getByRole('button', { name: 'Update' }).click();
  const dialog = page.getByRole('dialog', { name: 'Missing data' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Please fill in both first and last name.')).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await page.reload();
  await expect(page.getByLabel('First name')).toHaveValue('');
  await page.screenshot({ path: 'test-results/screens/missing-data.png' });
});

test('logging out everywhere in one browser signs out another within seconds', async ({ browser }) => {
  const first = await browser.newContext();
  const second = await browser.newContext();
  const here = await first.newPage();
  const elsewhere = await second.newPage();
  // Two sessions of their own: the saved one would make both browsers share one session.
  await signInFresh(here, 'agent@demo.test');
  await signInFresh(elsewhere, 'agent@demo.test');
  await here.goto('/account');
  await here.getByTestId('account-logout').click();
  await here.getByRole('button', { name: 'Log out everywhere' }).click();
  await expect(here).toHaveURL(/\/signin/);
  await expect(elsewhere).toHaveURL(/\/signin/, { timeout: 8_000 });
  await first.close();
  await second.close();
});

test("what's new pages through the latest updates and its dot goes once seen", async ({ page }) => {
  await signIn(page, 'curator@demo.test');
  await expect(page.getByTestId('whats-new-dot')).toBeVisible();
  await page.getByTestId('sidebar-whats-new').click();
  await expect(page.getByTestId('whats-new-entry')).toContainText('CSV export for every table');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByTestId('whats-new-entry')).toContainText('Korean and Japanese');
  await page.screenshot({ path: 'test-results/screens/whats-new.png' });
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('whats-new-dot')).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('sidebar')).toBeVisible();
  await expect(page.getByTestId('whats-new-dot')).toHaveCount(0);
});

test('a new build is announced with a Reload button', async ({ page }) => {
  await page.clock.install();
  // The version the page started with is read once on load; the next check is 10 s later.
  const firstCheck = page.waitForResponse((response) => new URL(response.url()).pathname === '/version.txt');
  await signIn(page, 'learner@demo.test');
  await firstCheck;
  const { writeFileSync } = await import('node:fs');
  writeFileSync(`${process.env.E2E_CLIENT_DIR ?? 'dist/client'}/version.txt`, `e2e-${Date.now()}\n`);
  await page.clock.fastForward(10_000);
  await expect(page.getByText('A new version is available')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
  // It stays two hours, so it must not sit on the banner strip's Dismiss (top right).
  const dismiss = await page.getByTestId('dashboard-banner').getByRole('button', { name: 'Dismiss' }).boundingBox();
  const toast = await page.locator('.ant-notification-notice').filter({ hasText: 'A new version is available' }).boundingBox();
  expect(dismiss && toast).toBeTruthy();
  const overlaps =
    dismiss!.x < toast!.x + toast!.width &&
    toast!.x < dismiss!.x + dismiss!.width &&
    dismiss!.y < toast!.y + toast!.height &&
    toast!.y < dismiss!.y + dismiss!.height;
  expect(overlaps).toBe(false);
  await page.screenshot({ path: 'test-results/screens/new-version.png' });
});

test('coming back after 15 s offline offers Welcome Back with Refresh Content', async ({ page, context }) => {
  await page.clock.install();
  await signIn(page, 'learner@demo.test');
  await context.setOffline(true);
  await page.clock.fastForward(16_000);
  await context.setOffline(false);
  const dialog = page.getByRole('dialog', { name: 'Welcome Back' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Refresh Content' })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/welcome-back.png' });
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(dialog).toBeHidden();
});

test('a stored token with less than ten minutes left is dropped at start-up: the person signs in again first', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInFresh(page, 'agent@demo.test');
  // The session stays good on the server; only the stored token's time runs short.
  await page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('lumen.session') ?? '{}') as { expiresAt: number };
    localStorage.setItem('lumen.session', JSON.stringify({ ...stored, expiresAt: Date.now() + 5 * 60_000 }));
  });
  await page.reload();
  await expect(page).toHaveURL(/\/signin/);
  expect(await page.evaluate(() => localStorage.getItem('lumen.session'))).toBeNull();
  await context.close();
});

test('a profile save the server fails is sent once, and its error shown', async ({ page }) => {
  await signIn(page, 'curator2@demo.test');
  await page.goto('/account');
  let attempts = 0;
  await page.route('**/api/v1/users/*/profile', async (route) => {
    attempts += 1;
    await route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: { message: 'Storage is down', code: 'INTERNAL_SERVER_ERROR' } }),
    });
  });
  await page.getByLabel('First name').fill('Changed');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByRole('dialog', { name: 'Error' })).toBeVisible();
  expect(attempts).toBe(1);
});
