import { expect, Page, test } from '@playwright/test';

import { signIn } from './support/sign-in';

/** Workspace administration as its manager (issue 29): the Programs tab, the program lists. */

const programRows = (page: Page) => page.getByTestId('workspace-programs').locator('tbody tr.plain-table-row');

// A shared machine of two cores: the first visit of a page loads its code slowly.
test.describe.configure({ timeout: 150_000 });

test.describe('a workspace manager', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'manager@demo.test');
  });

  test("opens the workspace's Programs tab and a program from it", async ({ page }) => {
    await page.goto('/organization/org-acme');
    await page.getByTestId('workspace-tab-programs').click();
    await expect(page).toHaveURL(/#programs$/);
    // The section's code and its first page load on a busy machine.
    await expect(programRows(page).first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('workspace-programs')).toContainText('Sessions');
    await page.screenshot({ path: 'test-results/screens/workspace-programs-en.png', fullPage: true });
    const title = (await programRows(page).first().locator('td a').first().innerText()).trim();
    await programRows(page).first().locator('td a').first().click();
    await expect(page).toHaveURL(/\/organization\/org-acme\/program\//);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  });

  test('opens All programs and My programs from the addresses (no longer "Not authorized")', async ({ page }) => {
    await page.goto('/programs');
    // The first visit loads the page's code on a busy machine.
    await expect(page.getByRole('heading', { name: 'All programs' })).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('tbody tr.plain-table-row').first()).toBeVisible();
    await page.goto('/curator/programs');
    await expect(page.getByRole('heading', { name: 'My programs' })).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('tbody tr.plain-table-row').first()).toBeVisible();
    await expect(page.getByText('Not authorized')).toHaveCount(0);
  });
});

test.describe('roles and the audit log', () => {
  test('a manager makes a member the agent of a group and sees it in the audit log', async ({ page }) => {
    await signIn(page, 'manager@demo.test');
    await page.goto('/organization/org-acme');
    const people = page.getByTestId('workspace-people');
    await people.getByTestId('table-search').fill('Lee Learner');
    await people.getByTestId('table-search').press('Enter');
    await expect(people.locator('tbody tr.plain-table-row')).toHaveCount(1, { timeout: 30_000 });
    await expect(people.locator('tbody tr.plain-table-row')).toContainText('learner@demo.test');
    await people.getByTestId('person-roles-user-learner').click();
    const dialog = page.getByTestId('person-roles');
    await expect(dialog).toBeVisible({ timeout: 30_000 });
    // A manager grants no partner: its switch is off and disabled; the others are offered.
    await expect(dialog.getByTestId('role-switch-partner')).toBeDisabled();
    await expect(dialog.getByTestId('role-switch-editor')).toBeEnabled();
    await dialog.getByTestId('agent-group').click();
    // The dropdown searches the workspace's groups as one types.
    await page.keyboard.type('Sales');
    await page.getByTitle('Sales Team', { exact: true }).click();
    await dialog.getByTestId('agent-grant').click();
    await expect(page.getByText('Lee Learner is now Agent.')).toBeVisible();
    await page.screenshot({ path: 'test-results/screens/person-roles-en.png' });
    await page.keyboard.press('Escape');

    await page.goto('/organization/org-acme/manage/auditEvents');
    const entries = page.locator('tbody tr.plain-table-row');
    await expect(entries.first()).toContainText('Role granted');
    await expect(entries.first()).toContainText('learner@demo.test');
    await expect(entries.first()).toContainText('Sales Team');
    await expect(entries.first()).toContainText('role: Agent');
    await page.screenshot({ path: 'test-results/screens/audit-log-en.png', fullPage: true });
    // Filtered by what happened.
    // "What" is the first filter the log offers.
    await page.getByTestId('filter-button').click();
    await page.getByTestId('filter-value').click();
    await page.getByTitle('Role granted', { exact: true }).click();
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByTestId('applied-filter')).toContainText('Role granted');
    await expect(entries.first()).toContainText('learner@demo.test');
  });
});
