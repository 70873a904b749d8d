import { expect, Page } from '@playwright/test';

export type TestLanguage = 'en' | 'ko' | 'ja';

/**
 * Saves a language as the product keeps a person's choice: in this browser (currentLanguage) and in
 * their metadata (settings/currentLanguage), which any browser of theirs follows once it arrives.
 * Returns the metadata write's HTTP status (401 when the browser's session was ended).
 */
export const saveLanguage = async (page: Page, language: TestLanguage): Promise<number | 'no session'> =>
  page.evaluate(async (value) => {
    localStorage.setItem('currentLanguage', value);
    const session = JSON.parse(localStorage.getItem('lumen.session') ?? 'null') as { token: string; tokenType: string } | null;
    if (!session) return 'no session' as const;
    const response = await fetch('/api/v1/user/metadata/general', {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `${session.tokenType} ${session.token}` },
      body: JSON.stringify({ key: 'settings/currentLanguage', value }),
    });
    return response.status;
  }, language);

/**
 * Shows the signed-in person's pages in a language from the next navigation on. Setting only the
 * browser's storage lost to a choice an earlier test had saved through the account page (the page
 * turned Korean, then back to English); signIn (support/sign-in.ts) puts every test back in English.
 */
export const chooseLanguage = async (page: Page, language: TestLanguage): Promise<void> => {
  expect(await saveLanguage(page, language), 'the language saved in the person’s metadata').toBe(200);
};

/**
 * For a test file that chooses languages: after each test, the person is back in English, so a
 * test signing in afresh later (the sign-in page, another browser) is not shown this one's choice.
 */
export const backToEnglishAfterEach = (test: { afterEach: (hook: (fixtures: { page: Page }) => Promise<void>) => void }): void => {
  test.afterEach(async ({ page }) => {
    if (!page.url().startsWith('http')) return;
    const status = await saveLanguage(page, 'en');
    if (status !== 200) console.warn(`English was not saved back after the test (${status}): a later test of this person may start in another language`);
  });
};
