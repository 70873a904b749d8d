import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

import { BrowserContext, expect, Page } from '@playwright/test';

import { chooseLanguage, saveLanguage } from './language';

export const DEMO_PASSWORD = 'demo1234';

/** Where auth.setup.ts keeps each account's signed-in browser state (Playwright's storageState). */
export const AUTH_STATE_DIRECTORY = 'test-results/e2e-auth';
export const authStateFile = (email: string): string => join(AUTH_STATE_DIRECTORY, `${email}.json`);

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** Signs in through the real sign-in page, as a person would: labels, typing, the button. */
export const signInThroughPage = async (page: Page, email: string, password = DEMO_PASSWORD): Promise<void> => {
  await expect(page).toHaveURL(/\/signin/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
};

/** The shell is shown: the sidebar, or on a narrow screen the menu button that opens it. */
const shell = (page: Page) => page.getByTestId('sidebar').filter({ visible: true }).or(page.getByTestId('sidebar-menu-button'));

const landed = async (page: Page): Promise<void> => {
  await expect(page).not.toHaveURL(/\/(signin|login)/, { timeout: 15_000 });
  await expect(shell(page)).toBeVisible();
};

const save = async (page: Page, email: string): Promise<void> => {
  mkdirSync(dirname(authStateFile(email)), { recursive: true });
  await page.context().storageState({ path: authStateFile(email) });
};

/** A session of its own, opened through the sign-in page: for tests about sessions themselves. */
export const signInFresh = async (page: Page, email: string): Promise<void> => {
  await page.goto('/');
  await signInThroughPage(page, email);
  await landed(page);
};

/** Signs in through the page and keeps the browser's state for the next test of this account. */
export const signInAndSave = async (page: Page, email: string): Promise<void> => {
  await signInFresh(page, email);
  await save(page, email);
};

/** Puts a saved state into this page's browser: its cookies and the session in localStorage. */
const restore = async (page: Page, state: StorageState): Promise<void> => {
  if (state.cookies.length) await page.context().addCookies(state.cookies);
  // A page of the same origin that is not the SPA, so nothing reads the storage before it is set.
  await page.goto('/version.txt');
  const origin = new URL(page.url()).origin;
  const entries = state.origins.find((item) => item.origin === origin)?.localStorage ?? [];
  await page.evaluate((items) => items.forEach(({ name, value }) => localStorage.setItem(name, value)), entries);
};

/**
 * Opens the dashboard signed in as this account: with the state auth.setup.ts saved when there is
 * one (no sign-in page per test), through the sign-in page otherwise. A saved session that a test
 * revoked since (log out everywhere) lands on the sign-in page; then this signs in again.
 */
export const signIn = async (page: Page, email: string): Promise<void> => {
  const file = authStateFile(email);
  if (!existsSync(file)) return signInAndSave(page, email);
  await restore(page, JSON.parse(readFileSync(file, 'utf8')) as StorageState);
  // Every test starts in English, whatever language an earlier test of this person chose (a revoked
  // session answers 401 here and is signed in again below).
  await saveLanguage(page, 'en');
  await page.goto('/');
  // A revoked session first renders the shell from the saved state and leaves for the sign-in page
  // only when the server's 401s arrive: decide once the network has settled, not on the first paint.
  await page.waitForLoadState('networkidle');
  await expect(shell(page).or(page.getByLabel('Password'))).toBeVisible({ timeout: 15_000 });
  if (/\/signin/.test(page.url())) {
    // Start from a sign-in page of our own with nothing of the old session: its page can leave for
    // the sign-in page twice, and its cookies can make that page ask to continue as someone.
    await page.evaluate(() => localStorage.clear());
    await page.context().clearCookies();
    await page.goto('/signin?redirectTo=%2F');
    await signInThroughPage(page, email);
    await landed(page);
    await chooseLanguage(page, 'en');
    await page.goto('/');
    await landed(page);
    return save(page, email);
  }
  await landed(page);
};

/** The sections the sidebar shows, read from its items' test ids (sidebar-<section>-<item>). */
export const sidebarSections = async (page: Page): Promise<string[]> => {
  const ids = await page.locator('[data-testid^="sidebar-"]').evaluateAll((elements) => elements.map((element) => element.getAttribute('data-testid') ?? ''));
  const fixed = new Set(['sidebar-home', 'sidebar-pin', 'sidebar-consumer-app', 'sidebar-whats-new', 'sidebar-restart-tour']);
  return [...new Set(ids.filter((id) => !fixed.has(id)).map((id) => id.split('-')[1]))];
};
