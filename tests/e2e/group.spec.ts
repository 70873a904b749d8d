import { readFileSync } from 'node:fs';

import { expect, Locator, Page, Request, test } from '@playwright/test';

import { signIn } from './support/sign-in';

/** The group, learner and program pages against the real server and its seeded Acme workspace. */
const SALES = '/organization/org-acme/company/company-acme-sales';
const ENGINEERING = '/organization/org-acme/company/company-acme-engineering';
const TEST_GROUP = '/organization/org-acme/company/company-acme-test';
const LEARNER_007 = '/organization/org-acme/users/user-learner-007';

const learnersTable = (page: Page): Locator => page.getByTestId('table-group-learners');
const learnerRows = (page: Page): Locator => learnersTable(page).locator('tbody tr.plain-table-row');
const addInput = (page: Page): Locator => page.getByTestId('add-learners').getByRole('combobox');

/**
 * GraphQL requests that ask for something, told by a part of their text: the learners list by its
 * filter type, the settings form by a field only it reads, the save by its mutation.
 */
const LEARNERS_LIST = 'CompanyUserFilter';
const SETTINGS_FORM = 'weeklyScoresEmailDisabled';
const SETTINGS_SAVE = 'updateOneCompany';
const isOperation = (request: Request, marker: string): boolean =>
  request.url().includes('/graphql') && request.method() === 'POST' && (request.postData() ?? '').includes(marker);

/** Resolves once the page has sent no request of the operation for the given time. */
const quietFor = async (page: Page, marker: string, milliseconds: number): Promise<void> => {
  let last = Date.now();
  const listener = (request: Request) => {
    if (isOperation(request, marker)) last = Date.now();
  };
  page.on('request', listener);
  await expect.poll(() => Date.now() - last, { timeout: 15_000 }).toBeGreaterThanOrEqual(milliseconds);
  page.off('request', listener);
};

const learnersCount = (page: Page): Locator => page.getByTestId('group-learners-count').locator('.plain-statistic-value');

const openGroup = async (page: Page, path: string): Promise<void> => {
  await page.goto(path);
  await expect(page.getByTestId('group-header')).toBeVisible();
};

/** Searches the learners table for text and waits for the filtered answer. */
const searchLearners = async (page: Page, text: string): Promise<void> => {
  const answer = page.waitForResponse(
    (response) => isOperation(response.request(), LEARNERS_LIST) && (response.request().postData() ?? '').includes(text.toLowerCase()),
  );
  await learnersTable(page).getByTestId('table-search').fill(text);
  await learnersTable(page).getByTestId('table-search').press('Enter');
  await answer;
};

test('the learners search waits for 3 characters and 2 s, then shows only matching learners', async ({ page }) => {
  // The page's timers run on Playwright's clock: the debounce is checked by moving time, not by waiting.
  await page.clock.install();
  await signIn(page, 'manager@demo.test');
  await openGroup(page, SALES);
  await expect(learnerRows(page)).toHaveCount(10);
  await quietFor(page, LEARNERS_LIST, 1_500);
  const sent: string[] = [];
  page.on('request', (request) => {
    if (isOperation(request, LEARNERS_LIST)) sent.push(request.postData() ?? '');
  });
  const search = learnersTable(page).getByTestId('table-search');
  await search.pressSequentially('ro');
  await page.clock.fastForward(3_000);
  expect(sent, 'two characters send nothing').toHaveLength(0);

  await search.pressSequentially('s');
  await page.clock.fastForward(1_500);
  expect(sent, 'nothing before 2 s').toHaveLength(0);
  await page.clock.fastForward(600);
  await expect.poll(() => sent.length).toBe(1);
  expect(sent[0]).toContain('%ros%');
  // One search, one request: saving the table state in the address does not fetch again.
  await expect(learnerRows(page).first()).toContainText(/ros/i);
  await page.clock.fastForward(1_000);
  expect(sent).toHaveLength(1);

  const rows = learnerRows(page);
  await expect(rows.first()).toContainText(/ros/i);
  const texts = await rows.allInnerTexts();
  expect(texts.length).toBeGreaterThan(0);
  expect(texts.length).toBeLessThan(10);
  for (const text of texts) expect(text.toLowerCase()).toContain('ros');
  await expect(learnersTable(page)).toContainText('learner007@demo.test');
});

test('an invalid e-mail opens the Invalid email dialog and adds nobody; a valid one invites the person', async ({ page }) => {
  await signIn(page, 'manager@demo.test');
  await openGroup(page, SALES);
  const before = await learnersCount(page).innerText();
  const added: string[] = [];
  page.on('request', (request) => {
    if (isOperation(request, 'AddCompanyUsers')) added.push(request.postData() ?? '');
  });

  await addInput(page).fill('not-an-email');
  await page.getByTestId('add-learner-submit').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Invalid email');
  await expect(dialog).toContainText('please check for typos and try again');
  await dialog.getByRole('button').last().click();
  await expect(dialog).toBeHidden();
  expect(added, 'nothing was sent').toHaveLength(0);
  await expect(learnersCount(page)).toHaveText(before);

  await addInput(page).fill('  curator@demo.test ');
  await page.getByTestId('add-learner-submit').click();
  // Consent first: the person joins when they accept (issue 16), so the group is unchanged for now.
  await expect(page.getByText('Invited (they join when they accept): curator@demo.test')).toBeVisible();
  expect(added).toHaveLength(1);
  expect(added[0]).toContain('"curator@demo.test"');
  await expect(learnersCount(page)).toHaveText(before);
});

test('Enter submits the typed e-mail after 1.5 s, and suggestions appear from 3 characters', async ({ page }) => {
  await page.clock.install();
  await signIn(page, 'manager@demo.test');
  await openGroup(page, '/organization/org-acme/company/company-acme-marketing');
  const suggestions: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/users/autocomplete')) suggestions.push(request.url());
  });
  await addInput(page).pressSequentially('le');
  await page.clock.fastForward(1_500);
  expect(suggestions, 'no suggestions below 3 characters').toHaveLength(0);
  await addInput(page).pressSequentially('arner003@demo.test');
  await expect(page.getByTestId('add-learners').getByRole('listbox')).toContainText('learner003@demo.test');
  // One request for the text as it stood 1 s after typing stopped, none per keystroke.
  expect(suggestions).toHaveLength(1);
  expect(suggestions[0]).toContain('searchText=learner003%40demo.test');

  const adds: string[] = [];
  page.on('request', (request) => {
    if (isOperation(request, 'AddCompanyUsers')) adds.push(request.postData() ?? '');
  });
  await addInput(page).press('Enter');
  await page.clock.fastForward(1_200);
  expect(adds, 'nothing before 1.5 s').toHaveLength(0);
  await page.clock.fastForward(400);
  await expect.poll(() => adds.length).toBe(1);
  await expect(page.getByText('Invited (they join when they accept): learner003@demo.test')).toBeVisible();
});

test('a person invited in one browser accepts in another, and appears in the group without a reload', async ({ browser }) => {
  const manager = await (await browser.newContext()).newPage();
  const invitee = await (await browser.newContext()).newPage();
  await signIn(manager, 'manager@demo.test');
  await openGroup(manager, SALES);
  await searchLearners(manager, 'learner286');
  await expect(learnerRows(manager)).toHaveCount(0);

  await addInput(manager).fill('learner286@demo.test');
  await manager.getByTestId('add-learner-submit').click();
  await expect(manager.getByText('Invited (they join when they accept): learner286@demo.test')).toBeVisible();

  // The invited person sees the invitation on their welcome page and accepts it.
  await signIn(invitee, 'learner286@demo.test');
  const invitations = invitee.getByTestId('pending-invitations');
  await expect(invitations).toContainText('Acme Learning · Sales Team');
  await expect(invitations).toContainText('Invited to join as a learner');
  await invitations.getByRole('button', { name: 'Accept' }).click();
  await expect(invitee.getByText('You joined Acme Learning.')).toBeVisible();
  await expect(invitations).toBeHidden();
  await expect(invitee.getByTestId('welcome-list')).toContainText('Acme Learning');

  await expect(learnersTable(manager)).toContainText('learner286@demo.test', { timeout: 5_000 });
  await manager.context().close();
  await invitee.context().close();
});

test('a learner disabled in one browser shows as inactive in another without a reload', async ({ browser }) => {
  const first = await (await browser.newContext()).newPage();
  const second = await (await browser.newContext()).newPage();
  await signIn(first, 'manager@demo.test');
  await signIn(second, 'manager@demo.test');
  await openGroup(first, SALES);
  await openGroup(second, SALES);
  await searchLearners(first, 'learner014');
  await searchLearners(second, 'learner014');
  const rowIn = (page: Page) => learnerRows(page).filter({ hasText: 'learner014@demo.test' });
  await expect(rowIn(second)).toContainText('Active');

  await rowIn(first).getByRole('button', { name: 'Disable' }).click();
  await first.getByTestId('confirm-question').getByRole('button', { name: 'Yes' }).click();
  await expect(first.getByText('Learner disabled')).toBeVisible();

  await expect(rowIn(second)).toContainText('Inactive', { timeout: 5_000 });
  await first.context().close();
  await second.context().close();
});

test('removing a learner says so and takes the row away', async ({ page }) => {
  await signIn(page, 'manager@demo.test');
  await openGroup(page, SALES);
  await searchLearners(page, 'learner021');
  const row = learnerRows(page).filter({ hasText: 'learner021@demo.test' });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Remove' }).click();
  await page.getByTestId('confirm-question').getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('user successfully removed from group', { exact: true })).toBeVisible();
  await expect(learnersTable(page)).not.toContainText('learner021@demo.test');
});

test('a group name ending with a dot is refused on screen and not saved', async ({ page }) => {
  await signIn(page, 'manager@demo.test');
  await openGroup(page, SALES);
  await page.getByRole('tab', { name: 'Settings' }).click();
  const form = page.getByTestId('form-companies');
  const name = form.getByLabel('Name', { exact: true });
  await expect(name).toHaveValue('Sales Team');
  // The form fills itself from the server's answer; type once that has settled.
  await quietFor(page, SETTINGS_FORM, 1_000);
  const saves: string[] = [];
  page.on('request', (request) => {
    if (isOperation(request, SETTINGS_SAVE)) saves.push(request.postData() ?? '');
  });

  await name.fill('Sales Team.');
  await expect(name).toHaveValue('Sales Team.');
  await form.getByTestId('form-save').click();
  // The form's own rule answered: the save never left the browser.
  await expect(form.getByText('Name must not end with a dot.')).toBeVisible();
  expect(saves).toHaveLength(0);

  await page.reload();
  await expect(page.getByTestId('group-name')).toHaveText('Sales Team');
});

test('an agent sees their group settings read-only and cannot open a group that is not theirs', async ({ page }) => {
  await signIn(page, 'agent@demo.test');
  await openGroup(page, SALES);
  await expect(page.getByTestId('add-learners')).toBeVisible();
  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(page.getByTestId('settings-read-only')).toBeVisible();
  const form = page.getByTestId('form-companies');
  await expect(form.getByLabel('Name', { exact: true })).toHaveValue('Sales Team');
  await expect(form.getByLabel('Name', { exact: true })).toBeDisabled();
  await expect(form.getByTestId('form-save')).toHaveCount(0);

  // Engineering is not the agent's: the route's role gate (manager of the workspace or agent of
  // the group) turns them away before the page asks the server, so the group never shows.
  await page.goto(ENGINEERING);
  await expect(page.getByTestId('not-authorized')).toBeVisible();
  await expect(page.getByTestId('group-page')).toHaveCount(0);
  await expect(page.getByText('Engineering')).toHaveCount(0);
});

test('a group the server does not find shows the error panel instead of the group', async ({ page }) => {
  await signIn(page, 'manager@demo.test');
  await page.goto('/organization/org-acme/company/company-does-not-exist');
  await expect(page.getByTestId('query-error')).toBeVisible();
  await expect(page.getByTestId('query-error')).toContainText('error');
  await expect(page.getByTestId('group-page')).toHaveCount(0);
});

test('the test group offers no add-learner input and its program switches are disabled', async ({ page }) => {
  await signIn(page, 'manager@demo.test');
  await openGroup(page, TEST_GROUP);
  await expect(page.getByTestId('group-type-tag')).toHaveText('Test group');
  await expect(page.getByTestId('manual-edit-notice')).toBeVisible();
  await expect(page.getByTestId('add-learners')).toHaveCount(0);

  await page.getByRole('tab', { name: 'Programs' }).click();
  const switches = page.getByTestId('table-group-programs').getByRole('switch');
  await expect(switches).not.toHaveCount(0);
  for (const item of await switches.all()) await expect(item).toBeDisabled();

  // In an ordinary group the same switches work.
  await openGroup(page, SALES);
  await page.getByRole('tab', { name: 'Programs' }).click();
  await expect(page.getByTestId('table-group-programs').getByRole('switch').first()).toBeEnabled();
});

test('the learner page lists the groups of learner007 and exports them as a CSV with a BOM', async ({ page }) => {
  await signIn(page, 'manager@demo.test');
  await page.goto(LEARNER_007);
  await expect(page.getByTestId('learner-name')).toHaveText(/\S/);
  const groups = page.getByTestId('learner-groups');
  await expect(groups.getByRole('link', { name: 'Sales Team' })).toHaveAttribute(
    'href',
    '/organization/org-acme/company/company-acme-sales/users/user-learner-007',
  );
  await expect(groups.getByRole('link', { name: 'Everyone at Acme' })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByTestId('learner-groups-export').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('learner007@demo.test-groups.csv');
  const content = readFileSync(await download.path());
  expect([...content.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = content
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r\n/);
  expect(lines[0]).toBe('Group Id,Group Name,Minutes Spent,Completed Sessions,Average Completion');
  expect(lines.some((line) => line.startsWith('company-acme-sales,Sales Team,'))).toBe(true);

  // Under a group, the page links back to it.
  await groups.getByRole('link', { name: 'Sales Team' }).click();
  await page.getByTestId('back-to-group').click();
  await expect(page).toHaveURL(/\/organization\/org-acme\/company\/company-acme-sales(\?|$)/);
  await expect(page.getByTestId('group-name')).toHaveText('Sales Team');
});

test('the program page shows the sessions in order and a session lists its actions', async ({ page }) => {
  await signIn(page, 'manager@demo.test');
  await page.goto('/organization/org-acme/company/company-acme-sales/program/course-negotiation');
  await expect(page.getByTestId('program-title')).toHaveText('Negotiation in Practice');
  const sessions = page.getByTestId('program-sessions');
  await expect(sessions).toContainText('Sessions (5)');
  const rows = sessions.locator('tbody tr.plain-table-row');
  await expect(rows).toHaveCount(5);
  await expect(rows.first()).toContainText('Session 1: Negotiation in Practice');
  await rows.first().getByRole('button', { name: 'Expand row' }).click();
  await expect(page.getByTestId('session-actions-course-negotiation-ch1')).toContainText('Step 1');
  await expect(page.getByTestId('breadcrumb-group')).toHaveText('Sales Team');
});

test("the group's tabs follow the arrow keys, and a tab's panel keeps what was typed in it", async ({ page }) => {
  await signIn(page, 'manager@demo.test');
  await openGroup(page, SALES);
  const learners = page.getByRole('tab', { name: 'Learners' });
  await expect(learners).toHaveAttribute('aria-selected', 'true');
  await addInput(page).fill('kept@example.com');
  await learners.focus();
  await page.keyboard.press('ArrowRight');
  const programs = page.getByRole('tab', { name: 'Programs' });
  await expect(programs).toBeFocused();
  await expect(programs).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Programs' }).getByTestId('table-group-programs')).toBeVisible();
  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Home');
  await expect(learners).toHaveAttribute('aria-selected', 'true');
  // Only the open tab is a tab stop; the learners' panel kept its add box's text.
  await expect(page.getByRole('tab', { name: 'Programs' })).toHaveAttribute('tabindex', '-1');
  await expect(addInput(page)).toHaveValue('kept@example.com');
});
