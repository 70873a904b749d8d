import { mkdirSync } from 'node:fs';

import { expect, Page, test } from '@playwright/test';

import { describeViolations, pageChecks, scan, trackRequests } from './support/axe';
import { signIn } from './support/sign-in';

/**
 * The manager's screens on a phone (360 px wide) and at 200 % zoom (a 1280 × 720 window at 200 %
 * is 640 × 360 CSS px), issue 27: no sideways scrolling of the page (a table scrolls inside its own
 * box), the sidebar is a drawer behind a named menu button, and the axe rules hold there too (tap
 * targets of at least 24 × 24 px, WCAG 2.2). Screenshots are saved under test-results/screens.
 */
const SCREENS = [
  { name: 'workspace', path: '/organization/org-acme', ready: 'workspace-header' },
  { name: 'group', path: '/organization/org-acme/company/company-acme-sales', ready: 'group-header' },
  { name: 'learner', path: '/organization/org-acme/company/company-acme-sales/users/user-learner-007', ready: 'learner-name' },
  { name: 'account', path: '/account', ready: 'sidebar-menu-button' },
] as const;

// Layout goes by CSS pixels; a pixel ratio of 1 keeps the full-page screenshots cheap.
const SIZES = [
  { name: 'phone', viewport: { width: 360, height: 740 }, deviceScaleFactor: 1 },
  { name: 'zoom-200', viewport: { width: 640, height: 360 }, deviceScaleFactor: 1 },
] as const;

const SHOTS = 'test-results/screens';

/** How far the page reaches past the window's right edge, in CSS px (0: no sideways scrolling). */
const overflow = (page: Page): Promise<number> => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.describe.configure({ mode: 'parallel' });

for (const size of SIZES) {
  test.describe(`the manager at ${size.name} (${size.viewport.width} px)`, () => {
    test.use({ viewport: size.viewport, deviceScaleFactor: size.deviceScaleFactor, reducedMotion: 'reduce' });

    test('no screen scrolls sideways, each is usable and passes the axe rules', async ({ page }) => {
      test.setTimeout(420_000);
      mkdirSync(SHOTS, { recursive: true });
      await signIn(page, 'manager@demo.test');
      trackRequests(page);
      const violations = [];
      for (const screen of SCREENS) {
        await page.goto(screen.path);
        await expect(page.getByTestId(screen.ready).first()).toBeVisible({ timeout: 30_000 });
        violations.push(...(await scan(page, `${screen.name} at ${size.name}`, true)), ...(await pageChecks(page, `${screen.name} at ${size.name}`, 'en')));
        await page.screenshot({ path: `${SHOTS}/${size.name}-${screen.name}.png`, fullPage: true });
        expect(await overflow(page), `${screen.name} scrolls sideways`).toBeLessThanOrEqual(0);
      }
      expect(violations, describeViolations(violations)).toEqual([]);
    });

    test('the sidebar is a drawer behind a named menu button: opened, followed and closed by keyboard', async ({ page }) => {
      test.setTimeout(120_000);
      await signIn(page, 'manager@demo.test');
      await page.goto('/organization/org-acme/company/company-acme-sales');
      await expect(page.getByTestId('group-header')).toBeVisible({ timeout: 30_000 });
      const menu = page.getByRole('button', { name: 'Menu' });
      const sidebar = page.getByRole('navigation', { name: 'Main navigation' });
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      await expect(sidebar).toBeHidden();

      // Opened by keyboard: focus moves into it; Escape closes it and gives focus back.
      await menu.focus();
      await page.keyboard.press('Enter');
      await expect(sidebar).toBeVisible();
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      await expect(sidebar.locator(':focus')).toHaveCount(1);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `${SHOTS}/${size.name}-drawer.png` });
      await page.keyboard.press('Escape');
      await expect(sidebar).toBeHidden();
      await expect(menu).toBeFocused();

      // No trap: tabbing past its last control closes it.
      await page.keyboard.press('Enter');
      await expect(sidebar).toBeVisible();
      for (let presses = 0; presses < 60 && (await sidebar.isVisible()); presses += 1) await page.keyboard.press('Tab');
      await expect(sidebar).toBeHidden();

      // A link in it leads to its screen and closes it.
      await menu.click();
      await sidebar.getByRole('link', { name: 'Groups' }).click();
      await expect(page).toHaveURL(/#groups$/);
      await expect(sidebar).toBeHidden();
    });
  });
}
