import { expect, Page, test } from '@playwright/test';

import { chooseFilterField } from './support/filter-field';
import { signIn } from './support/sign-in';

/**
 * Certificates: a resource declared in one file per side (src/resources/certificate-templates,
 * server/src/certificate-templates), whose list, create, show, edit and delete pages are generic.
 */
const LIST = '/organization/org-acme/manage/certificateTemplates';

/** The list, with or without the table state it writes into the address. */
const AT_LIST = new RegExp(`${LIST}(\\?|$)`);

const rows = (page: Page) => page.getByTestId('table-certificateTemplates').locator('tbody tr.plain-table-row');

test('a manager creates, edits and deletes a certificate from the sidebar, with the spec messages on bad input', async ({ page }) => {
  await signIn(page, 'manager@demo.test');
  await page.goto('/organization/org-acme#general');
  await page.getByTestId('sidebar').hover();
  await page.getByTestId('sidebar-organization-certificateTemplates').click();
  await expect(page).toHaveURL(AT_LIST);
  await expect(page.getByRole('heading', { name: 'Certificates' })).toBeVisible();

  await expect(rows(page)).toHaveCount(2); // the seed's Acme Graduate and Leadership Circle
  await page.getByTestId('record-create').click();
  await expect(page.getByRole('heading', { name: 'New: Certificates' })).toBeVisible();
  await page.getByLabel('Name').fill('Leadership.');
  // The layout starts at the server's default (Classic), whose shown value covers the select's input.
  await page
    .locator('.ant-form-item', { has: page.getByLabel('Layout') })
    .locator('.ant-select-selector')
    .click();
  await page.getByTitle('Modern', { exact: true }).click();
  await page.getByLabel('Signer', { exact: true }).fill('Mina Park');
  await page.getByLabel('Passing score (%)').fill('90');
  await page.getByTestId('form-save').click();
  await expect(page.getByText('Name must not end with a dot.')).toBeVisible();
  await expect(page).toHaveURL(`${LIST}/create`);

  await page.getByLabel('Name').fill('Leadership certificate');
  // The program dropdown offers the workspace's programs by title, narrowed as one types.
  await page.getByLabel('Program').click();
  await page.getByLabel('Program').fill('Negoti');
  await expect(page.getByTitle('Negotiation in Practice', { exact: true })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/certificate-program-dropdown.png' });
  await page.getByTitle('Negotiation in Practice', { exact: true }).click();
  await page.getByTestId('form-save').click();
  await expect(page).toHaveURL(new RegExp(`${LIST}/[^/]+$`));
  const details = page.getByTestId('show-certificateTemplates');
  await expect(details).toContainText('Leadership certificate');
  await expect(details).toContainText('Modern');
  await expect(details).toContainText('90');
  await expect(details).toContainText('Negotiation in Practice');
  await page.screenshot({ path: 'test-results/screens/certificate-show.png', fullPage: true });

  await page.getByTestId('record-edit').click();
  await page.getByLabel('Passing score (%)').fill('75');
  await page.getByTestId('form-save').click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();

  await page.getByTestId('record-delete').click();
  await page.getByRole('button', { name: 'Delete' }).last().click();
  await expect(page).toHaveURL(AT_LIST);
  await expect(rows(page)).toHaveCount(2);
  await expect(page.getByTestId('table-certificateTemplates')).not.toContainText('Leadership certificate');
  // Deleting the record that was open reads it no more: no "Not found" message.
  await expect(page.getByText('Not found')).toHaveCount(0);
});

test('the list searches and filters, and offers CSV', async ({ page }) => {
  await signIn(page, 'manager@demo.test');
  for (const [name, score] of [
    ['Onboarding award', '60'],
    ['Safety pass', '95'],
  ]) {
    await page.goto(`${LIST}/create`);
    await page.getByLabel('Name').fill(name);
    // The layout is left at the server's default, Classic.
    await page.getByLabel('Signer', { exact: true }).fill('Jae Kim');
    await page.getByLabel('Passing score (%)').fill(score);
    await page.getByTestId('form-save').click();
    await expect(page.getByTestId('show-certificateTemplates')).toContainText(name);
  }
  await page.goto(LIST);
  await expect(page.getByTestId('table-certificateTemplates')).toContainText('Onboarding award');
  await page.getByTestId('table-search').fill('safety');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('Safety pass');
  await page.getByTestId('table-search').fill('');
  await page.getByTestId('filter-button').click();
  await chooseFilterField(page, 'Passing score (%)');
  await page.getByTestId('filter-operator').click();
  await page.getByTitle('less than', { exact: true }).click();
  await page.getByTestId('filter-value').fill('70'); // the seed's two are at 80 and 90
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('Onboarding award');

  // A declared range: both bounds included; the seed's Leadership Circle (90) and Safety pass (95).
  await page.getByTestId('applied-filter').getByTestId('remove-filter').click();
  await page.getByTestId('filter-button').click();
  await page.getByTestId('filter-operator').click();
  await page.getByTitle('between', { exact: true }).click();
  await page.getByLabel('From', { exact: true }).fill('90');
  await page.getByLabel('To', { exact: true }).fill('95');
  await page.screenshot({ path: 'test-results/screens/certificate-range-filter.png' });
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('applied-filter')).toHaveText('Passing score (%) between 90 – 95');
  await expect(rows(page)).toHaveCount(2);

  // A reference filter picks a program by its title; the column shows the title, not the id.
  await page.getByTestId('applied-filter').getByTestId('remove-filter').click();
  await page.getByTestId('filter-button').click();
  await chooseFilterField(page, 'Program');
  await page.getByTestId('filter-value').click();
  await page.getByTitle('Leadership Essentials', { exact: true }).click();
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('applied-filter')).toHaveText('Program equals Leadership Essentials');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('Leadership Circle');
  await expect(rows(page).first()).toContainText('Leadership Essentials');
  await expect(page.getByTestId('export-csv')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/certificate-list.png', fullPage: true });
});

test('an agent sees neither the entry nor the page, and an undeclared resource is not found', async ({ page }) => {
  await signIn(page, 'agent@demo.test');
  await expect(page.getByTestId('sidebar-organization-certificateTemplates')).toHaveCount(0);
  await page.goto(LIST);
  await expect(page.getByText('Not authorized')).toBeVisible();
  await page.goto('/organization/org-acme/manage/certificateTemplatez');
  await expect(page.getByText('Page not found!')).toBeVisible();
});
