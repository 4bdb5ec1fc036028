import type { Locator, Page } from '@playwright/test';

import { expect, FIXED_NOW, test } from './fixtures';
import { waitForHomeLoaded } from './home-fixtures';

const DAY_MS = 24 * 60 * 60 * 1000;

const AREAS = [
  'Schedules',
  'Prices',
  'Booking',
  'Documentation',
  'Manage Shipment',
  'Tracking',
  'Delivery Orders',
  'e-Finance',
  'Reports',
  'Profile',
];

/**
 * What differs by layout, per Playwright project: the desktop menu is a disclosure panel (a navigation landmark,
 * focus stays on the toggle, one Tab reaches the first item); the phone menu is a modal drawer (focus starts on its
 * close button; Tab passes the scrollable body and the top links, which live in the drawer on phones).
 */
const LAYOUTS = {
  desktop: { menu: (page: Page) => page.getByRole('navigation', { name: 'Full menu' }), topLinks: [], tabs: 1 },
  mobile: {
    menu: (page: Page) => page.getByRole('dialog', { name: 'Full menu' }),
    topLinks: ['ONE Solutions', 'Support'],
    tabs: 4,
  },
} satisfies Record<string, { menu: (page: Page) => Locator; topLinks: string[]; tabs: number }>;

test.describe('shell', () => {
  test('the menu opens as a panel (desktop) or a drawer (phone), by mouse and keyboard', async ({
    page,
    expectNoAxeViolations,
  }, testInfo) => {
    const layout = LAYOUTS[testInfo.project.name as keyof typeof LAYOUTS];
    await page.goto('./');
    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    const menu = layout.menu(page);
    await expect(menu).toBeVisible();
    for (const area of AREAS) {
      await expect(menu.getByRole('heading', { level: 2, name: area })).toBeVisible();
    }
    for (const link of layout.topLinks) {
      await expect(menu.getByRole('link', { name: link })).toBeVisible();
    }
    await page.screenshot({ path: `test-results/shell-menu-${testInfo.project.name}.png` });
    await expectNoAxeViolations('menu open');

    // Escape closes and focus goes back to the toggle.
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    // Keyboard: Enter opens, Tab reaches the first item, Enter follows it and closes the menu.
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    for (let press = 0; press < layout.tabs; press += 1) await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Point to Point Schedule' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/one-ecom\/schedule\/point-to-point-schedule$/);
    await expect(menu).toBeHidden();

    // An item that needs login sends an anonymous user to the login page, returning to the item afterwards.
    await toggle.click();
    await menu.getByRole('link', { name: 'My Schedule (login required)' }).click();
    await expect(page).toHaveURL(/\/one-ecom\/login\?returnTo=%2Fecom%2FCUP_HOM_3010\.do$/);
  });

  test('the cookie bar docks above the footer, closes, and returns after 365 days', async ({
    page,
    expectNoAxeViolations,
  }, testInfo) => {
    await page.goto('./');
    await waitForHomeLoaded(page);
    const bar = page.getByRole('region', { name: 'Cookie notice' });
    await expect(bar).toBeVisible();
    // At the top of the page the bar sits on the bottom edge of the viewport (its own place is further down).
    const viewport = page.viewportSize();
    const stuckBox = await bar.boundingBox();
    expect(Math.round((stuckBox?.y ?? 0) + (stuckBox?.height ?? 0))).toBe(viewport?.height);
    expect((await page.getByRole('contentinfo').boundingBox())?.y).toBeGreaterThan(viewport?.height ?? 0);

    await page.evaluate(() => {
      window.scrollTo(0, document.body.scrollHeight);
    });
    // Scrolled to the end, it rests just above the footer.
    await expect(async () => {
      const docked = await bar.boundingBox();
      const footer = await page.getByRole('contentinfo').boundingBox();
      expect(Math.round((docked?.y ?? 0) + (docked?.height ?? 0))).toBe(Math.round(footer?.y ?? -1));
      expect(Math.round((docked?.y ?? 0) + (docked?.height ?? 0))).toBeLessThan(viewport?.height ?? 0);
    }).toPass();
    await page.screenshot({ path: `test-results/shell-footer-${testInfo.project.name}.png` });
    await expectNoAxeViolations('cookie bar docked');

    // The footer: current year, rules in a new tab.
    const footerRegion = page.getByRole('contentinfo');
    await expect(footerRegion).toContainText('© 2026 Ocean Network Express Pte. Ltd. All rights reserved.');
    const rules = footerRegion.getByRole('link', { name: 'Terms & Rules (opens in a new tab)' });
    await expect(rules).toHaveAttribute('target', '_blank');
    await expect(rules).toHaveAttribute('rel', /noopener/);
    await expect(rules).toHaveAttribute('href', '/one-ecom/terms-rules/general');

    await bar.getByRole('button', { name: 'Close cookie notice' }).click();
    await expect(bar).toBeHidden();
    await page.clock.setFixedTime(new Date(FIXED_NOW.getTime() + 364 * DAY_MS));
    await page.reload();
    await waitForHomeLoaded(page);
    await expect(bar).toBeHidden();
    await page.clock.setFixedTime(new Date(FIXED_NOW.getTime() + 365 * DAY_MS));
    await page.reload();
    await expect(bar).toBeVisible();
  });
});
