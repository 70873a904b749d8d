import { readFile } from 'node:fs/promises';

import { expect, Locator, Page, test } from '@playwright/test';

import { signIn } from './support/sign-in';

/** The workspace page (/organization/{id}): its sections, the groups table and the settings form. */

const GROUPS = '/organization/org-acme#groups';

const groupsTable = (page: Page): Locator => page.getByTestId('table-companies');
const groupRows = (page: Page): Locator => groupsTable(page).locator('tbody tr.plain-table-row');
const groupNames = (page: Page): Promise<string[]> => groupRows(page).locator('td:nth-child(1)').allInnerTexts();

/** Waits for the user-metadata write a table setting makes, so a reload reads it back. */
const metadataSaved = (page: Page) =>
  page.waitForResponse((response) => response.url().includes('/user/metadata/general') && response.request().method() === 'PUT');

test.describe('groups of a workspace, as its manager', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'manager@demo.test');
    await page.goto(GROUPS);
    await expect(page.getByTestId('workspace-tab-groups')).toBeVisible();
    await expect(groupRows(page).first()).toBeVisible();
  });

  test('a filter from the Filter button keeps only the matching groups', async ({ page }) => {
    await expect(groupRows(page)).toHaveCount(10);
    await page.getByTestId('filter-button').click();
    await page.getByTestId('filter-operator').click();
    await page.getByTitle('contains', { exact: true }).click();
    await page.getByTestId('filter-value').fill('Sales');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByTestId('applied-filter')).toHaveText('Name contains Sales');
    await expect.poll(() => groupNames(page)).toEqual(['Sales Team']);
    // The section stays on #groups while the table writes its state into the address.
    await expect(page).toHaveURL(/#groups$/);
  });

  test('rows per page are remembered in the user settings', async ({ page }) => {
    await expect(groupRows(page)).toHaveCount(10);
    const saved = metadataSaved(page);
    await page.getByTestId('pager-size').selectOption('20');
    await saved;
    await expect(groupRows(page)).toHaveCount(11);
    await expect(page).toHaveURL(/#groups$/);
    await page.reload();
    await expect(groupRows(page)).toHaveCount(11);
    // Without the table state in the address, the size comes from the saved setting alone.
    await page.goto('/welcome');
    await page.goto(GROUPS);
    await expect(groupRows(page)).toHaveCount(11);
    await expect(page.getByTestId('pager-size').locator('option:checked')).toHaveText('20 / page');
    // Back to 10 for the tests that count a first page.
    const reset = metadataSaved(page);
    await page.getByTestId('pager-size').selectOption('10');
    await reset;
    await expect(groupRows(page)).toHaveCount(10);
  });

  test('a column hidden from the Columns button stays hidden after a reload', async ({ page }) => {
    const createdHeader = groupsTable(page).getByRole('columnheader', { name: 'Created' });
    await expect(createdHeader).toBeVisible();
    await page.getByTestId('columns-button').click();
    const hidden = metadataSaved(page);
    await page.getByTestId('column-settings').getByLabel('Created').click();
    await hidden;
    await expect(createdHeader).toHaveCount(0);
    await expect(page).toHaveURL(/#groups$/);
    await page.reload();
    await expect(groupRows(page).first()).toBeVisible();
    await expect(groupsTable(page).getByRole('columnheader', { name: 'Type' })).toBeVisible();
    await expect(createdHeader).toHaveCount(0);
    // Shown again for the runs after this one.
    await page.getByTestId('columns-button').click();
    const shown = metadataSaved(page);
    await page.getByTestId('column-settings').getByLabel('Created').click();
    await shown;
    await expect(createdHeader).toBeVisible();
  });

  test("the groups CSV starts with a byte order mark and the spec's header", async ({ page }) => {
    const downloading = page.waitForEvent('download');
    await page.getByTestId('export-csv').click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('groups.csv');
    const text = (await readFile(await download.path())).toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text
      .slice(1)
      .split(/\r?\n/)
      .filter((line) => line !== '');
    expect(lines[0]).toBe('Id,Organization Name,Group Name');
    expect(lines).toHaveLength(12);
    expect(lines).toContain('company-acme-sales,Acme Learning,Sales Team');
  });
});

test("an agent sees only the groups they run, without the managers' controls", async ({ page }) => {
  await signIn(page, 'agent@demo.test');
  await page.goto(GROUPS);
  await expect.poll(() => groupNames(page)).toEqual(['Customer Success', 'Sales Team']);
  await expect(page.getByTestId('new-group')).toHaveCount(0);
  await expect(groupsTable(page).getByRole('columnheader', { name: 'Actions' })).toHaveCount(0);
});

test('a free workspace has no groups section: #groups lands on #general', async ({ page }) => {
  await signIn(page, 'learner291@demo.test');
  await page.goto('/organization/org-garden#groups');
  await expect(page).toHaveURL(/\/organization\/org-garden(\?[^#]*)?#general$/);
  await expect(page.getByTestId('workspace-tab-general')).toBeVisible();
  await expect(page.getByTestId('workspace-tab-settings')).toBeVisible();
  await expect(page.getByTestId('workspace-tab-groups')).toHaveCount(0);
  await expect(page.getByTestId('engagement-summary')).toBeVisible();
  // Choosing a tab writes its hash.
  await page.getByTestId('workspace-tab-settings').click();
  await expect(page).toHaveURL(/#settings$/);
  await expect(page.getByTestId('form-organizations')).toBeVisible();
});

test('workspace settings refuse a name ending with a dot and save a valid one', async ({ page }) => {
  await signIn(page, 'manager@demo.test');
  await page.goto('/organization/org-acme#settings');
  const name = page.getByTestId('form-organizations').getByLabel('Name', { exact: true });
  await expect(name).toHaveValue('Acme Learning');

  await name.fill('Acme Learning.');
  await expect(page.getByText('Name must not end with a dot.')).toBeVisible();
  await page.getByTestId('form-save').click();
  await expect(page.getByText('Name must not end with a dot.')).toBeVisible();
  await page.reload();
  await expect(name).toHaveValue('Acme Learning');

  await name.fill('Acme Learning Academy');
  await page.getByTestId('form-save').click();
  await expect(page.getByText('Saved')).toBeVisible();
  await expect(page.getByTestId('workspace-name')).toHaveText('Acme Learning Academy');
  await page.reload();
  await expect(name).toHaveValue('Acme Learning Academy');

  // Back to the seeded name.
  await name.fill('Acme Learning');
  await page.getByTestId('form-save').click();
  await expect(page.getByTestId('workspace-name')).toHaveText('Acme Learning');
});

test("the workspace's people table names each person's roles, not their codes", async ({ page }) => {
  await signIn(page, 'manager@demo.test');
  await page.goto('/organization/org-acme#general');
  const people = page.getByTestId('table-workspace-learners');
  await people.getByTestId('table-search').fill('manager@demo.test');
  const row = people.locator('tbody tr.plain-table-row', { hasText: 'manager@demo.test' });
  await expect(row).toBeVisible();
  const column = (await people.locator('thead th').allInnerTexts()).findIndex((title) => title.trim() === 'Roles');
  expect(column).toBeGreaterThan(0);
  await expect(row.locator('td').nth(column).locator('.plain-chip')).toHaveText(['Billing manager', 'Creator', 'Admin']);
});
