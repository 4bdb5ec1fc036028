import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';

const SCHEDULE = 'schedule/point-to-point-schedule';

/**
 * axe (WCAG 2.2 AA) on everything but the header. The header on this branch is the placeholder frame whose account
 * links fail colour contrast in every language (e2e/app-frame.spec.ts shows it too); the shell work replaces it.
 * TODO(lead, after merging the shell): use the fixture's expectNoAxeViolations here instead.
 */
async function expectNoAxeViolationsBelowHeader(page: Page, label: string) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .exclude('header')
    .analyze();
  expect(
    results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
    `axe violations in state "${label}"`,
  ).toEqual([]);
}

test.describe('languages', () => {
  // A visitor whose browser prefers Korean.
  test.use({ locale: 'ko-KR' });

  test('start in the browser language, keep a stored choice across reloads', async ({ page }) => {
    await page.goto(SCHEDULE);
    await expect(page.getByRole('heading', { level: 1, name: '구간별 스케줄' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    await expect(page).toHaveTitle('구간별 스케줄 | ONE');
    await expect(page.getByRole('combobox', { name: /^출발지/ })).toBeVisible();
    await expectNoAxeViolationsBelowHeader(page, 'schedule page in Korean');

    // The language switch stores the choice under this key (tests/components/language-switch.test.tsx covers the
    // control itself); a stored choice wins over the browser's language after a reload.
    await page.evaluate(() => {
      localStorage.setItem('one-ecom.language', 'ja');
    });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'ポイント・トゥ・ポイント スケジュール' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');

    await page.evaluate(() => {
      localStorage.setItem('one-ecom.language', 'zh');
    });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: '点到点船期' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
    await expectNoAxeViolationsBelowHeader(page, 'schedule page in Simplified Chinese');
  });
});
