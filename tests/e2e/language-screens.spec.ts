import { expect, Page, test } from '@playwright/test';

import { backToEnglishAfterEach, chooseLanguage, TestLanguage } from './support/language';
import { signInFresh } from './support/sign-in';

backToEnglishAfterEach(test);

/**
 * The main screens in Korean and Japanese (issue 27), saved under test-results/screens to be
 * looked at: no English from antd, the server or enum values, and dates in the language's order.
 * What can be checked here is: the page says its language, and the dates are not in the US order.
 */
const SHOTS = 'test-results/screens';
/** The newest demo what's-new entry in each language (server/src/seed/demo-feature-texts.ts). */
const NEWEST_UPDATE = { ko: '모든 표를 CSV로 내보내기', ja: 'すべての表をCSVで書き出し' };
const US_DATE = /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{1,2}, \d{4}\b/;

const inLanguage = async (page: Page, email: string, language: TestLanguage): Promise<void> => {
  await signInFresh(page, email);
  await chooseLanguage(page, language);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
};

const shoot = async (page: Page, name: string, ready: string): Promise<void> => {
  await expect(page.getByTestId(ready).first()).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

for (const language of ['ko', 'ja'] as const) {
  test(`the manager's screens in ${language}`, async ({ page }) => {
    test.setTimeout(180_000);
    await inLanguage(page, 'manager@demo.test', language);
    await page.goto('/');
    await shoot(page, `${language}-landing`, 'welcome-list');
    await page.goto('/organization/org-acme#groups');
    await shoot(page, `${language}-workspace`, 'workspace-header');
    await expect(page.locator('main')).not.toContainText(US_DATE);
    await page.goto('/organization/org-acme/company/company-acme-sales');
    await shoot(page, `${language}-group`, 'group-header');
    await expect(page.locator('main')).not.toContainText(US_DATE);
    await page.goto('/account');
    await shoot(page, `${language}-account`, 'sidebar');
    // What's new speaks the language too: the entries' own texts, not only the dialog's.
    await page.getByTestId('sidebar-whats-new').click();
    await expect(page.getByTestId('whats-new-entry')).toContainText(NEWEST_UPDATE[language]);
    await page.screenshot({ path: `${SHOTS}/${language}-whats-new.png` });
  });

  test(`the banners screen with the date picker open in ${language}`, async ({ page }) => {
    test.setTimeout(180_000);
    await inLanguage(page, 'super@demo.test', language);
    await page.goto('/banners#create');
    await expect(page.getByTestId('banner-expiry')).toBeVisible({ timeout: 30_000 });
    await page.getByTestId('banner-expiry').check();
    await page.getByTestId('banner-expiry-date').click();
    await expect(page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/${language}-banners.png`, fullPage: true });
    await page.goto('/banners#history');
    await shoot(page, `${language}-banner-history`, 'sidebar');
  });
}
