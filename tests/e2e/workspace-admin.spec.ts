import { expect, Page, test } from '@playwright/test';

import { signIn } from './support/sign-in';

/** Workspace administration as its manager (issue 29): the Programs tab, the program lists. */

const programRows = (page: Page) => page.getByTestId('workspace-programs').locator('tbody tr.ant-table-row');

test.describe('a workspace manager', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'manager@demo.test');
  });

  test("opens the workspace's Programs tab and a program from it", async ({ page }) => {
    await page.goto('/organization/org-acme');
    await page.getByTestId('workspace-tab-programs').click();
    await expect(page).toHaveURL(/#programs$/);
    await expect(programRows(page).first()).toBeVisible();
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
    await expect(page.locator('tbody tr.ant-table-row').first()).toBeVisible();
    await page.goto('/curator/programs');
    await expect(page.getByRole('heading', { name: 'My programs' })).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('tbody tr.ant-table-row').first()).toBeVisible();
    await expect(page.getByText('Not authorized')).toHaveCount(0);
  });
});
