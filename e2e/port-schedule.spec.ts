import { expect, test } from './fixtures';
import { reviewScreenshot } from './review-screenshot';

/*
 * Fixed values of the mock carrier at the fixed "now" of every e2e run (FIXED_NOW in e2e/fixtures.ts, 2026-11-21
 * 02:00 UTC): Busan's 4 weeks from that day, 2026-11-21 to 2026-12-18, hold 236 calls of 54 services, 4 of them by
 * FE1 at terminal GCT. The mock's data modules read a JSON file that Node cannot import without an import attribute,
 * so the spec names what they give instead of computing it (tests/mocks/schedule/port-schedule.test.ts checks them).
 */
const BUSAN = {
  search: 'port=KRPUS&portNm=Busan%2C+South+Korea&from=2026-11-21&weeks=4',
  total: 236,
  service: 'FE1',
  serviceLabel: 'FE1 Far East - North Europe 1',
  serviceCalls: 4,
} as const;

test.describe('port schedule', () => {
  test('Busan for 4 weeks, filtered by one service, shows only that service', async ({
    page,
    expectNoAxeViolations,
  }, testInfo) => {
    // Three searches' worth of axe scans on a busy 2-core machine: more than the default 60 s.
    test.setTimeout(120_000);
    await page.goto('schedule/port-schedule');
    await page.getByRole('button', { name: 'Close cookie notice' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Port Schedule' })).toBeVisible();
    await expectNoAxeViolations('empty search');

    await page.getByRole('combobox', { name: /^Port/ }).fill('busan');
    await page.getByRole('option', { name: /Busan, South Korea/ }).click();
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`\\?${BUSAN.search.replace(/[+?]/g, '\\$&')}$`));
    // The mock dates a hub's 4 weeks in the browser: on a busy 2-core machine that outlasts the default 10 s.
    await expect(page.getByRole('status').filter({ hasText: / calls$/ })).toHaveText(
      `${BUSAN.total} of ${BUSAN.total} calls`,
      { timeout: 30_000 },
    );
    await expectNoAxeViolations('Busan for 4 weeks');

    await page.getByRole('combobox', { name: 'Service' }).selectOption({ label: BUSAN.serviceLabel });
    await expect(page.getByRole('status').filter({ hasText: / calls$/ })).toHaveText(
      `${BUSAN.serviceCalls} of ${BUSAN.total} calls`,
    );
    await expect(page).toHaveURL(new RegExp(`&svc=${BUSAN.service}$`));
    // A table on a desktop, cards on a phone (< 48rem): one row or card per call.
    const cards = page
      .getByRole('table', { name: 'Vessel calls' })
      .locator('tbody tr')
      .or(page.getByRole('list', { name: 'Vessel calls' }).locator(':scope > li'));
    await expect(cards).toHaveCount(BUSAN.serviceCalls);
    for (const call of await cards.all()) await expect(call).toContainText(BUSAN.service);
    await expectNoAxeViolations('Busan filtered by one service');
    await reviewScreenshot(page, testInfo, 'port-schedule', 'busan-fe1');

    // A reload shows the same search and filter.
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Service' })).toHaveValue(BUSAN.service, { timeout: 30_000 });
    await expect(cards).toHaveCount(BUSAN.serviceCalls);
  });

  test('the calls fit a 360 px wide phone', async ({ page, expectNoAxeViolations }, testInfo) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`schedule/port-schedule?${BUSAN.search}`);
    await page.getByRole('button', { name: 'Close cookie notice' }).click();
    await expect(page.getByRole('list', { name: 'Vessel calls' }).locator(':scope > li').first()).toBeVisible({
      timeout: 30_000,
    });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations('port calls at 360 px');
    await reviewScreenshot(page, testInfo, 'port-schedule', 'busan-360');
  });

  test('an old CUP_HOM_3007.do link lands on the native port schedule', async ({ page, expectNoAxeViolations }) => {
    await page.goto('ecom/CUP_HOM_3007.do');
    await expect(page).toHaveURL(/\/one-ecom\/schedule\/port-schedule$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Port Schedule' })).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
    await expectNoAxeViolations('port schedule from the legacy link');
  });
});
