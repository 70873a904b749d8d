import { expect, Page, test } from '@playwright/test';

import { signIn } from './support/sign-in';

/**
 * Issue 31, render work: once a table page's rows have arrived, the table renders them once, not
 * again for a loading timer, an address rewrite or a provider's new value. The probe
 * (support/page-probe.js) counts every render of a table's element through React's DevTools hook,
 * which production builds call. The rows are answered after a pause, so anything that ticks while
 * a page loads (Refine's loading-overtime counter did, once a second) shows here on any machine.
 */
const TABLE_PAGES: Array<{ page: string; email: string; path: string; table: string; data: string; antd: boolean }> = [
  {
    page: 'workspace page',
    email: 'manager@demo.test',
    path: '/organization/org-acme#general',
    table: 'table-workspace-learners',
    data: 'OrganizationUsersList',
    antd: false,
  },
  {
    page: 'group page',
    email: 'manager@demo.test',
    path: '/organization/org-acme/company/company-acme-engineering',
    table: 'table-group-learners',
    data: 'CompanyUsersList',
    antd: false,
  },
  // Plain pages (routes/route-pages.tsx): their tables, toolbars, tabs and headers are drawn without antd.
  { page: 'organizations table', email: 'super@demo.test', path: '/organizations', table: 'table-organizations', data: 'OrganizationsList', antd: false },
];

/** Renders of each table after the rows' answer came (its body read), and React's commits after it. */
type Probe = { commits: number[]; calls: { name: string; answered: number | null }[]; tableRenders: { at: number; table: string }[] };

const ANSWER_PAUSE_MS = 2500;

/** Resolves once the page has made no React commit and no API call for `quietMs`. */
const quiet = async (page: Page, quietMs = 2000) => {
  let last = '';
  let since = Date.now();
  for (;;) {
    await page.waitForTimeout(250);
    const now = await page.evaluate(() => {
      const probe = (window as unknown as { __pageProbe: Probe }).__pageProbe;
      return `${probe.commits.length}/${probe.calls.length}/${probe.calls.filter((call) => call.answered === null).length}`;
    });
    if (now !== last || !now.endsWith('/0')) [last, since] = [now, Date.now()];
    else if (Date.now() - since >= quietMs) return;
  }
};

for (const { page: name, email, path, table, data } of TABLE_PAGES) {
  test(`the ${name}'s table renders once after its rows arrive`, async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, email);
    await page.addInitScript(() => Object.assign(window, { __pageProbeTables: true }));
    await page.addInitScript({ path: 'tests/e2e/support/page-probe.js' });
    await page.route('**/graphql', async (route) => {
      if ((route.request().postDataJSON() as { operationName?: string } | null)?.operationName === data)
        await new Promise((resolve) => setTimeout(resolve, ANSWER_PAUSE_MS));
      await route.fallback();
    });
    await page.goto(path);
    await expect(page.getByTestId(table).getByRole('row').nth(1)).toBeVisible({ timeout: 45_000 });
    await quiet(page);
    const probe = await page.evaluate(() => (window as unknown as { __pageProbe: Probe }).__pageProbe);
    const answered = probe.calls.find((call) => call.name === data)?.answered;
    expect(answered, `${data} was answered`).toBeTruthy();
    const renders = probe.tableRenders.filter((render) => render.table === table && render.at > (answered ?? 0));
    const summary = `table renders after the data: ${renders.length}; commits after it: ${probe.commits.filter((at) => at > (answered ?? 0)).length}`;
    console.log(`${name}: ${summary}`);
    expect(renders.length, summary).toBeLessThanOrEqual(1);
  });
}

/**
 * antd's styles come from the style sheet the build extracts (scripts/extract-antd-styles.mjs):
 * antd finds every style the table pages draw with in it and generates none while they render.
 * A part added to a table page without adding it to the extraction shows here as a generated style.
 * A plain table page loads neither antd nor its sheet: an antd part added to it shows here too.
 */
for (const { page: name, email, path, table, antd } of TABLE_PAGES) {
  test(`the ${name} ${antd ? 'draws antd from the built style sheet' : 'loads no antd'}, generating no styles`, async ({ page }) => {
    const antdScope: string[] = [];
    page.on('request', (request) => {
      if (/\/antd-scope-[\w-]+\.js$/.test(new URL(request.url()).pathname)) antdScope.push(request.url());
    });
    await signIn(page, email);
    await page.goto(path);
    await expect(page.getByTestId(table).getByRole('row').nth(1)).toBeVisible({ timeout: 45_000 });
    await page.waitForLoadState('networkidle');
    await expect(page.locator('link[data-antd-static-styles]')).toHaveCount(antd ? 1 : 0);
    if (!antd) expect(antdScope).toEqual([]);
    const generated = await page.evaluate(() =>
      [...document.querySelectorAll('style[data-css-hash]')].map((style) => style.textContent ?? '').filter((text) => text.trim().length > 0),
    );
    expect(generated.map((text) => text.slice(0, 80))).toEqual([]);
  });
}

/**
 * The antd parts those pages open draw from the built sheet too: the group's settings tab (its form,
 * logos and policies). The workspace's has colour pickers, which the extraction leaves out.
 */
test("the group's settings tab draws antd from the built style sheet, generating no styles", async ({ page }) => {
  await signIn(page, 'manager@demo.test');
  await page.goto('/organization/org-acme/company/company-acme-sales');
  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(page.getByTestId('form-companies').getByLabel('Name', { exact: true })).toHaveValue('Sales Team', { timeout: 45_000 });
  await page.waitForLoadState('networkidle');
  await expect(page.locator('link[data-antd-static-styles]')).toHaveCount(1);
  const generated = await page.evaluate(() =>
    [...document.querySelectorAll('style[data-css-hash]')].map((style) => style.textContent ?? '').filter((text) => text.trim().length > 0),
  );
  expect(generated.map((text) => text.slice(0, 80))).toEqual([]);
});
