import { expect, Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo1234';

/** Signs in through the real sign-in page, as a person would: labels, typing, the button. */
export const signInThroughPage = async (page: Page, email: string, password = DEMO_PASSWORD): Promise<void> => {
  await expect(page).toHaveURL(/\/signin/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
};
