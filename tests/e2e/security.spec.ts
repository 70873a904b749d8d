import { Browser, expect, Page, test } from '@playwright/test';

import { DEMO_PASSWORD, signIn } from './support/sign-in';

/** What the browser reports when the Content-Security-Policy blocks something. */
const watchPolicyViolations = (page: Page): string[] => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect|frame)/i.test(message.text())) violations.push(message.text());
  });
  return violations;
};

/** Signs in with the sign-in service in a browser of its own and returns the /login link, its token unused. */
const handoffLinkFor = async (browser: Browser, baseURL: string, email: string): Promise<string> => {
  const context = await browser.newContext();
  const form = await context.request.get(`${baseURL}/signin`);
  const csrfToken = /name="csrfToken" value="([^"]+)"/.exec(await form.text())?.[1] ?? '';
  const signin = await context.request.post(`${baseURL}/signin`, { form: { email, password: DEMO_PASSWORD, redirectTo: '/', csrfToken }, maxRedirects: 0 });
  expect(signin.status()).toBe(303);
  await context.close();
  return signin.headers().location;
};

test('the built SPA runs under the Content-Security-Policy', async ({ page }) => {
  const violations = watchPolicyViolations(page);
  const sockets: string[] = [];
  page.on('websocket', (socket) => sockets.push(socket.url()));
  await signIn(page, 'super@demo.test');
  for (const path of [
    '/organizations',
    '/organization/org-acme#groups',
    '/organization/org-acme/company/company-acme-sales',
    '/banners',
    '/users',
    '/account',
  ]) {
    await page.goto(path);
    await expect(page.getByTestId('sidebar')).toBeVisible();
  }
  // The live channel (ws:) is allowed by connect-src: it opened, and nothing was refused.
  expect(sockets.some((url) => /^ws:\/\/127\.0\.0\.1:\d+\/graphql$/.test(url))).toBe(true);
  expect(violations).toEqual([]);
});

test('a page on another site that posts the sign-in form does not sign the browser in (login CSRF)', async ({ browser, baseURL }) => {
  const victim = await browser.newContext();
  const page = await victim.newPage();
  // The victim has opened the sign-in page before, so the browser holds a CSRF cookie of its own.
  await page.goto('/signin');
  // The attacker's own valid token, fetched from their own browser.
  const attacker = await browser.newContext();
  const attackerForm = await (await attacker.request.get(`${baseURL}/signin`)).text();
  const attackerToken = /name="csrfToken" value="([^"]+)"/.exec(attackerForm)?.[1] ?? '';
  await attacker.close();
  // The attacker's page, on another origin, posts the form on load.
  await page.route('http://evil.example/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<form method="post" action="${baseURL}/signin">
        <input name="email" value="learner@demo.test"><input name="password" value="${DEMO_PASSWORD}">
        <input name="redirectTo" value="/"><input name="rememberMe" value="true"><input name="csrfToken" value="${attackerToken}">
      </form><script>document.forms[0].submit()</script>`,
    }),
  );
  await page.goto('http://evil.example/win-a-prize');
  await expect(page).toHaveURL(`${baseURL}/signin`);
  await expect(page.getByRole('alert')).toContainText('was sent from another site');
  // Nothing was signed in: the dashboard still sends this browser to the sign-in page.
  await page.goto('/');
  await expect(page).toHaveURL(/\/signin\?redirectTo=%2F/);
  expect(await page.evaluate(() => localStorage.getItem('lumen.session'))).toBeNull();
  expect((await victim.cookies()).map((cookie) => cookie.name)).not.toContain('lumen_identity');
  // The same browser's own form still works.
  await page.getByLabel('Email').fill('manager@demo.test');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('sidebar')).toBeVisible();
  await victim.close();
});

test("a link with another account's token asks before replacing the session (session fixation)", async ({ page, browser, baseURL }) => {
  await signIn(page, 'manager@demo.test');
  const link = await handoffLinkFor(browser, baseURL as string, 'learner@demo.test');

  // Sent a link: the session stays unless the user switches on purpose.
  await page.goto(link);
  const prompt = page.getByTestId('account-switch');
  await expect(prompt).toContainText('You are already signed in');
  await expect(prompt).toContainText('This browser is signed in as manager@demo.test');
  expect(page.url()).not.toContain('access_token');
  await page.screenshot({ path: 'test-results/screens/account-switch.png' });
  await prompt.getByRole('button', { name: 'Stay signed in as manager@demo.test' }).click();
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page.getByRole('heading', { name: 'Welcome, Mina' })).toBeVisible();

  // The same link again, and this time the user chooses the other account.
  await page.goto(link);
  await page.getByTestId('account-switch').getByRole('button', { name: 'Switch to the other account' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByTestId('welcome-list')).toContainText('Acme Learning');
  await expect(page.getByRole('heading', { name: 'Welcome, Mina' })).toHaveCount(0);
});
