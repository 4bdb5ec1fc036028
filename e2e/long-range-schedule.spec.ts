import ExcelJS from 'exceljs';

import { expect, test } from './fixtures';
import { pageWidthOverflow } from './page-width';
import { reviewScreenshot } from './review-screenshot';

/*
 * The long-range schedule at the fixed "now" of every e2e run (FIXED_NOW in e2e/fixtures.ts, 2026-11-21 02:00 UTC, so
 * the form's default start date is 2026-11-21). The journey compares the page's grid with the downloaded workbook,
 * which the mock builds from its own calls (mocks/schedule/data/long-range-export.ts): two implementations.
 */

test.describe('long-range schedule', () => {
  test('picks a service, shows its voyages as rows and ports as columns, and downloads the same grid', async ({
    page,
    expectNoAxeViolations,
  }, testInfo) => {
    test.setTimeout(120_000);
    await page.goto('schedule/long-range-schedule');
    await page.getByRole('button', { name: 'Close cookie notice' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Long Range Schedule' })).toBeVisible();
    await expectNoAxeViolations('empty search');

    await page.getByRole('combobox', { name: 'Trade lane' }).selectOption('ASIA_EUROPE');
    await page.getByRole('combobox', { name: 'Service' }).selectOption('FE4');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\?svc=FE4&from=2026-11-21&weeks=12$/);
    const grid = page.getByRole('table', { name: /Voyages of FE4/ });
    await expect(grid.getByRole('columnheader', { name: /KRPUS/ })).toBeVisible();
    const rows = grid.locator('tbody tr');
    await expect(rows.nth(11)).toBeVisible();
    const rowCount = await rows.count();
    const firstVessel = (await grid.getByRole('rowheader').first().innerText()).split('\n')[0] ?? '';
    await expectNoAxeViolations('FE4 over 12 weeks');
    await reviewScreenshot(page, testInfo, 'long-range-schedule', 'fe4');

    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download xlsx' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe('ONE Long Range Schedule FE4 20261121.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const sheet = workbook.getWorksheet('FE4');
    // Row 1 title, row 2 the header (Vessel, Voyage, one column per port), then one row per voyage as on the page.
    expect(sheet?.getRow(2).getCell(3).value).toBe('KRPUS Busan');
    expect(sheet?.rowCount).toBe(rowCount + 2);
    expect(sheet?.getRow(3).getCell(1).value).toBe(firstVessel.trim());

    // A coming call leads to its vessel's schedule (from the keyboard: on a phone the sticky column and header may
    // cover part of a cell that the frame scrolled to).
    await grid
      .getByRole('link', { name: /^Vessel schedule of/ })
      .first()
      .press('Enter');
    await expect(page).toHaveURL(/\/schedule\/vessel-schedule\?by=imo&vslImo=\d{7}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Vessel Schedule' })).toBeVisible();
  });

  test('the grid is usable on a 360 px phone: it scrolls sideways in its frame', async ({
    page,
    expectNoAxeViolations,
  }, testInfo) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('schedule/long-range-schedule?lane=ASIA_EUROPE&from=2026-11-21&weeks=4');
    await page.getByRole('button', { name: 'Close cookie notice' }).click();
    const frame = page.getByRole('region', { name: /Voyages of FE1/ });
    await expect(frame.getByRole('table')).toBeVisible();
    const overflow = await pageWidthOverflow(page);
    expect(overflow).toBeLessThanOrEqual(0);
    const scrolls = await frame.evaluate((element) => element.scrollWidth > element.clientWidth);
    expect(scrolls).toBe(true);
    await expectNoAxeViolations('a trade lane at 360 px');
    await reviewScreenshot(page, testInfo, 'long-range-schedule', 'lane-360');
  });

  test('an old CUP_HOM_3008.do link lands on the native long-range schedule', async ({
    page,
    expectNoAxeViolations,
  }) => {
    await page.goto('ecom/CUP_HOM_3008.do');
    await expect(page).toHaveURL(/\/one-ecom\/schedule\/long-range-schedule$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Long Range Schedule' })).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
    await expectNoAxeViolations('long-range schedule from the legacy link');
  });
});
