import { expect, test } from './fixtures';

test.describe('app frame', () => {
  test('the home page leads to the schedule, and the logo leads home', async ({ page, expectNoAxeViolations }) => {
    await page.goto('./');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to ONE e-Commerce' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(
      '© 2026 Ocean Network Express Pte. Ltd. All rights reserved.',
    );
    await expectNoAxeViolations('home');
    await page.goto('schedule/point-to-point-schedule');
    await expect(page).toHaveTitle('Point to Point Schedule | ONE');
    await page.getByRole('link', { name: 'ONE e-Commerce home' }).click();
    await expect(page).toHaveURL(/\/one-ecom\/$/);
  });

  test('an unknown address shows a not-found page with a way home', async ({ page, expectNoAxeViolations }) => {
    await page.goto('no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expectNoAxeViolations('not found');
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to ONE e-Commerce' })).toBeVisible();
  });
});
