import AxeBuilder from '@axe-core/playwright';
import { expect, Page } from '@playwright/test';

/** The WCAG 2.0, 2.1 and 2.2 A and AA rules (issue 27): what the dashboard is held to. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The rules Lighthouse's accessibility score runs that the WCAG tags leave out (axe's best
 * practices and experimental rules): Lighthouse counts them whatever their impact, so any
 * violation of these fails here too. Target size (24 px, WCAG 2.2) is among the WCAG rules.
 */
export const LIGHTHOUSE_RULES = [
  'accesskeys',
  'aria-allowed-role',
  'aria-dialog-name',
  'aria-text',
  'aria-treeitem-name',
  'empty-heading',
  'heading-order',
  'image-redundant-alt',
  'label-content-name-mismatch',
  'landmark-one-main',
  'skip-link',
  'tabindex',
  'table-duplicate-name',
  'meta-viewport',
  'target-size',
];

/** One element that breaks one rule on one screen. */
export type Violation = { screen: string; rule: string; impact: string; target: string; summary: string };

/** Resolves once the condition holds, or after the time given (false then): a slow screen is scanned as it is. */
const within = async (condition: Promise<unknown>): Promise<boolean> =>
  condition.then(
    () => true,
    (error: unknown) => {
      if (error instanceof Error && /Timeout/i.test(error.name + error.message)) return false;
      throw error;
    },
  );

/** Requests in flight per page, counted from Playwright's events (a navigation inside the app has no load event to wait for). */
const inFlight = new WeakMap<Page, Set<unknown>>();

/** Starts counting the page's requests; settle() then waits for them. WebSocket traffic is not a request. */
export const trackRequests = (page: Page): void => {
  if (inFlight.has(page)) return;
  const pending = new Set<unknown>();
  inFlight.set(page, pending);
  page.on('request', (request) => pending.add(request));
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
};

/** No request in flight for this long: the screen has asked for what it shows. */
const QUIET_MS = 250;

const networkQuiet = async (page: Page, timeout: number): Promise<void> => {
  const pending = inFlight.get(page);
  if (!pending) {
    await page.waitForLoadState('networkidle', { timeout });
    return;
  }
  const deadline = Date.now() + timeout;
  const next = (event: 'request' | 'requestfinished', wait: number) =>
    (event === 'request' ? page.waitForEvent('request', { timeout: wait }) : page.waitForEvent('requestfinished', { timeout: wait })).then(
      () => true,
      () => false,
    );
  for (;;) {
    const left = deadline - Date.now();
    if (left <= 0) throw new Error('Timeout: requests still in flight');
    // Events, not sleeps: wait for what is in flight to finish, then for a quiet moment with nothing new.
    if (pending.size > 0) await next('requestfinished', Math.min(left, 1_000));
    else if (!(await next('request', Math.min(left, QUIET_MS)))) return;
  }
};

/**
 * Waits until the screen shows its data: no request in flight, no spinner or skeleton, and no
 * animation running (a modal or popover fading in would be measured half transparent). A screen
 * still loading after that (a slow count on a busy machine, an endless pulse) is scanned as it is.
 */
export const settle = async (page: Page): Promise<void> => {
  await within(networkQuiet(page, 10_000));
  await within(
    expect(page.locator('.ant-spin-spinning, .ant-skeleton-active, .plain-spinner, .plain-skeleton, .plain-skeleton-line')).toHaveCount(0, { timeout: 15_000 }),
  );
  await within(page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'), undefined, { timeout: 5_000 }));
};

/**
 * Opens an address of the app as a link inside it would (history and popstate, which react-router
 * follows): no reload of the whole app per screen. Falls back to a page load when the app is not
 * loaded yet.
 */
export const visit = async (page: Page, path: string): Promise<void> => {
  const inApp = await page.evaluate(() => !!document.querySelector('#root > *')).catch(() => false);
  if (!inApp) {
    await page.goto(path);
  } else {
    await page.evaluate((target) => {
      window.history.pushState(null, '', target);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  }
  await settle(page);
};

/**
 * What the screen is made of, without its data: each element's tag, classes, role, ARIA attribute
 * names and whether it has a name (text, aria-label, title, alt), deduplicated. Two screens with the
 * same makeup break the same rules (the generic list of two resources with the same cell kinds), so
 * the second is not scanned again; a screen with anything new (a tag cell, a chip, an unnamed link)
 * is.
 */
export const makeup = async (page: Page): Promise<string> =>
  page.evaluate(() => {
    const shapes = new Set<string>();
    for (const element of document.body.querySelectorAll('*')) {
      const aria = [...element.attributes]
        .map((attribute) => attribute.name)
        .filter((name) => name.startsWith('aria-') || name === 'role' || name === 'tabindex')
        .sort();
      const named = !!(element.textContent?.trim() || element.getAttribute('aria-label') || element.getAttribute('title') || element.getAttribute('alt'));
      shapes.add(`${element.tagName}.${[...element.classList].sort().join('.')}[${aria.join(',')}]${element.getAttribute('role') ?? ''}${named ? '' : '!'}`);
    }
    shapes.add(`lang=${document.documentElement.lang}`);
    return [...shapes].sort().join('\n');
  });

const RULES_AT_ANY_IMPACT = new Set(LIGHTHOUSE_RULES);

/**
 * The critical and serious violations of the WCAG A/AA rules on what the page shows now; with
 * `lighthouse`, any of Lighthouse's further rules too; `skipRules` are left out.
 */
export const scan = async (page: Page, screen: string, lighthouse = false, skipRules: readonly string[] = []): Promise<Violation[]> => {
  await settle(page);
  const rules = {
    ...(lighthouse ? Object.fromEntries(LIGHTHOUSE_RULES.map((rule) => [rule, { enabled: true }])) : {}),
    ...Object.fromEntries(skipRules.map((rule) => [rule, { enabled: false }])),
  };
  const results = await new AxeBuilder({ page }).options({ runOnly: { type: 'tag', values: WCAG_TAGS }, rules }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious' || RULES_AT_ANY_IMPACT.has(violation.id))
    .flatMap((violation) =>
      violation.nodes.map((node) => ({
        screen,
        rule: violation.id,
        impact: violation.impact ?? '',
        target: node.target.join(' '),
        summary: (node.failureSummary ?? violation.help).replace(/\s+/g, ' ').slice(0, 300),
      })),
    );
};

/**
 * What Lighthouse checks of a page beyond axe's rules, as violations: one h1, a document title
 * that is not the bare product name, the html's lang as the language shown.
 */
export const pageChecks = async (page: Page, screen: string, language: string): Promise<Violation[]> => {
  const facts = await page.evaluate(() => ({ headings: document.querySelectorAll('h1').length, title: document.title, lang: document.documentElement.lang }));
  const found: Violation[] = [];
  const add = (rule: string, summary: string) => found.push({ screen, rule, impact: 'serious', target: 'html', summary });
  if (facts.headings !== 1) add('one-h1', `${facts.headings} h1 elements`);
  // documentTitle() joins the screen, the workspace and the product with ' · ': the product alone names no screen.
  if (!facts.title.includes(' · ')) add('document-title-names-screen', `the title is "${facts.title}"`);
  if (facts.lang !== language) add('html-lang-shown', `lang is "${facts.lang}", the page is in ${language}`);
  return found;
};

/** A readable list: a line per element, grouped under each screen. */
export const describeViolations = (violations: Violation[]): string =>
  violations.map((violation) => `[${violation.impact}] ${violation.screen} :: ${violation.rule} :: ${violation.target} :: ${violation.summary}`).join('\n');
