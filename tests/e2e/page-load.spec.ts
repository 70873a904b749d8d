import { expect, Page, test } from '@playwright/test';

import { scriptPaths } from './support/fetched-scripts';
import { apiCallName, apiRounds, holdOperation, operationOf, roundOf } from './support/request-timeline';
import { signIn } from './support/sign-in';

/**
 * Issue 31, the request waterfall: identity, session, metadata and a table page's own query start
 * together, so the table's data is asked for in the second round trip at most, not after a chain.
 */
const TABLE_PAGES = [
  { page: 'group page', path: '/organization/org-acme/company/company-acme-engineering', data: 'CompanyUsersList' },
  // #general's people are asked for beside the workspace (the page shows the section before the
  // workspace arrives), with the metadata read at start-up.
  { page: 'workspace page', path: '/organization/org-acme#general', data: 'OrganizationUsersList' },
];

for (const { page: name, path, data } of TABLE_PAGES) {
  test(`the ${name}'s table data comes in the second round trip at most`, async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, 'manager@demo.test');
    const rounds = await apiRounds(page, async () => {
      await page.goto(path);
      await expect(page.getByRole('row').filter({ hasText: '@demo.test' }).first()).toBeVisible({ timeout: 45_000 });
    });
    expect(roundOf(rounds, data), JSON.stringify(rounds)).toBeLessThanOrEqual(2);
  });
}

test("an agent's landing asks for their group's learners in the second round trip at most", async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'agent@demo.test');
  // The identity names the agent's first group with its workspace: no request of the landing's own
  // before the redirect (it used to ask for the group's workspace, a round trip of its own).
  const rounds = await apiRounds(page, async () => {
    await page.goto('/');
    await expect(page.getByRole('row').filter({ hasText: '@demo.test' }).first()).toBeVisible({ timeout: 45_000 });
  });
  expect(page.url()).toMatch(/\/organization\/org-acme\/company\//);
  expect(roundOf(rounds, 'CompanyUsersList'), JSON.stringify(rounds)).toBeLessThanOrEqual(2);
});

test("an agent coming back to the landing fetches their group page's code beside the identity, not after it", async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'agent@demo.test');
  await page.goto('/');
  await expect(page).toHaveURL(/\/company\//, { timeout: 45_000 });
  // Back on the landing with the identity held: the group page's code must not wait for it.
  const release = await holdOperation(page, 'CurrentUser');
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));
  await page.goto('/', { waitUntil: 'commit' });
  await expect.poll(() => scripts.some((path) => /^\/assets\/company-[\w-]+\.js$/.test(path)), { timeout: 30_000 }).toBe(true);
  release();
  await expect(page).toHaveURL(/\/organization\/org-acme\/company\//, { timeout: 45_000 });
  await expect(page.getByRole('row').filter({ hasText: '@demo.test' }).first()).toBeVisible({ timeout: 45_000 });
});

test("the workspace page's people table stays as it is when the workspace arrives after it", async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'manager@demo.test');
  // The workspace is held back until the people are shown: the table must not start over (a new
  // table, its rows asked for again) when the rest of the page arrives.
  const release = await holdOperation(page, 'WorkspacePage');
  let peopleAsked = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql') && (request.postDataJSON() as { operationName?: string } | null)?.operationName === 'OrganizationUsersList')
      peopleAsked += 1;
  });
  await page.goto('/organization/org-acme#general');
  const people = page.getByTestId('table-workspace-learners');
  const rows = people.locator('tbody tr.plain-table-row');
  await expect(rows.first()).toBeVisible({ timeout: 45_000 });
  await expect(page.getByTestId('workspace-header')).toHaveCount(0);
  await people.evaluate((element) => Object.assign(element, { shownBeforeTheWorkspace: true }));
  const before = await people.boundingBox();
  release();
  await expect(page.getByTestId('workspace-tab-groups')).toBeVisible({ timeout: 45_000 });
  await expect(page.getByTestId('workspace-header')).toBeVisible();
  // Nor does it move: the header takes the place its skeleton held (a layout shift otherwise).
  expect((await people.boundingBox())?.y).toBe(before?.y);
  await expect(rows).toHaveCount(10);
  expect(await people.evaluate((element) => (element as unknown as { shownBeforeTheWorkspace?: boolean }).shownBeforeTheWorkspace)).toBe(true);
  expect(peopleAsked).toBe(1);
});

for (const width of [1440, 412]) {
  test(`at ${width} px the shell's frame shows before any script has run, where the shell then draws it`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, 'manager@demo.test');
    // Every script is held: what shows is index.html alone, as a phone shows it for seconds.
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await held;
      await route.fallback();
    });
    await page.goto('/organization/org-acme#general', { waitUntil: 'commit' });
    const frame = page.getByTestId('boot-frame');
    await expect(frame.locator('.boot-frame-bar')).toBeVisible();
    // No text or image: a contentful frame would count the scripts' start-up as blocking time.
    expect(await frame.evaluate((element) => ({ text: element.textContent?.trim(), media: element.querySelectorAll('img, svg, canvas').length }))).toEqual({
      text: '',
      media: 0,
    });
    const frameBar = await frame.locator('.boot-frame-bar').boundingBox();
    release();
    const shellBar = width > 767 ? page.getByTestId('sidebar') : page.locator('.lumen-topbar');
    await expect(shellBar).toBeVisible({ timeout: 45_000 });
    await expect(frame).toHaveCount(0);
    expect(await shellBar.boundingBox(), 'the frame is where the shell draws its bar').toEqual(frameBar);
  });
}

/** The sum of the layout shifts that moved the page's main area, from the first paint on. */
const recordMainShifts = (page: Page) =>
  page.addInitScript(() => {
    const record = window as unknown as { mainShift: number };
    record.mainShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Array<{ node: Node | null }> }>) {
        if (!entry.hadRecentInput && entry.sources.some((source) => (source.node as Element | null)?.id === 'main-content')) record.mainShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });

test('the page does not move when the banner strip is filled a moment after the identity', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'sales@demo.test');
  await recordMainShifts(page);
  // On a phone the identity often answers a few milliseconds before the banners; here 300 ms before,
  // and late itself (2 s, longer than the strip's wait): the wait counts from the identity's answer.
  let identityAnswered = () => undefined as void;
  const identity = new Promise<void>((resolve) => (identityAnswered = resolve));
  await page.route('**/graphql', async (route) => {
    if (operationOf(route) === 'CurrentUser') {
      const response = await route.fetch();
      await new Promise((resolve) => setTimeout(resolve, 2000));
      await route.fulfill({ response });
      identityAnswered();
      return;
    }
    if (operationOf(route) === 'DashboardBanners') await identity.then(() => new Promise((resolve) => setTimeout(resolve, 300)));
    await route.fallback();
  });
  await page.goto('/organizations');
  await expect(page.getByTestId('dashboard-banner')).toBeVisible({ timeout: 45_000 });
  await expect(page.getByRole('row').nth(1)).toBeVisible({ timeout: 45_000 });
  expect(await page.evaluate(() => (window as unknown as { mainShift: number }).mainShift)).toBe(0);
});

test('a banner answer that does not come does not hold the page', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'sales@demo.test');
  const release = await holdOperation(page, 'DashboardBanners');
  await page.goto('/organizations');
  // The page shows without the strip (shell-layout.tsx waits for it 1.5 s at most)...
  await expect(page.getByRole('row').nth(1)).toBeVisible({ timeout: 45_000 });
  await expect(page.getByTestId('dashboard-banner')).toHaveCount(0);
  // ...and the strip fills when its answer comes.
  release();
  await expect(page.getByTestId('dashboard-banner')).toBeVisible({ timeout: 45_000 });
});

test("the shell's own requests wait for the page: what's new, the trays and the banner's impression come with its data, not before", async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'manager@demo.test');
  const rounds = await apiRounds(page, async () => {
    await page.goto('/organization/org-acme/company/company-acme-engineering');
    await expect(page.getByRole('row').filter({ hasText: '@demo.test' }).first()).toBeVisible({ timeout: 45_000 });
    await expect(page.getByTestId('dashboard-banner')).toBeVisible();
  });
  const pageData = roundOf(rounds, 'CompanyUsersList');
  for (const shellCall of ['Trays', 'GET /api/v1/integrations/whats-new/features', 'RecordBannerEvent']) {
    expect(roundOf(rounds, shellCall), `${shellCall}: ${JSON.stringify(rounds)}`).toBeGreaterThanOrEqual(pageData);
  }
});

test("the workspace's settings tab, opened by its address, fetches its code beside the workspace, not after it", async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'manager@demo.test');
  const release = await holdOperation(page, 'WorkspacePage');
  const scripts = scriptPaths(page);
  await page.goto('/organization/org-acme#settings');
  await expect.poll(() => [...scripts].some((path) => /^\/assets\/settings-section-[\w-]+\.js$/.test(path)), { timeout: 30_000 }).toBe(true);
  release();
  await expect(page.getByTestId('form-organizations').getByLabel('Name', { exact: true })).toHaveValue('Acme Learning', { timeout: 45_000 });
});

/** The sum of every layout shift of the page (not only its main area's), the sidebar's too. */
const recordLayoutShift = (page: Page) =>
  page.addInitScript(() => {
    const record = window as unknown as { layoutShift: number };
    record.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) record.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });

/** The shifts so far, once the frames after the last change have been painted (a shift is reported then). */
const layoutShiftOf = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => resolve((window as unknown as { layoutShift: number }).layoutShift), 200))),
      ),
  );

/** Issue 31: what a page shows does not move when its answers come, whichever comes last (a shift is at most this). */
const SHIFT_BOUND = 0.002;
const LEARNER_PAGE = '/organization/org-acme/users/user-learner-001';
const rowsOf = (page: Page, testId: string) => page.getByTestId(testId).locator('tbody tr.plain-table-row');

for (const last of ['LearnerGroups', 'LearnerProgramsList', 'UserShow']) {
  test(`the learner page does not move when ${last} answers last`, async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, 'manager@demo.test');
    await recordLayoutShift(page);
    const release = await holdOperation(page, last);
    await page.goto(LEARNER_PAGE);
    // The other answers are in (the sections under a loading table wait for it, hidden)...
    if (last !== 'LearnerGroups') await expect(rowsOf(page, 'learner-groups').first()).toBeAttached({ timeout: 45_000 });
    if (last !== 'LearnerProgramsList') await expect(rowsOf(page, 'learner-programs').first()).toBeAttached({ timeout: 45_000 });
    if (last !== 'UserShow') await expect(page.getByTestId('learner-name')).not.toHaveText('Learner', { timeout: 45_000 });
    release();
    // ...then the last one comes, and everything shows where it was.
    await expect(rowsOf(page, 'learner-groups').first()).toBeVisible({ timeout: 45_000 });
    await expect(rowsOf(page, 'learner-programs').first()).toBeVisible({ timeout: 45_000 });
    await expect(page.getByTestId('learner-name')).not.toHaveText('Learner');
    expect(await layoutShiftOf(page)).toBeLessThan(SHIFT_BOUND);
  });
}

const GROUP_PAGE = '/organization/org-acme/company/company-acme-engineering';
for (const last of ['GroupPage', 'CompanyUsersList']) {
  test(`the group page's learners table does not move when ${last} answers last`, async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, 'manager@demo.test');
    await recordLayoutShift(page);
    const release = await holdOperation(page, last);
    await page.goto(GROUP_PAGE);
    const learners = rowsOf(page, 'table-group-learners');
    // The rows before the group (the actions' buttons wait for it), or the group before the rows (the header's widths wait for them).
    if (last === 'GroupPage') await expect(learners.first()).toBeVisible({ timeout: 45_000 });
    else await expect(page.getByTestId('group-header')).toBeVisible({ timeout: 45_000 });
    release();
    await expect(learners.first()).toBeVisible({ timeout: 45_000 });
    await expect(page.getByTestId('group-header')).toBeVisible({ timeout: 45_000 });
    await expect(learners.first().getByRole('button', { name: 'Remove' })).toBeVisible();
    expect(await layoutShiftOf(page)).toBeLessThan(SHIFT_BOUND);
  });
}

test("a super editor's sidebar does not move when the workspaces answer after the page", async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'super@demo.test');
  await recordLayoutShift(page);
  const release = await holdOperation(page, 'Workspaces');
  await page.goto('/organizations');
  await expect(page.getByRole('row').nth(1)).toBeVisible({ timeout: 45_000 });
  release();
  await expect(page.getByTestId('sidebar-restart-tour')).toBeVisible({ timeout: 45_000 });
  expect(await layoutShiftOf(page)).toBeLessThan(SHIFT_BOUND);
});

/**
 * Issue 31: a page asks the server for each thing once while it loads. Two views of one page that
 * read the same record under two cache keys asked for it twice (the program and learner pages, whose
 * title and details both read the record: useShow keys by the route's parameters too).
 */
for (const { email, path } of [
  { email: 'manager@demo.test', path: '/organization/org-acme#general' },
  { email: 'manager@demo.test', path: '/organization/org-acme#groups' },
  { email: 'manager@demo.test', path: '/organization/org-acme/company/company-acme-engineering' },
  { email: 'manager@demo.test', path: '/organization/org-acme/users/user-learner-001' },
  { email: 'manager@demo.test', path: '/organization/org-acme/program/course-prospecting' },
  { email: 'super@demo.test', path: '/organizations' },
  { email: 'super@demo.test', path: '/banners#history' },
]) {
  test(`${path} asks for nothing twice while it loads`, async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, email);
    const asked: string[] = [];
    page.on('request', (request) => {
      const name = apiCallName(request);
      if (name) asked.push(`${name} ${JSON.stringify((request.postDataJSON() as { variables?: unknown } | null)?.variables ?? {})}`);
    });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('sidebar')).toBeVisible();
    const twice = [...new Set(asked.filter((call, index) => asked.indexOf(call) !== index))];
    expect(twice, asked.join('\n')).toEqual([]);
  });
}
