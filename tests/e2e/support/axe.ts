import AxeBuilder from '@axe-core/playwright';
import { expect, Page } from '@playwright/test';

/** The WCAG 2.0, 2.1 and 2.2 A and AA rules (issue 27): what the dashboard is held to. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

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

/**
 * Waits until the screen shows its data: no request in flight, no spinner or skeleton, and no
 * animation running (a modal or popover fading in would be measured half transparent). A screen
 * still loading after that (a slow count on a busy machine, an endless pulse) is scanned as it is.
 */
export const settle = async (page: Page): Promise<void> => {
  await within(page.waitForLoadState('networkidle', { timeout: 10_000 }));
  await within(expect(page.locator('.ant-spin-spinning, .ant-skeleton-active, .plain-spinner')).toHaveCount(0, { timeout: 15_000 }));
  await within(page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'), undefined, { timeout: 5_000 }));
};

/** The critical and serious violations of the WCAG A/AA rules on what the page shows now. */
export const scan = async (page: Page, screen: string): Promise<Violation[]> => {
  await settle(page);
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
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

/** A readable list: a line per element, grouped under each screen. */
export const describeViolations = (violations: Violation[]): string =>
  violations.map((violation) => `[${violation.impact}] ${violation.screen} :: ${violation.rule} :: ${violation.target} :: ${violation.summary}`).join('\n');
