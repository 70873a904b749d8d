import { expect, test } from '@playwright/test';

import { signIn } from './support/sign-in';

test('a partner invites an admin, who accepts, and removes them; an unknown address gets the same answer', async ({ page, browser }) => {
  await signIn(page, 'partner@demo.test');
  await expect(page).toHaveURL(/\/organizations/);
  const table = page.getByTestId('table-organizations');
  await expect(table.getByRole('link', { name: 'Studio Creator' })).toBeVisible();
  await expect(table.getByRole('link', { name: 'Extend Partners' })).toBeVisible();
  await expect(table.getByRole('link', { name: 'Acme Learning' })).toHaveCount(0);
  await page.getByTestId('admins-org-studio').click();
  const drawer = page.getByRole('dialog');
  await drawer.getByTestId('admin-email').fill('learner270@demo.test');
  await drawer.getByRole('button', { name: 'Add admin' }).click();
  await expect(page.getByText('Invitation sent to learner270@demo.test. They become an admin when they accept.')).toBeVisible();
  // Consent first: not an admin until they accept.
  await expect(drawer.getByTestId('admins-list')).not.toContainText('learner270@demo.test');

  const invitee = await (await browser.newContext()).newPage();
  await signIn(invitee, 'learner270@demo.test');
  const invitations = invitee.getByTestId('pending-invitations');
  await expect(invitations).toContainText('Invited to join as an admin');
  await invitations.getByRole('button', { name: 'Accept' }).click();
  await expect(invitee.getByText('You joined Studio Creator.')).toBeVisible();
  await invitee.context().close();

  await page.reload();
  await page.getByTestId('admins-org-studio').click();
  await expect(drawer.getByTestId('admins-list')).toContainText('learner270@demo.test');
  await page.screenshot({ path: 'test-results/screens/partner-admins.png' });
  await drawer.getByTestId('admins-list').getByRole('listitem').filter({ hasText: 'learner270@demo.test' }).getByRole('button', { name: 'Remove' }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(drawer.getByTestId('admins-list')).not.toContainText('learner270@demo.test');
  // An address without an account gets the same answer: nothing to learn about who has one.
  await drawer.getByTestId('admin-email').fill('nobody@demo.test');
  await drawer.getByRole('button', { name: 'Add admin' }).click();
  await expect(page.getByText('Invitation sent to nobody@demo.test. They become an admin when they accept.')).toBeVisible();
});

test('an admin deletes a user only after typing delete', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  await page.goto('/users');
  const search = page.getByTestId('table-search');
  await search.fill('learner319@');
  await search.press('Enter');
  const row = page.getByRole('row').filter({ hasText: 'learner319@demo.test' });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog');
  const confirm = dialog.getByRole('button', { name: 'Delete' });
  await expect(confirm).toBeDisabled();
  await dialog.getByTestId('type-delete').fill('delet');
  await expect(confirm).toBeDisabled();
  await dialog.getByTestId('type-delete').fill('delete');
  await confirm.click();
  await expect(page.getByRole('row').filter({ hasText: 'learner319@demo.test' })).toHaveCount(0);
});

test("a curator with several programs lists only theirs and changes one program's status", async ({ page }) => {
  await signIn(page, 'curator2@demo.test');
  await expect(page).toHaveURL(/\/curator\/programs/);
  const table = page.getByTestId('table-my-programs');
  await expect(table.locator('tbody td:first-child a')).toHaveText([
    'Coaching Conversations',
    'Giving Useful Feedback',
    'Scriptwriting Basics',
    'Video Lessons that Stick',
  ]);
  await table.getByRole('link', { name: 'Coaching Conversations' }).click();
  await expect(page).toHaveURL(/\/program\/course-coaching\/status/);
  // The status form is the plain one: a native select, named by its label.
  await page.getByTestId('form-courses').getByLabel('Status', { exact: true }).selectOption({ label: 'Ready' });
  await page.getByTestId('form-save').click();
  await expect(page.getByText('Saved')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('show-courses')).toContainText('Ready');
  await page.screenshot({ path: 'test-results/screens/program-status.png' });
});

test('the Groups list (internal) exports every group as CSV with a BOM', async ({ page }) => {
  await signIn(page, 'super@demo.test');
  await page.goto('/companies');
  const downloadPromise = page.waitForEvent('download');
  await page.getByTestId('export-csv').click();
  const download = await downloadPromise;
  const { readFileSync } = await import('node:fs');
  const text = readFileSync(await download.path(), 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const lines = text.slice(1).trim().split('\r\n');
  expect(lines[0]).toBe('Id,Organization Name,Group Name');
  expect(lines).toHaveLength(14);
  expect(lines).toContain('company-acme-sales,Acme Learning,Sales Team');
  await expect(page.getByTestId('download-tray')).toContainText('groups.csv');
  // Scrolled to the bottom, the last row's content sits above the tray, not under it.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const tray = await page.getByTestId('trays').boundingBox();
  const lastRow = await page.locator('tbody tr.plain-table-row').last().boundingBox();
  expect(lastRow!.y + lastRow!.height).toBeLessThanOrEqual(tray!.y);
});

test('the Partners list (internal) shows each partnered workspace with a link, and searches', async ({ page }) => {
  await signIn(page, 'super@demo.test');
  await page.goto('/partners');
  await expect(page.getByRole('heading', { name: 'Partners' })).toBeVisible();
  const rows = page.getByTestId('table-partners').locator('tbody tr.plain-table-row');
  await expect(rows.filter({ hasText: 'partner@demo.test' })).toHaveCount(2); // Studio Creator and Extend Partners
  await page.getByTestId('table-search').fill('extend');
  await page.getByTestId('table-search').press('Enter');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Pat Partner');
  await rows.first().getByRole('link', { name: 'Extend Partners' }).click();
  await expect(page).toHaveURL(/\/organization\/org-extend/);
});
