import { expect, Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo1234';

/** Signs in through the real sign-in page, as a person would: labels, typing, the button. */
export const signInThroughPage = async (page: Page, email: string, password = DEMO_PASSWORD): Promise<void> => {
  await expect(page).toHaveURL(/\/signin/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
};

/** Opens the dashboard, signs in, and waits until the SPA has landed somewhere. */
export const signIn = async (page: Page, email: string): Promise<void> => {
  await page.goto('/');
  await signInThroughPage(page, email);
  await expect(page).not.toHaveURL(/\/(signin|login)/, { timeout: 15_000 });
  await expect(page.getByTestId('sidebar')).toBeVisible();
};

/** The sections the sidebar shows, read from its items' test ids (sidebar-<section>-<item>). */
export const sidebarSections = async (page: Page): Promise<string[]> => {
  const ids = await page.locator('[data-testid^="sidebar-"]').evaluateAll((elements) => elements.map((element) => element.getAttribute('data-testid') ?? ''));
  const fixed = new Set(['sidebar-home', 'sidebar-pin', 'sidebar-consumer-app', 'sidebar-whats-new', 'sidebar-restart-tour']);
  return [...new Set(ids.filter((id) => !fixed.has(id)).map((id) => id.split('-')[1]))];
};
