import { expect, Page } from '@playwright/test';

/**
 * Picks the Filter popover's field by its title. The popover moves focus to its first control once
 * its form's code has come (use-popover-focus.ts); a click on the field list before that raced it,
 * and one CI run saw the list stay open over the operator for a whole minute. So this waits for
 * that focus first, and checks the choice took (the field shows it, the list closed), opening the
 * list again if it did not.
 */
export const chooseFilterField = async (page: Page, title: string): Promise<void> => {
  const field = page.getByTestId('filter-form').locator('.ant-select').first();
  await expect(field.getByRole('combobox')).toBeFocused();
  await expect(async () => {
    const openLists = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
    if ((await openLists.count()) === 0) await field.click();
    await page.getByTitle(title, { exact: true }).and(page.locator('.ant-select-item-option')).click({ timeout: 2_000 });
    await expect(field.locator('.ant-select-selection-item')).toHaveText(title, { timeout: 1_000 });
    await expect(openLists).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
};
