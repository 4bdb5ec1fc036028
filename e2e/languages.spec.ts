import { expect, test } from './fixtures';

const SCHEDULE = 'schedule/point-to-point-schedule';

test.describe('languages', () => {
  // A visitor whose browser prefers Korean.
  test.use({ locale: 'ko-KR' });

  test('start in the browser language, switch in the header, keep the choice across reloads', async ({
    page,
    expectNoAxeViolations,
  }) => {
    await page.goto(SCHEDULE);
    await expect(page.getByRole('heading', { level: 1, name: '구간별 스케줄' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    await expect(page).toHaveTitle('구간별 스케줄 | ONE');
    await expect(page.getByRole('combobox', { name: /^출발지/ })).toBeVisible();
    await expectNoAxeViolations('schedule page in Korean');

    // The header's language switch changes the language at once and keeps the choice.
    await page.getByRole('combobox', { name: '언어' }).selectOption('ja');
    await expect(page.getByRole('heading', { level: 1, name: 'ポイント・トゥ・ポイント スケジュール' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'ポイント・トゥ・ポイント スケジュール' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: '言語' })).toHaveValue('ja');

    await page.getByRole('combobox', { name: '言語' }).selectOption('zh');
    await expect(page.getByRole('heading', { level: 1, name: '点到点船期' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: '点到点船期' })).toBeVisible();
    await expectNoAxeViolations('schedule page in Simplified Chinese');
  });
});
