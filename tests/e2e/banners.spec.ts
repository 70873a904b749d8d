import { Browser, expect, Page, test } from '@playwright/test';

import { antdLoaded, scriptPaths } from './support/fetched-scripts';
import { signIn } from './support/sign-in';

const SHOTS = 'test-results/screens';

/** Every browser alert the page raised, accepted as a person would. */
const collectAlerts = (page: Page): string[] => {
  const alerts: string[] = [];
  page.on('dialog', async (dialog) => {
    alerts.push(dialog.message());
    await dialog.accept();
  });
  return alerts;
};

const signedInPage = async (browser: Browser, email: string): Promise<Page> => {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  return page;
};

const openWizard = async (page: Page) => {
  await page.goto('/banners');
  await expect(page).toHaveURL(/\/banners#create$/);
  await expect(page.getByRole('heading', { name: 'Banner creation system (Internal)' })).toBeVisible();
};

/** Step 2 and 3 and the launch, for a banner whose step 1 is filled in. */
const chooseProductsAndLaunch = async (page: Page, codes: string[]) => {
  await page.getByTestId('banner-next').click();
  await expect(page.getByTestId('banner-products-step')).toBeVisible();
  for (const code of codes) await page.getByTestId(`product-${code}`).check();
  await page.getByTestId('banner-next').click();
  await expect(page.getByTestId('banner-review-step')).toBeVisible();
  await page.getByTestId('banner-submit').click();
  await expect(page.getByText('Your banners have been successfully launched!')).toBeVisible({ timeout: 15_000 });
};

const rowOf = (page: Page, list: 'active' | 'inactive', bannerId: string) => page.getByTestId(`banners-${list}`).getByRole('row').filter({ hasText: bannerId });

const runAction = async (page: Page, bannerId: string, action: string) => {
  await page.getByRole('button', { name: `Actions for ${bannerId}` }).click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
};

test('a super editor launches a text banner that reaches a learner live, who dismisses it for good', async ({ page, browser }) => {
  const alerts = collectAlerts(page);
  await signIn(page, 'super@demo.test');
  const learner = await signedInPage(browser, 'learner@demo.test');
  await expect(learner.getByTestId('dashboard-banner')).toHaveAttribute('data-banner-id', 'welcome-autumn-2026');

  await openWizard(page);
  // Nothing is red before any input; step 1 is checked on moving to step 3, after the products.
  await expect(page.getByText('Banner ID required.')).toBeHidden();
  await page.getByTestId('banner-next').click();
  await expect(page.getByTestId('banner-products-step')).toBeVisible();
  await page.getByTestId('banner-next').click();
  await expect.poll(() => alerts).toEqual(['Plese choose at least one product']);
  await page.getByTestId('product-UL').check();
  await page.getByTestId('banner-next').click();
  await expect.poll(() => alerts.at(-1)).toBe('Banner Id should be longer than 3 characters');
  await expect(page.getByTestId('banner-details-step')).toBeVisible();
  await expect(page.getByText('Banner ID required.')).toBeVisible();

  await page.getByTestId('banner-id').fill('e2e-news');
  await page.getByTestId('banner-text').fill('E2E news: programs now show their status.');
  await page.getByRole('radio', { name: 'Yellow' }).click();
  await page.getByTestId('banner-cta').check();
  await page.getByTestId('banner-cta-label').fill('Read more');
  await page.getByTestId('banner-cta-url').fill('https://lumen.example/news');
  await page.getByTestId('banner-platform-dashboard').check();
  await page.screenshot({ path: `${SHOTS}/banner-step-1.png`, fullPage: true });

  await page.getByTestId('banner-next').click();
  await expect(page.getByTestId('banner-products-step')).toBeVisible();
  await expect(page.getByTestId('product-UL')).toBeChecked();
  await page.screenshot({ path: `${SHOTS}/banner-step-2.png` });
  await page.getByTestId('banner-next').click();
  const review = page.getByTestId('banner-review-step');
  await expect(review.getByTestId('review-banner-id')).toHaveText('e2e-news');
  await expect(review.getByText('Banner Active')).toBeVisible();
  await expect(review.getByTestId('review-link')).toHaveText('https://lumen.example/news');
  await expect(review.getByTestId('banner-preview')).toContainText('E2E news: programs now show their status.');
  await page.screenshot({ path: `${SHOTS}/banner-step-3.png` });
  await page.getByTestId('banner-submit').click();
  await expect(page.getByText('Banner launched.')).toBeVisible();
  await expect(page.getByText('Your banners have been successfully launched!')).toBeVisible({ timeout: 15_000 });
  await page.screenshot({ path: `${SHOTS}/banner-launched.png` });

  // No reload: the learner's strip hears of the new banner, which is the newest for their product.
  await expect(learner.getByTestId('dashboard-banner')).toHaveAttribute('data-banner-id', 'e2e-news');
  await expect(learner.getByTestId('dashboard-banner')).toContainText('E2E news: programs now show their status.');
  await learner.screenshot({ path: `${SHOTS}/banner-strip-learner.png` });

  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/#history$/);
  await expect(rowOf(page, 'active', 'e2e-news')).toContainText('Sam Super');
  await expect(rowOf(page, 'active', 'e2e-news')).toContainText('UL');

  await learner.getByRole('button', { name: 'Dismiss' }).click();
  await expect(learner.getByTestId('dashboard-banner')).not.toHaveAttribute('data-banner-id', 'e2e-news');
  await learner.reload();
  await expect(learner.getByTestId('dashboard-banner')).toHaveAttribute('data-banner-id', 'welcome-autumn-2026');
  await expect(rowOf(page, 'active', 'e2e-news').getByTestId('figures-e2e-news')).toContainText('Dismissed: 1');
});

test('a rating banner is answered from the strip and the answer is counted in the history', async ({ page, browser }) => {
  await signIn(page, 'super@demo.test');
  await openWizard(page);
  await page.getByTestId('banner-id').fill('e2e-rating');
  await page.getByTestId('banner-text').fill('How likely are you to use the new status page?');
  await page.getByTestId('banner-cta').check();
  await page.getByText('Rating from 0 to 10').click();
  await page.getByTestId('banner-cta-label').fill('Send answer');
  await page.getByTestId('banner-min-range').fill('Unlikely');
  await page.getByTestId('banner-max-range').fill('Very likely');
  await page.getByTestId('banner-platform-dashboard').check();
  await chooseProductsAndLaunch(page, ['UL']);
  await page.getByRole('button', { name: 'OK' }).click();

  const learner = await signedInPage(browser, 'manager@demo.test');
  const strip = learner.getByTestId('dashboard-banner');
  await expect(strip).toHaveAttribute('data-banner-id', 'e2e-rating');
  await expect(strip.getByRole('button', { name: /^\d+$/ })).toHaveCount(11);
  await expect(strip.getByRole('button', { name: 'Send answer' })).toBeDisabled();
  await strip.getByRole('button', { name: '8', exact: true }).click();
  await strip.getByRole('button', { name: 'Send answer' }).click();
  await expect(learner.getByTestId('dashboard-banner')).not.toHaveAttribute('data-banner-id', 'e2e-rating');

  await expect(page.getByTestId('answers-e2e-rating')).toHaveText('Spread: 8×1');
  await expect(page.getByTestId('figures-e2e-rating')).toContainText('Answers: 1');
  await page.screenshot({ path: `${SHOTS}/banner-history.png`, fullPage: true });
});

test('banners are de-activated, edited and deleted from the history', async ({ page }) => {
  await signIn(page, 'super@demo.test');
  await page.goto('/banners#history');
  await expect(rowOf(page, 'active', 'e2e-news')).toBeVisible();

  await runAction(page, 'e2e-news', 'De-activate banner');
  await expect(page.getByText('success')).toBeVisible();
  await expect(rowOf(page, 'inactive', 'e2e-news')).toBeVisible();
  await expect(rowOf(page, 'active', 'e2e-news')).toHaveCount(0);

  await runAction(page, 'e2e-news', 'Edit banner');
  await expect(page).toHaveURL(/#edit$/);
  await expect(page.getByRole('tab', { name: 'Edit Banner' })).toBeVisible();
  await expect(page.getByText('Edit your banner')).toBeVisible();
  await expect(page.getByTestId('banner-id')).toBeDisabled();
  await expect(page.getByTestId('banner-id')).toHaveValue('e2e-news');
  await expect(page.getByTestId('banner-cta')).toBeChecked();
  await expect(page.getByTestId('banner-cta')).toBeDisabled();
  await expect(page.getByTestId('banner-expiry')).toBeChecked();
  await expect(page.getByTestId('banner-reset')).toBeDisabled();
  // One click on 'Banner creation' leaves the edit for a fresh form (it used to bounce to #history).
  await page.getByRole('tab', { name: 'Banner creation' }).click();
  await expect(page).toHaveURL(/#create$/);
  await expect(page.getByTestId('banner-id')).toBeEnabled();
  await expect(page.getByTestId('banner-id')).toHaveValue('');
  await expect(page.getByRole('tab', { name: 'Edit Banner' })).toHaveCount(0);
  await page.goto('/banners#history');
  await runAction(page, 'e2e-news', 'Edit banner');
  await expect(page).toHaveURL(/#edit$/);
  await page.getByTestId('banner-text').fill('E2E news, edited.');
  await page.getByTestId('banner-next').click();
  await page.getByTestId('banner-next').click();
  await expect(page.getByTestId('banner-start-over')).toBeDisabled();
  await page.getByTestId('banner-submit').click();
  await expect(page).toHaveURL(/#history$/);
  await expect(rowOf(page, 'inactive', 'e2e-news')).toContainText('E2E news, edited.');

  await runAction(page, 'e2e-news', 'Change history');
  await expect(page.getByTestId('banner-changes')).toContainText('Banner edited');
  await expect(page.getByTestId('banner-changes')).toContainText('Banner de-activated');
  await page.keyboard.press('Escape');

  for (const bannerId of ['e2e-news', 'e2e-rating']) {
    await runAction(page, bannerId, 'Delete');
    const dialog = page.getByRole('dialog', { name: 'Delete Banner' });
    await expect(dialog).toContainText('Are you sure you want to delete this banner? This action cannot be undone.');
    await page.screenshot({ path: `${SHOTS}/banner-delete.png` });
    await dialog.getByRole('button', { name: 'Delete banner' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('banner-history').getByRole('row').filter({ hasText: bannerId })).toHaveCount(0);
  }
  await page.reload();
  await expect(page.getByTestId('banner-history')).toBeVisible();
  await expect(page.getByTestId('banner-history')).not.toContainText('e2e-news');
});

test('a workspace manager may not open /banners, and the server refuses them a banner', async ({ page }) => {
  await signIn(page, 'manager@demo.test');
  await page.goto('/banners');
  await expect(page.getByTestId('not-authorized')).toBeVisible();
  await expect(page.getByTestId('banner-wizard')).toHaveCount(0);
  const answer = await page.evaluate(async () => {
    const { token } = JSON.parse(localStorage.getItem('lumen.session') ?? '{}') as { token: string };
    const response = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        query:
          'mutation { createNotificationBanner(bannerData: { bannerId: "sneaky", bannerText: "Hello all", showToPlatform: ["dashboard"], showToProduct: ["UL"] }) { bannerId } }',
      }),
    });
    return (await response.json()) as { errors?: Array<{ extensions?: { code?: string } }> };
  });
  expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
});

test("the history loads no antd until a banner's change history opens (issue 31)", async ({ page }) => {
  await signIn(page, 'super@demo.test');
  const scripts = scriptPaths(page);
  await page.goto('/banners#history');
  await expect(rowOf(page, 'active', 'welcome-autumn-2026')).toBeVisible({ timeout: 30_000 });
  // The row's menu is plain too.
  await page.getByRole('button', { name: 'Actions for welcome-autumn-2026' }).click();
  await expect(page.getByRole('menuitem', { name: 'Change history', exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(antdLoaded(scripts)).toBe(false);
  expect(await page.locator('link[data-antd-static-styles]').count()).toBe(0);

  await page.getByRole('menuitem', { name: 'Change history', exact: true }).click();
  await expect(page.getByTestId('banner-changes')).toContainText('Banner created');
  expect(antdLoaded(scripts)).toBe(true);
});

test("a row's actions menu works by keyboard: opened on its first item, arrows move, Escape and Tab close it and focus returns", async ({ page }) => {
  await signIn(page, 'super@demo.test');
  await page.goto('/banners#history');
  await expect(rowOf(page, 'active', 'welcome-autumn-2026')).toBeVisible({ timeout: 30_000 });
  const opener = page.getByRole('button', { name: 'Actions for welcome-autumn-2026' });
  await expect(opener).toHaveAttribute('aria-haspopup', 'menu');
  await expect(opener).toHaveAttribute('aria-expanded', 'false');

  await opener.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: 'Actions for welcome-autumn-2026' });
  await expect(menu).toBeVisible();
  await expect(opener).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('menuitem', { name: 'De-activate banner' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Edit banner' })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(menu.getByRole('menuitem', { name: 'Delete' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(opener).toHaveAttribute('aria-expanded', 'false');

  // Tab closes it too, and goes on from the button.
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'De-activate banner' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'Actions for nps-q4-2026' })).toBeFocused();

  // Enter on an item chooses it: the change history opens.
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Change history' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('banner-changes')).toBeVisible();
});
