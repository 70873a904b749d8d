import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { expect, Page, test } from '@playwright/test';

import { pdfDocument, pngImage } from '../server/support/images';
import { backToEnglishAfterEach, chooseLanguage } from './support/language';
import { antdChunksIn, scriptPaths } from './support/fetched-scripts';
import { signIn, signInFresh, signInThroughPage } from './support/sign-in';

backToEnglishAfterEach(test);

/** Logos and policies in the settings (issue 29), and the settings lane's defects, against the real server. */
const SHOTS = 'test-results/screens';
const FILES = 'test-results/e2e-files';
const WORKSPACE_SETTINGS = '/organization/org-acme#settings';
const SALES = '/organization/org-acme/company/company-acme-sales';

// Pages on a loaded machine take long to arrive: the first element of each page is waited for longer.
test.describe.configure({ timeout: 240_000 });
const PAGE_TIMEOUT = { timeout: 90_000 };

/** An image or PDF written to disk for the file chooser. */
const fileOf = (name: string, bytes: Buffer): string => {
  mkdirSync(FILES, { recursive: true });
  const path = join(FILES, name);
  writeFileSync(path, bytes);
  return path;
};

const inKorean = async (page: Page): Promise<void> => {
  await chooseLanguage(page, 'ko');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
};

test("a manager uploads the workspace's logos and a policy; they are shown, and a small logo is refused with the spec's size", async ({ page }) => {
  await signIn(page, 'manager@demo.test');
  await page.goto(WORKSPACE_SETTINGS);
  const logos = page.getByTestId('logo-uploads');
  await expect(logos).toBeVisible(PAGE_TIMEOUT);

  await page.getByTestId('logo-input-dashboardLogo').setInputFiles(fileOf('small.png', pngImage(200, 200)));
  await expect(page.getByTestId('logo-error-dashboardLogo')).toContainText('The dashboard logo must be a square image of at least 415 × 415 pixels.');

  await page.getByTestId('logo-input-dashboardLogo').setInputFiles(fileOf('dashboard.png', pngImage(415, 415, [11, 31, 77])));
  const dashboard = page.getByTestId('logo-image-dashboardLogo');
  await expect(dashboard).toBeVisible();
  // Shown as an image the browser could decode, and beside the workspace's name.
  await expect.poll(() => dashboard.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(415);
  await expect(page.getByTestId('workspace-header').getByTestId('header-logo')).toBeVisible();

  await page.getByTestId('logo-input-largeLogo').setInputFiles(fileOf('large.png', pngImage(600, 176, [255, 176, 32])));
  await expect.poll(() => page.getByTestId('logo-image-largeLogo').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(600);

  const policies = page.getByTestId('policy-uploads');
  await policies.getByLabel('Policy name').fill('Code of conduct');
  await page.getByTestId('policy-input').setInputFiles(fileOf('not-a-pdf.pdf', pngImage(10, 10)));
  await expect(page.getByTestId('policy-error')).toContainText('PDF only.');
  await page.getByTestId('policy-input').setInputFiles(fileOf('conduct.pdf', pdfDocument()));
  await expect(policies.getByRole('link', { name: 'Code of conduct' })).toBeVisible();
  await expect(policies.getByText('Version 1')).toBeVisible();
  await logos.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/settings-logos-en.png`, fullPage: true });

  // Still there after a reload: read from the workspace, not from the page's memory.
  await page.reload();
  await expect(page.getByTestId('logo-uploads')).toBeVisible(PAGE_TIMEOUT);
  await expect.poll(() => page.getByTestId('logo-image-dashboardLogo').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(415);
  await inKorean(page);
  await expect(page.getByTestId('logo-uploads')).toContainText('대시보드 로고', PAGE_TIMEOUT);
  await page.screenshot({ path: `${SHOTS}/settings-logos-ko.png`, fullPage: true });
});

// Issue 31: the tab is plain: its cards (billing with its call to upgrade, logos, policies, palette)
// and the workspace form, whose trusted domains (a list) and colours the plain form draws.
test('the #settings tab downloads no antd chunk', async ({ page }) => {
  await signIn(page, 'manager@demo.test');
  const scripts = scriptPaths(page);
  await page.goto('/organization/org-acme?scrollTo=settings-billing-details&upgrade=true#settings');
  await expect(page.getByTestId('form-organizations').getByLabel('Name', { exact: true })).toHaveValue('Acme Learning', PAGE_TIMEOUT);
  await expect(page.getByTestId('upgrade-call')).toBeVisible();
  for (const card of ['billing-details', 'logo-uploads', 'policy-uploads', 'palette-preview']) await expect(page.getByTestId(card)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(antdChunksIn(scripts)).toEqual([]);
  expect(await page.locator('link[data-antd-static-styles]').count()).toBe(0);
});

test("a manager uploads a group's large logo on its settings tab; an agent of the group sees it without the upload buttons", async ({ page }) => {
  await signIn(page, 'manager@demo.test');
  await page.goto(SALES);
  await expect(page.getByTestId('group-header')).toBeVisible(PAGE_TIMEOUT);
  await page.getByRole('tab', { name: 'Settings' }).click();
  await page.getByTestId('logo-input-largeLogo').setInputFiles(fileOf('group-large.png', pngImage(320, 100, [199, 214, 176])));
  await expect.poll(() => page.getByTestId('logo-image-largeLogo').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(320);
  await page.getByTestId('logo-input-dashboardLogo').setInputFiles(fileOf('group-dashboard.png', pngImage(450, 450, [172, 252, 217])));
  await expect(page.getByTestId('group-header').getByTestId('header-logo')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/group-logos-en.png`, fullPage: true });

  await signIn(page, 'agent@demo.test');
  await page.goto(SALES);
  await expect(page.getByTestId('group-header')).toBeVisible(PAGE_TIMEOUT);
  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(page.getByTestId('logo-image-largeLogo')).toBeVisible(PAGE_TIMEOUT);
  await expect(page.getByTestId('logo-input-largeLogo')).toHaveCount(0);
});

test("a group's program page is not found for a program that is not the group's", async ({ page }) => {
  await signIn(page, 'manager@demo.test');
  await page.goto(`${SALES}/program/course-security`);
  await expect(page.getByText('Page not found!')).toBeVisible(PAGE_TIMEOUT);
  await page.goto(`${SALES}/program/course-negotiation`);
  await expect(page.getByTestId('program-title')).toHaveText('Negotiation in Practice', PAGE_TIMEOUT);
  await expect(page.getByText('Page not found!')).toHaveCount(0);
});

test('after the server ends the session, signing in again returns to the page the person was on', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInFresh(page, 'agent@demo.test');
  await page.goto(SALES);
  await expect(page.getByTestId('group-header')).toBeVisible(PAGE_TIMEOUT);
  // The session is ended by the server (as a logout on another device does), not by this tab.
  await page.evaluate(async () => {
    const session = JSON.parse(localStorage.getItem('lumen.session') ?? '{}') as { token: string; tokenType: string };
    await fetch('/api/v1/auth/logout?endAllSessions=true', { method: 'POST', headers: { authorization: `${session.tokenType} ${session.token}` } });
  });
  await expect(page).toHaveURL(/\/signin/, PAGE_TIMEOUT);
  await signInThroughPage(page, 'agent@demo.test');
  await expect(page).toHaveURL(new RegExp(`${SALES}(\\?|$)`), PAGE_TIMEOUT);
  await context.close();
});
