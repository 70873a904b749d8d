import { expect, Locator, Page, test } from '@playwright/test';

import { DEMO_PASSWORD, signIn } from './support/sign-in';

/**
 * Keyboard-only journeys of issue 27: no click, no fill, only keys; after each step the test says
 * where focus is. The test reads the page (which option is active) but acts only with keys.
 */

/** Presses Tab until the target has focus (at most `limit` times): how a keyboard user gets there. */
const tabTo = async (page: Page, target: Locator, limit = 80): Promise<void> => {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement || element.contains(document.activeElement)).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target, `reached by Tab within ${limit} presses`).toBeFocused();
};

/** Opens the focused select with the arrow key and moves down to the option named `name`, then Enter. */
const chooseOption = async (page: Page, name: string): Promise<void> => {
  await page.keyboard.press('ArrowDown');
  // The newest open dropdown: a filter form opened before may leave its own dropdown in the page.
  const active = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden):visible .ant-select-item-option-active').last();
  for (let presses = 0; presses < 20 && (await active.textContent()) !== name; presses += 1) await page.keyboard.press('ArrowDown');
  await expect(active).toHaveText(name);
  await page.keyboard.press('Enter');
};

const typeText = async (page: Page, text: string): Promise<void> => {
  await page.keyboard.type(text);
};

const signInByKeyboard = async (page: Page, email: string): Promise<void> => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/signin/);
  // The e-mail field has focus on arrival.
  await expect(page.getByLabel('Email')).toBeFocused();
  await typeText(page, email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password')).toBeFocused();
  await typeText(page, DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('sidebar')).toBeVisible({ timeout: 15_000 });
};

test('a manager, by keyboard only: signs in, skips to the content, opens a group, searches, filters and pages its learners, and opens a learner', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signInByKeyboard(page, 'manager@demo.test');

  // A fresh page: the first Tab is the skip link, which takes focus past the sidebar.
  await page.goto('/organization/org-acme#groups');
  await expect(page.getByTestId('workspace-name')).toBeVisible({ timeout: 30_000 });
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('skip-link')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();

  // The group, found with the groups table's search: focus lands on the group page's title.
  await tabTo(page, page.getByTestId('table-search'));
  await typeText(page, 'Sales');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('link', { name: 'Sales Team', exact: true })).toBeVisible();
  await expect(page.getByTestId('table-search')).toBeFocused();
  await tabTo(page, page.getByRole('link', { name: 'Sales Team', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('group-name')).toHaveText('Sales Team');
  await expect(page.getByTestId('group-name')).toBeFocused();

  const learners = page.getByTestId('table-group-learners');
  const rows = learners.locator('tbody tr.plain-table-row');
  // Search: focus stays in the box once the table has answered.
  const search = learners.getByTestId('table-search');
  await tabTo(page, search);
  await typeText(page, 'learner');
  await page.keyboard.press('Enter');
  await expect(rows.first()).toBeVisible();
  await expect(search).toBeFocused();

  // Filter: the popover takes focus, its fields are chosen with the arrows, Enter applies it and
  // focus comes back to the Filter button.
  const filterButton = learners.getByTestId('filter-button');
  await tabTo(page, filterButton);
  await page.keyboard.press('Enter');
  const form = page.getByTestId('filter-form');
  await expect(form).toBeVisible();
  await expect(form.getByRole('combobox').first()).toBeFocused();
  await chooseOption(page, 'Disabled');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(form.getByTestId('filter-value').getByRole('combobox')).toBeFocused();
  await chooseOption(page, 'No');
  await tabTo(page, form.getByRole('button', { name: 'Apply' }));
  await page.keyboard.press('Enter');
  await expect(learners.getByTestId('applied-filter')).toBeVisible();
  await expect(form).toBeHidden();
  await expect(filterButton).toBeFocused();

  // Escape closes the popover from inside it, and focus returns to the button.
  await page.keyboard.press('Enter');
  await expect(form.getByRole('combobox').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();
  await expect(filterButton).toBeFocused();

  // Paging: the next page's button keeps focus while the rows change.
  const firstRowBefore = await rows.first().textContent();
  const next = learners.getByTestId('pager-next');
  await tabTo(page, next);
  await page.keyboard.press('Enter');
  await expect(learners.locator('[aria-current="page"]')).toHaveText('2');
  await expect(rows.first()).not.toHaveText(firstRowBefore ?? '');
  await expect(next).toBeFocused();

  // A learner: the first row's name link, and focus on the learner's name.
  const learnerLink = rows.first().getByRole('link').first();
  const learnerName = (await learnerLink.textContent()) ?? '';
  await tabTo(page, learnerLink);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('learner-name')).toHaveText(learnerName);
  await expect(page.getByTestId('learner-name')).toBeFocused();
});

test('a super editor launches a banner through the three steps by keyboard only, focus following each step', async ({ page }) => {
  test.setTimeout(120_000);
  await signInByKeyboard(page, 'super@demo.test');
  await page.goto('/banners#create');
  await expect(page.getByTestId('banner-id')).toBeVisible({ timeout: 30_000 });

  await tabTo(page, page.getByTestId('banner-id'));
  await typeText(page, 'keyboard-news');
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('banner-text')).toBeFocused();
  await typeText(page, 'Launched without a mouse.');

  // The colours are one tab stop; arrows move and choose.
  await page.keyboard.press('Tab');
  const colours = page.getByTestId('banner-colors');
  await expect(colours.getByRole('radio', { checked: true })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(colours.getByRole('radio', { name: 'Sage' })).toBeFocused();
  await expect(colours.getByRole('radio', { name: 'Sage' })).toHaveAttribute('aria-checked', 'true');

  await tabTo(page, page.getByTestId('banner-platform-dashboard'));
  await page.keyboard.press('Space');
  await expect(page.getByTestId('banner-platform-dashboard')).toBeChecked();
  await tabTo(page, page.getByTestId('banner-next'));
  await page.keyboard.press('Enter');

  // Step 2: focus is on the step itself.
  await expect(page.getByTestId('banner-products-step')).toBeVisible();
  await expect(page.getByTestId('banner-step')).toBeFocused();
  const firstProduct = page.locator('[data-testid^="product-"]').first();
  await tabTo(page, firstProduct);
  await page.keyboard.press('Space');
  await expect(firstProduct).toBeChecked();
  await tabTo(page, page.getByTestId('banner-next'));
  await page.keyboard.press('Enter');

  // Step 3: focus on the review; the launch by Enter.
  await expect(page.getByTestId('banner-review-step')).toBeVisible();
  await expect(page.getByTestId('banner-step')).toBeFocused();
  await expect(page.getByTestId('review-banner-id')).toHaveText('keyboard-news');
  await tabTo(page, page.getByTestId('banner-submit'));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Your banners have been successfully launched!')).toBeVisible({ timeout: 15_000 });
});

/** Opens the focused learners table's Filter and applies "Disabled equals No", by keys only. */
const applyDisabledFilter = async (page: Page, table: Locator): Promise<void> => {
  const filterButton = table.getByTestId('filter-button');
  await tabTo(page, filterButton);
  await page.keyboard.press('Enter');
  const form = page.getByTestId('filter-form');
  await expect(form.getByRole('combobox').first()).toBeFocused();
  await chooseOption(page, 'Disabled');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await chooseOption(page, 'No');
  await tabTo(page, form.getByRole('button', { name: 'Apply' }));
  await page.keyboard.press('Enter');
  await expect(table.getByTestId('applied-filter')).toBeVisible();
  await expect(filterButton).toBeFocused();
};

test("a table's filter tags and sorting by keyboard, and Escape closes every popover, confirmation and the tour", async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, 'manager@demo.test');
  await page.goto('/organization/org-acme/company/company-acme-sales');
  await expect(page.getByTestId('group-header')).toBeVisible({ timeout: 30_000 });
  const learners = page.getByTestId('table-group-learners');
  const filterButton = learners.getByTestId('filter-button');
  const tag = learners.getByTestId('applied-filter');

  // The tag's remove button is the next tab stop, named after the filter it removes; Delete removes
  // it and focus returns to the Filter button. Enter and Space (a button's keys) do the same.
  for (const key of ['Delete', 'Enter', 'Space']) {
    await applyDisabledFilter(page, learners);
    await page.keyboard.press('Tab');
    const remove = tag.getByRole('button');
    await expect(remove).toBeFocused();
    // Named after the filter it removes (its text, as the tag shows it).
    await expect(remove).toHaveAccessibleName('Remove filter Disabled equals No');
    await page.keyboard.press(key);
    await expect(tag).toHaveCount(0);
    await expect(filterButton).toBeFocused();
  }

  // Sorting: the column header keeps focus while the rows change.
  const nameHeader = learners.getByRole('columnheader', { name: 'Name' }).first();
  const sortButton = nameHeader.getByRole('button');
  await tabTo(page, sortButton);
  const sortedBefore = await nameHeader.getAttribute('aria-sort');
  await page.keyboard.press('Enter');
  await expect(nameHeader).not.toHaveAttribute('aria-sort', sortedBefore ?? 'none');
  await expect(learners.locator('.plain-spinner')).toHaveCount(0);
  await expect(sortButton).toBeFocused();

  // The Columns popover: Escape closes it and focus returns to its button.
  const columns = learners.getByTestId('columns-button');
  await tabTo(page, columns);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('column-settings').getByRole('checkbox').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('column-settings')).toBeHidden();
  await expect(columns).toBeFocused();

  // The Disable confirmation on the workspace's groups: focus on its safe answer, Escape closes it.
  await page.goto('/organization/org-acme#groups');
  const disable = page.locator('[data-testid^="group-toggle-"]:not([disabled])').first();
  await expect(disable).toBeVisible({ timeout: 30_000 });
  await disable.focus();
  await page.keyboard.press('Enter');
  const confirmation = page.getByTestId('confirm-question');
  await expect(confirmation.getByRole('button', { name: 'No' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(confirmation).toBeHidden();
  await expect(disable).toBeFocused();

  // The account menu and the what's-new dialog.
  const account = page.getByTestId('account-menu-button');
  await account.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('account-menu')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('account-menu')).toBeHidden();
  await expect(account).toBeFocused();
  const whatsNew = page.getByTestId('sidebar-whats-new');
  await whatsNew.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  // The dialog takes focus (once its opening animation lets it); Escape is heard from inside it.
  await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(whatsNew).toBeFocused();

  // The tour: it takes focus, Escape ends it, and focus returns to the restart link.
  const restart = page.getByTestId('sidebar-restart-tour');
  await restart.focus();
  await page.keyboard.press('Enter');
  const tour = page.locator('.ant-tour:not(.ant-tour-hidden)');
  await expect(tour).toBeVisible();
  await expect(tour.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(tour).toHaveCount(0);
  await expect(page).not.toHaveURL(/showMainGuide/);
  await expect(restart).toBeFocused();
});
