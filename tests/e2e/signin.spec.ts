import { expect, test } from '@playwright/test';

import { signInThroughPage } from './support/sign-in';

test('a visitor is sent to the sign-in page, signs in, and reaches the dashboard', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/signin\?redirectTo=%2F/);
  await page.screenshot({ path: 'test-results/screens/signin-page.png' });

  await page.getByLabel('Email').fill('manager@demo.test');
  await page.getByLabel('Password').fill('wrong password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Incorrect email or password.');

  await signInThroughPage(page, 'manager@demo.test');
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page.getByRole('heading', { name: 'Welcome, Mina' })).toBeVisible();
  // The token went through the address and is gone from it.
  expect(page.url()).not.toContain('access_token');
  await page.screenshot({ path: 'test-results/screens/signed-in.png' });
});
