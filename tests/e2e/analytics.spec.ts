import { expect as baseExpect, Page, test } from '@playwright/test';

import { backToEnglishAfterEach, chooseLanguage } from './support/language';
import { antdChunksIn } from './support/fetched-scripts';
import { signIn } from './support/sign-in';

backToEnglishAfterEach(test);

// These screens load the charting library on the shared machine: allow slow first loads.
const expect = baseExpect.configure({ timeout: 30_000 });
test.setTimeout(120_000);

/** Engagement analytics screens and the learner page's 'Joined', against the real server and its seeded Acme workspace. */
/** Korean from the next page on, chosen as a person does (support/language.ts); call it signed in. */
const inKorean = (page: Page) => chooseLanguage(page, 'ko');

const openWorkspaceAnalytics = async (page: Page) => {
  await page.goto('/organization/org-acme#analytics');
  const panel = page.getByTestId('analytics-panel');
  await expect(panel).toBeVisible({ timeout: 30_000 });
  // Both charts draw on a canvas once the lazily loaded charting library has come.
  await expect(page.getByTestId('analytics-trend').locator('canvas').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('analytics-programs').locator('canvas').first()).toBeVisible();
  return panel;
};

test('a manager sees the workspace analytics: figures, the trend and the per-program chart, and their CSV', async ({ page }) => {
  await signIn(page, 'manager@demo.test');
  const panel = await openWorkspaceAnalytics(page);
  const number = async (key: string) =>
    Number((await panel.getByTestId(`analytics-${key}`).locator('.plain-statistic-value').innerText()).replace(/[^\d]/g, ''));
  expect(await number('learners')).toBeGreaterThan(0);
  expect(await number('usersGraduated')).toBeLessThanOrEqual(await number('learners'));
  expect(await number('completedActions')).toBeGreaterThanOrEqual(await number('completedChapters'));
  await page.waitForTimeout(1500);
  await page.screenshot({ path: 'test-results/screens/analytics-en.png', fullPage: true });

  const downloading = page.waitForEvent('download');
  await page.getByTestId('analytics-csv').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^org-acme-analytics-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
});

/** The scripts the page fetches from now on, with their text once it has come. */
const fetchedScripts = (page: Page): Array<Promise<{ path: string; text: string }>> => {
  const scripts: Array<Promise<{ path: string; text: string }>> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(response.text().then((text) => ({ path: new URL(response.url()).pathname, text })));
  });
  return scripts;
};

// G2 (@ant-design/plots) names its tooltip's and scrollbar's elements "g2-tooltip", "g2-scrollbar": a script holding that brought G2.
test("the workspace's analytics tab loads no antd and no G2: plain figures, Chart.js charts (issue 31)", async ({ page }) => {
  await signIn(page, 'manager@demo.test');
  const scripts = fetchedScripts(page);
  await openWorkspaceAnalytics(page);
  await page.waitForLoadState('networkidle');
  const fetched = await Promise.all(scripts);
  expect(antdChunksIn(fetched.map(({ path }) => path))).toEqual([]);
  expect(fetched.filter(({ text }) => /g2-tooltip|g2-scrollbar/.test(text)).map(({ path }) => path)).toEqual([]);
  await expect(page.locator('link[data-antd-static-styles]')).toHaveCount(0);
  // The chart is named for a screen reader by its title and series.
  await expect(page.getByTestId('analytics-trend').getByRole('img')).toHaveAttribute('aria-label', /^Trend: /);
});

test('the analytics in Korean', async ({ page }) => {
  await signIn(page, 'manager@demo.test');
  await inKorean(page);
  await openWorkspaceAnalytics(page);
  await expect(page.getByRole('tab', { name: '분석' })).toBeVisible();
  await expect(page.getByText('프로그램별')).toBeVisible();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: 'test-results/screens/analytics-ko.png', fullPage: true });
});

test("an agent has a group's analytics but not the workspace's", async ({ page }) => {
  await signIn(page, 'agent@demo.test');
  await page.goto('/organization/org-acme/company/company-acme-sales');
  await page.getByTestId('group-tab-analytics').click();
  await expect(page.getByTestId('analytics-trend').locator('canvas').first()).toBeVisible({ timeout: 30_000 });
  await page.goto('/organization/org-acme#analytics');
  await expect(page.getByTestId('workspace-tab-analytics')).toHaveCount(0);
});

test("the learner page's 'Joined' is the workspace people list's", async ({ page }) => {
  await signIn(page, 'manager@demo.test');
  await page.goto('/organization/org-acme');
  const table = page.getByTestId('table-workspace-learners');
  await table.getByTestId('table-search').fill('learner007@demo.test');
  const row = table.locator('tbody tr.plain-table-row').filter({ hasText: 'learner007@demo.test' });
  await expect(row).toHaveCount(1);
  const headers = await table.locator('thead th').allInnerTexts();
  const joinedColumn = headers.findIndex((text) => text.trim() === 'Joined');
  expect(joinedColumn).toBeGreaterThanOrEqual(0);
  const listed = (await row.locator('td').nth(joinedColumn).innerText()).trim();
  expect(listed).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  await page.goto('/organization/org-acme/users/user-learner-007');
  await expect(page.getByTestId('learner-joined')).toContainText(listed);
});

test("a learner's progress per program on the learner page", async ({ page }) => {
  await signIn(page, 'manager@demo.test');
  // The first Acme learners have step-level progress in their department's first program (the demo seed).
  await page.goto('/organization/org-acme/users/user-learner-001');
  const table = page.getByTestId('table-learner-programs');
  await expect(table.locator('tbody tr.plain-table-row').first()).toBeVisible();
  const headers = (await table.locator('thead th').allInnerTexts()).map((text) => text.trim());
  for (const header of [
    'Program',
    'Current session',
    'Completed sessions',
    'Completed actions',
    'Minutes spent',
    'Assessment',
    'Certificate',
    'Available from',
    'Deadline',
  ]) {
    expect(headers).toContain(header);
  }
  const actionsColumn = headers.indexOf('Completed actions');
  const actions = await table
    .locator('tbody tr.plain-table-row')
    .evaluateAll((rows, column) => rows.map((row) => Number(row.querySelectorAll('td')[column]?.textContent?.replace(/[^\d]/g, '') || 0)), actionsColumn);
  expect(Math.max(...actions)).toBeGreaterThan(0);
  await page.getByTestId('learner-programs').screenshot({ path: 'test-results/screens/learner-programs-en.png' });
});
