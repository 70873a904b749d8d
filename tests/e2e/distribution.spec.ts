import { join } from 'node:path';

import Database from 'better-sqlite3';
import { expect, Page, test } from '@playwright/test';
import dayjs from 'dayjs';

import { DATA_DIR } from '../../playwright.config';
import { antdLoaded, scriptPaths } from './support/fetched-scripts';
import { signIn } from './support/sign-in';

/** Program distribution on a workspace's program page (spec 02 §2, §4, §5) against the real server. */
const PICKER_FORMAT = 'MM/D/YYYY h:mm A';

// Each test opens a page, a dialog and a confirmation, and waits for the result: more than the default minute on a busy machine.
test.describe.configure({ timeout: 180_000 });

const section = (page: Page) => page.getByTestId('distribution-section');

const pickDate = async (page: Page, field: string, value: dayjs.Dayjs): Promise<void> => {
  await page.getByTestId(`distribution-enable-${field}`).click();
  // antd puts the picker's own attributes on its input.
  const input = page.getByTestId(`distribution-date-${field}`);
  await input.click();
  await input.fill(value.format(PICKER_FORMAT));
  await input.press('Enter');
  await expect(input).toHaveValue(value.format(PICKER_FORMAT));
};

const confirmSettings = async (page: Page): Promise<void> => {
  await page.getByTestId('distribution-settings-ok').click();
  await expect(page.locator('.ant-modal-confirm-title')).toHaveText('Are you sure to continue?');
  await page.screenshot({ path: 'test-results/screens/distribution-confirm.png', fullPage: true });
  await page.getByTestId('distribution-confirm-ok').click();
  await expect(page.getByText('success', { exact: true })).toBeVisible();
};

const billing = (status: string): void => {
  const database = new Database(join(DATA_DIR, 'lumen.sqlite'));
  database.pragma('busy_timeout = 30000');
  database
    .prepare(`UPDATE organizations SET "billingService" = ? WHERE id = 'org-extend'`)
    .run(JSON.stringify({ type: 'chargebee', planId: 'xl-block-2025', planName: 'Extend', status }));
  database.close();
};

test("the manager's program page loads no antd until the settings dialog opens (issue 31)", async ({ page }) => {
  await signIn(page, 'manager@demo.test');
  const scripts = scriptPaths(page);
  await page.goto('/organization/org-acme/program/course-negotiation');
  await expect(page.getByTestId('distribution-toggle-company-acme-marketing')).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('distribution-toggle-company-acme-marketing').click();
  await expect(page.getByTestId('distribution-pending')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(antdLoaded(scripts)).toBe(false);
  expect(await page.locator('link[data-antd-static-styles]').count()).toBe(0);

  await page.getByTestId('distribution-save').click();
  await expect(page.getByTestId('distribution-settings')).toBeVisible();
  expect(antdLoaded(scripts)).toBe(true);
});

test('a manager distributes a program to two groups with a due date: pending banner, dialog, confirmation, result', async ({ page }) => {
  await signIn(page, 'manager@demo.test');
  await page.goto('/organization/org-acme/program/course-negotiation');
  await expect(section(page)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('distribution-toggle-company-acme-marketing')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('distribution-save')).toBeDisabled();
  await page.getByTestId('distribution-toggle-company-acme-marketing').click();
  await page.getByTestId('distribution-toggle-company-acme-engineering').click();
  await expect(page.getByTestId('distribution-pending')).toHaveText('2 groups will be distributed to, 0 removed from');
  await page.screenshot({ path: 'test-results/screens/distribution-pending.png', fullPage: true });

  await page.getByTestId('distribution-save').click();
  await expect(page.getByTestId('distribution-settings')).toBeVisible();
  // The flags of programs with manual reviews or assessments are not offered for this one.
  await expect(page.getByTestId('distribution-flag-manualReviewsSkipEndorsment')).toHaveCount(0);
  await pickDate(page, 'dueDate', dayjs().add(14, 'day').hour(17).minute(0).second(0));
  // A due date excludes the other deadlines and the start date keeps them apart (spec 02 §5).
  await expect(page.getByTestId('distribution-enable-absoluteDeadline')).toBeDisabled();
  await expect(page.getByTestId('distribution-enable-relativeDeadline')).toBeDisabled();
  await page.screenshot({ path: 'test-results/screens/distribution-dialog.png', fullPage: true });
  await confirmSettings(page);

  for (const companyId of ['company-acme-marketing', 'company-acme-engineering']) {
    await expect(page.getByTestId(`distribution-label-${companyId}`)).toHaveText(/active/i);
  }
  await expect(page.getByTestId('distribution-pending')).toHaveCount(0);
  await expect(page.getByTestId('distribution-save')).toBeDisabled();
  await page.screenshot({ path: 'test-results/screens/distribution-result.png', fullPage: true });
});

test("a program scheduled for tomorrow shows 'scheduled'; switching mode clears what is pending", async ({ page }) => {
  await signIn(page, 'manager@demo.test');
  await page.goto('/organization/org-acme/program/course-prospecting');
  await expect(page.getByTestId('distribution-toggle-company-acme-marketing')).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('distribution-toggle-company-acme-marketing').click();
  await expect(page.getByTestId('distribution-pending')).toBeVisible();
  await page.getByText('Select all').click();
  await page.getByText('Select one by one').click();
  await expect(page.getByTestId('distribution-pending')).toHaveCount(0);

  await page.getByTestId('distribution-toggle-company-acme-marketing').click();
  await page.getByTestId('distribution-save').click();
  await pickDate(page, 'futureDistribution', dayjs().add(1, 'day').hour(9).minute(0).second(0));
  await expect(page.getByTestId('distribution-enable-dueDate')).toBeDisabled();
  await confirmSettings(page);
  await expect(page.getByTestId('distribution-label-company-acme-marketing')).toHaveText(/scheduled/i);
  await page.screenshot({ path: 'test-results/screens/distribution-scheduled.png', fullPage: true });
});

test("a curator schedules a program for tomorrow and sees 'scheduled'", async ({ page }) => {
  await signIn(page, 'curator@demo.test');
  await page.goto('/organization/org-acme/program/course-leadership-101');
  await expect(section(page)).toBeVisible({ timeout: 30_000 });
  // The groups the program is published to: Acme's, where the curator holds no role of their own.
  await expect(page.getByTestId('distribution-toggle-company-acme-marketing')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('distribution-label-company-acme-leadership')).toHaveText(/active/i);
  await page.getByTestId('distribution-toggle-company-acme-marketing').click();
  await expect(page.getByTestId('distribution-pending')).toHaveText('1 groups will be distributed to, 0 removed from');
  await page.getByTestId('distribution-save').click();
  await pickDate(page, 'futureDistribution', dayjs().add(1, 'day').hour(9).minute(0).second(0));
  await confirmSettings(page);
  await expect(page.getByTestId('distribution-label-company-acme-marketing')).toHaveText(/scheduled/i);
  await page.screenshot({ path: 'test-results/screens/distribution-curator-scheduled.png', fullPage: true });
});

test('an expired workspace: the toggle of a group without the program is disabled, with its tooltip', async ({ page }) => {
  billing('expired');
  try {
    await signIn(page, 'super@demo.test');
    await page.goto('/organization/org-extend/program/course-extend-support');
    await expect(section(page)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('distribution-toggle-company-extend-a')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('distribution-toggle-company-extend-a')).toBeDisabled();
    // Already distributed to Cohort B: it may still be taken away.
    await expect(page.getByTestId('distribution-toggle-company-extend-b')).toBeEnabled();
    await page.getByTestId('distribution-toggle-wrap-company-extend-a').hover();
    await expect(page.getByRole('tooltip')).toHaveText('Not allowed. Subscription is expired.');
    await page.screenshot({ path: 'test-results/screens/distribution-expired.png', fullPage: true });
  } finally {
    billing('non-renewing');
  }
});
