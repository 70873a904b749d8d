import { readFileSync } from 'node:fs';

import { expect, Page, test } from '@playwright/test';

import { backToEnglishAfterEach, chooseLanguage } from './support/language';
import { chooseFilterField } from './support/filter-field';
import { signIn } from './support/sign-in';

backToEnglishAfterEach(test);

/**
 * The generic form and table filters: the server's defaults and limits shown (nothing cut), a list
 * of strings edited item by item, a rule across fields under its field, an enum filtered by its
 * values' labels, and a search with no match that says so. In English and Korean.
 */
const CERTIFICATES = '/organization/org-acme/manage/certificateTemplates';
const form = (page: Page) => page.getByTestId('form-certificateTemplates');
const rows = (page: Page) => page.getByTestId('table-certificateTemplates').locator('tbody tr.plain-table-row');
/** The layout column of every row (other spec files may have added certificates to the seed's two). */
const layouts = (page: Page) => rows(page).locator('td:nth-child(2)');
/** The message antd shows under one field. */
const messageUnder = (page: Page, label: string) =>
  page.locator('.ant-form-item', { has: page.getByLabel(label, { exact: true }) }).locator('.ant-form-item-explain-error');

/** The message the plain form shows under one field (the workspace settings are drawn without antd). */
const plainMessageUnder = (page: Page, label: string) =>
  page.locator('.plain-form-item', { has: page.getByLabel(label, { exact: true }) }).locator('.plain-form-message');
/** A typed list's items, as its chips show them. */
const listItems = (page: Page, name: string) => page.getByTestId(`list-${name}`).getByRole('listitem');

/** An option of the open dropdown (the chosen value also carries its title). */
const option = (page: Page, title: string) => page.locator(`.ant-select-item-option[title="${title}"]`);

/** Korean from the next page on, chosen as a person does (support/language.ts); call it signed in. */
const inKorean = (page: Page) => chooseLanguage(page, 'ko');

test("a new certificate starts with the server's defaults, refuses an over-long name without cutting it, and shows a rule across fields under its field", async ({
  page,
}) => {
  await signIn(page, 'manager@demo.test');
  await page.goto(`${CERTIFICATES}/create`);
  // The server's defaults: layout classic, passing score 80, not the default certificate.
  await expect(form(page).locator('.ant-form-item', { has: page.getByLabel('Layout', { exact: true }) })).toContainText('Classic');
  await expect(page.getByLabel('Passing score (%)')).toHaveValue('80');
  await expect(page.getByLabel('Default', { exact: true })).not.toBeChecked();

  // 205 characters where 200 fit: all of them stay, with the limit and the message.
  const longName = `Leadership ${'x'.repeat(194)}`;
  await page.getByLabel('Name', { exact: true }).fill(longName);
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(longName);
  await expect(messageUnder(page, 'Name')).toHaveText('Name must be at most 200 characters.');
  await expect(form(page)).toContainText('205 / 200');
  await page.getByLabel('Signer', { exact: true }).fill('Mina Park');

  // A default certificate names no program: the rule's message sits under Program as soon as both are set.
  await page.getByLabel('Default', { exact: true }).check();
  await page.getByLabel('Program').click();
  await page.getByTitle('Negotiation in Practice', { exact: true }).click();
  const ruleMessage = 'A default certificate applies to every program: leave the program empty.';
  await expect(messageUnder(page, 'Program')).toHaveText(ruleMessage);
  await page.getByTestId('form-save').click();
  await expect(page).toHaveURL(`${CERTIFICATES}/create`);
  await page.screenshot({ path: 'test-results/shots/form-certificate-en.png', fullPage: true });
  // Unticking Default clears it, without touching the program.
  await page.getByLabel('Default', { exact: true }).uncheck();
  await expect(messageUnder(page, 'Program')).toHaveCount(0);

  await page.getByLabel('Name', { exact: true }).fill('Leadership award');
  await page.getByTestId('form-save').click();
  await expect(page).toHaveURL(new RegExp(`${CERTIFICATES}/[^/]+$`));
  // The detail page shows the layout by its label, not its code.
  const details = page.getByTestId('show-certificateTemplates');
  await expect(details).toContainText('Classic');
  await expect(details).toContainText('80');
  await expect(details).not.toContainText('classic');
  await page.getByTestId('record-delete').click();
  await page.getByRole('button', { name: 'Delete' }).last().click();
  await expect(page).toHaveURL(new RegExp(`${CERTIFICATES}(\\?|$)`));
});

test('the same form in Korean names fields by their Korean labels', async ({ page }) => {
  await signIn(page, 'manager@demo.test');
  await inKorean(page);
  await page.goto(`${CERTIFICATES}/create`);
  await expect(page.getByLabel('통과 점수 (%)')).toHaveValue('80');
  await page.getByLabel('이름', { exact: true }).fill('가'.repeat(201));
  await expect(messageUnder(page, '이름')).toHaveText('이름은(는) 200자 이하여야 합니다.');
  await page.getByLabel('기본값', { exact: true }).check();
  await page.getByLabel('프로그램').click();
  await page.getByTitle('Negotiation in Practice', { exact: true }).click();
  await expect(messageUnder(page, '프로그램')).toHaveText('기본 수료증은 모든 프로그램에 적용됩니다. 프로그램을 비워 두세요.');
  await page.screenshot({ path: 'test-results/shots/form-certificate-ko.png', fullPage: true });
});

test('workspace settings: trusted domains are edited item by item from the keyboard, and an over-long client code is refused, not cut', async ({ page }) => {
  await signIn(page, 'manager@demo.test');
  await page.goto('/organization/org-acme#settings');
  const settings = page.getByTestId('form-organizations');
  await expect(settings.getByLabel('Name', { exact: true })).toHaveValue('Acme Learning');

  const clientCode = settings.getByLabel('Client code');
  const before = await clientCode.inputValue();
  await clientCode.fill('ACME2026ACME2026ACME2026X');
  await expect(clientCode).toHaveValue('ACME2026ACME2026ACME2026X');
  await expect(plainMessageUnder(page, 'Client code')).toHaveText('Client code allows only letters and numbers, at most 20 characters.');
  await page.getByTestId('form-save').click();
  await page.reload();
  await expect(clientCode).toHaveValue(before);

  // The list's typing is a labelled input: typed items end with Enter, a pasted list splits at commas.
  const domains = settings.getByLabel('Trusted domains', { exact: true });
  await domains.focus();
  await page.keyboard.type('acme.example');
  await page.keyboard.press('Enter');
  await page.keyboard.type('acme-learning.example, academy.example,');
  await expect(listItems(page, 'trustedDomains')).toHaveText(['acme.example', 'acme-learning.example', 'academy.example']);
  await expect(settings).toContainText('at most 200 items of 200 characters each');
  await page.keyboard.type(`${'d'.repeat(201)}.example`);
  await page.keyboard.press('Enter');
  await expect(plainMessageUnder(page, 'Trusted domains')).toHaveText('Trusted domains: each entry must be text of at most 200 characters.');
  // Backspace in the emptied input removes the last item.
  await page.keyboard.press('Backspace');
  await expect(plainMessageUnder(page, 'Trusted domains')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/shots/form-settings-list-en.png', fullPage: true });
  await page.getByTestId('form-save').click();
  await expect(page.getByText('Saved')).toBeVisible();
  await page.reload();
  await expect(listItems(page, 'trustedDomains')).toHaveText(['acme.example', 'acme-learning.example', 'academy.example']);

  // Emptied again, as seeded.
  await page.getByTestId('list-trustedDomains').getByRole('button', { name: 'Clear all' }).click();
  await expect(listItems(page, 'trustedDomains')).toHaveCount(0);
  await page.getByTestId('form-save').click();
  await expect(page.getByText('Saved')).toBeVisible();
});

test("workspace settings are drawn without antd's form: a pasted list, an item's remove button, a colour typed and picked (issue 31)", async ({ page }) => {
  await signIn(page, 'manager@demo.test');
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/organization/org-acme#settings');
  const settings = page.getByTestId('form-organizations');
  await expect(settings.getByLabel('Name', { exact: true })).toHaveValue('Acme Learning');
  await page.waitForLoadState('networkidle');
  // antd's form (resource-form, or the plain form's antd fallback) is not fetched for this form's list and colours.
  expect(scripts.filter((path) => /\/(antd-)?resource-form-[\w-]+\.js$/.test(path))).toEqual([]);

  // A paste of "a, b" is two items at once.
  const domains = settings.getByLabel('Trusted domains', { exact: true });
  await domains.focus();
  await domains.evaluate((input) => {
    const data = new DataTransfer();
    data.setData('text', 'a.example, b.example');
    input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  });
  await expect(listItems(page, 'trustedDomains')).toHaveText(['a.example', 'b.example']);
  await expect(domains).toHaveValue('');
  // Each item has a remove button named after it; the typing goes on where it was.
  await settings.getByRole('button', { name: 'Remove a.example' }).click();
  await expect(listItems(page, 'trustedDomains')).toHaveText(['b.example']);
  await expect(domains).toBeFocused();
  // Typed text not ended with Enter or a comma is an item once the input is left.
  await page.keyboard.type('c.example');
  await settings.getByLabel('Primary colour', { exact: true }).focus();
  await expect(listItems(page, 'trustedDomains')).toHaveText(['b.example', 'c.example']);

  // A colour's code is typed and judged as it is; the swatch beside it shows it, and a pick writes "#RRGGBB".
  const primary = settings.getByLabel('Primary colour', { exact: true });
  const swatch = settings.getByLabel('Pick Primary colour');
  await expect(primary).toHaveValue('#1E5EFF');
  await primary.fill('#12ab34');
  await expect(swatch).toHaveValue('#12ab34');
  await primary.fill('#12');
  await expect(plainMessageUnder(page, 'Primary colour')).toHaveText('Colors are hex codes like #1A2B3C, at most 7 characters.');
  await swatch.fill('#a0b1c2');
  await expect(primary).toHaveValue('#A0B1C2');
  await expect(plainMessageUnder(page, 'Primary colour')).toHaveCount(0);
});

test('an enum is filtered by its values, by label, with the six operators; a search with no match says so and clears', async ({ page }) => {
  await signIn(page, 'manager@demo.test');
  await page.goto(CERTIFICATES);
  // The seed's Acme Graduate (classic) and Leadership Circle (modern), at least.
  await expect(rows(page).filter({ hasText: 'Leadership Circle' })).toHaveCount(1);
  const all = await rows(page).count();
  await page.getByTestId('filter-button').click();
  await chooseFilterField(page, 'Layout');
  await page.getByTestId('filter-operator').click();
  for (const operator of ['equals', 'does not equal', 'greater than', 'at least', 'less than', 'at most']) await expect(option(page, operator)).toBeVisible();
  await option(page, 'does not equal').click();
  await page.getByTestId('filter-value').click();
  await expect(page.getByTitle('Modern', { exact: true })).toBeVisible();
  await page.screenshot({ path: 'test-results/shots/filter-enum-en.png' });
  await page.getByTitle('Classic', { exact: true }).click();
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('applied-filter')).toHaveText('Layout does not equal Classic');
  await expect(rows(page).filter({ hasText: 'Acme Graduate' })).toHaveCount(0);
  await expect(rows(page).filter({ hasText: 'Leadership Circle' })).toHaveCount(1);
  expect(new Set(await layouts(page).allInnerTexts())).toEqual(new Set(['Modern']));

  await page.getByTestId('table-search').fill('nothing like this');
  await page.getByTestId('table-search').press('Enter');
  await expect(page.getByTestId('table-no-match')).toContainText('Nothing matches this search or these filters.');
  await page.screenshot({ path: 'test-results/shots/table-no-match-en.png' });
  await page.getByTestId('table-clear-narrowing').click();
  await expect(rows(page)).toHaveCount(all);
  await expect(page.getByTestId('applied-filter')).toHaveCount(0);
  await expect(page.getByTestId('table-search')).toHaveValue('');

  // The CSV names the layouts as the table does.
  const downloading = page.waitForEvent('download');
  await page.getByTestId('export-csv').click();
  const csv = readFileSync(await (await downloading).path(), 'utf8');
  const [header, ...lines] = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(header.split(',').slice(0, 2)).toEqual(['Name', 'Layout']);
  const cells = lines.map((line) => line.split(',').slice(0, 2));
  expect(cells).toContainEqual(['Acme Graduate', 'Classic']);
  expect(cells).toContainEqual(['Leadership Circle', 'Modern']);
  expect(cells.every(([, layout]) => ['Classic', 'Modern'].includes(layout))).toBe(true);
});

test('in Korean, the enum filter offers translated labels and the empty search says so in Korean', async ({ page }) => {
  await signIn(page, 'manager@demo.test');
  await inKorean(page);
  await page.goto(CERTIFICATES);
  await expect(rows(page).filter({ hasText: 'Leadership Circle' })).toHaveCount(1);
  await page.getByTestId('filter-button').click();
  await chooseFilterField(page, '레이아웃');
  await page.getByTestId('filter-value').click();
  await expect(page.getByTitle('모던', { exact: true })).toBeVisible();
  await page.screenshot({ path: 'test-results/shots/filter-enum-ko.png' });
  await page.getByTitle('모던', { exact: true }).click();
  await page.getByRole('button', { name: '적용' }).click();
  await expect(rows(page).filter({ hasText: 'Acme Graduate' })).toHaveCount(0);
  expect(new Set(await layouts(page).allInnerTexts())).toEqual(new Set(['모던']));
  await page.getByTestId('table-search').fill('없는 이름');
  await page.getByTestId('table-search').press('Enter');
  await expect(page.getByTestId('table-no-match')).toContainText('이 검색어나 필터에 맞는 항목이 없습니다.');
  await page.screenshot({ path: 'test-results/shots/table-no-match-ko.png' });
});

test('programs filter by a tag their list contains', async ({ page }) => {
  await signIn(page, 'super@demo.test');
  await page.goto('/programs');
  const table = page.locator('[data-testid^="table-programs"]');
  await expect(table.locator('tbody tr.plain-table-row').first()).toBeVisible();
  await page.getByTestId('filter-button').click();
  await chooseFilterField(page, 'Tags');
  await page.getByTestId('filter-operator').click();
  await expect(option(page, 'does not contain')).toBeVisible();
  await option(page, 'contains').click();
  await page.getByTestId('filter-value').fill('#sales');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('applied-filter')).toHaveText('Tags contains #sales');
  await expect(table).toContainText('Negotiation in Practice');
  await expect(table).not.toContainText('Leadership Essentials');
  await page.screenshot({ path: 'test-results/shots/filter-list-en.png' });
});

/** The curator's program and its status form, drawn without antd (plain-resource-form.tsx). */
const PROGRAM_STATUS = '/program/course-leadership-101/status';

test("the plain status form refuses a missing status under the field before saving, and says the server's refusal there too", async ({ page }) => {
  await signIn(page, 'curator@demo.test');
  await expect(page).toHaveURL(PROGRAM_STATUS);
  const status = page.getByTestId('form-courses').getByLabel('Status', { exact: true });
  await expect(status).toHaveValue('live');
  const saves: string[] = [];
  page.on('request', (request) => {
    if (request.postData()?.includes('UpdateCourse')) saves.push(request.postData() ?? '');
  });

  // A status is chosen, never typed: a select emptied by a script stands for input the form must refuse itself.
  await status.evaluate((select: HTMLSelectElement) => {
    select.selectedIndex = -1;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await page.getByTestId('form-save').click();
  await expect(status).toHaveAccessibleDescription('This field is required.');
  await expect(status).toHaveAttribute('aria-invalid', 'true');
  await expect(status).toBeFocused();
  expect(saves).toEqual([]);
  await status.selectOption({ label: 'Ready' });
  await expect(status).not.toHaveAttribute('aria-invalid');
  await expect(status).toHaveAccessibleDescription('');

  // What the form cannot send itself, the server refuses: a status no program may have, written
  // into the request on its way. Its message (about Status) shows under Status, not in a toast.
  await page.route('**/graphql', async (route) => {
    const body = route.request().postData() ?? '';
    if (!body.includes('UpdateCourse')) return route.fallback();
    await route.continue({ postData: body.replace('"status2":"ready"', '"status2":"retired"') });
  });
  await page.getByTestId('form-save').click();
  await expect(status).toHaveAccessibleDescription('Status must be one of: draft, pipeline, ready, live, archived.');
  await expect(status).toHaveAttribute('aria-invalid', 'true');
  await expect(status).toBeFocused();
  expect(saves).toHaveLength(1);
  await expect(page.getByText('Saved')).toHaveCount(0);
  await page.unroute('**/graphql');

  // Nothing was saved.
  await page.reload();
  await expect(status).toHaveValue('live');
  await expect(page.getByTestId('show-courses')).toContainText('Live');
});
