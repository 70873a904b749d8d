import { rmSync } from 'node:fs';

import { test as setup } from '@playwright/test';

import { AUTH_STATE_DIRECTORY, signInAndSave } from './support/sign-in';

/**
 * Signs the accounts most tests use in once, through the sign-in page, and saves each browser's
 * state (Playwright's storageState); signIn() restores it instead of signing in per test. States of
 * an earlier run are dropped first: their sessions belong to that run's database.
 */
const ACCOUNTS = ['manager@demo.test', 'agent@demo.test', 'super@demo.test', 'learner@demo.test'];

setup.beforeAll(() => rmSync(AUTH_STATE_DIRECTORY, { recursive: true, force: true }));

for (const email of ACCOUNTS) {
  setup(`sign in ${email}`, async ({ page }) => {
    await signInAndSave(page, email);
  });
}
