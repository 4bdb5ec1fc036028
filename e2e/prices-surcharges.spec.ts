import { stat } from 'node:fs/promises';

import type { Locator, Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { isPhone } from './layout-locators';

/*
 * The public surcharge pages, on desktop (tables) and phone (cards): the surcharge code
 * inquiry finds BAF by its code and by "bunker", the tariff surcharge search lists Busan's terminal handling in KRW
 * for Busan -> Rotterdam, dry 40' high cube, survives a reload and downloads its workbook.
 */

const INQUIRY = './prices/surcharge-code-inquiry';
const TARIFF = './prices/rate-tariff/surcharge-search';

/** One result of a list or table named `name`: the row (desktop) or card (phone) that starts with `code`. */
function resultOf(page: Page, name: string, code: string): Locator {
  return isPhone(page)
    ? page
        .getByRole('list', { name })
        .getByRole('listitem')
        .filter({ hasText: new RegExp(`^${code}\\b`) })
    : page.getByRole('table', { name }).getByRole('row', { name: new RegExp(`^${code}\\b`) });
}

/** The codes shown in the inquiry's results, in order. */
async function shownCodes(page: Page): Promise<string[]> {
  const cells = isPhone(page)
    ? page.getByRole('list', { name: 'Surcharge codes' }).getByRole('listitem').getByRole('heading')
    : page.getByRole('table', { name: 'Surcharge codes' }).getByRole('rowheader');
  return (await cells.allTextContents()).map((text) => text.trim().split(/\s/)[0] ?? '');
}

async function searchCodes(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Code or name' }).fill(text);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

test.describe('surcharge code inquiry', () => {
  test('lists every code, finds BAF by its code and by "bunker", and says what to do when nothing matches', async ({
    page,
    expectNoAxeViolations,
  }) => {
    await page.goto(INQUIRY);
    await expect(page.getByRole('heading', { level: 1, name: 'Surcharge Code Inquiry' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Searching surcharge codes' })).toBeVisible();
    await expectNoAxeViolations('spinner');
    await expect(page.getByText(/^All \d+ surcharge codes$/)).toBeVisible();
    expect((await shownCodes(page)).length).toBeGreaterThanOrEqual(25);
    await expectNoAxeViolations('every code');

    await searchCodes(page, 'BAF');
    await expect(page).toHaveURL(/\/prices\/surcharge-code-inquiry\?q=BAF$/);
    await expect(page.getByText('1 surcharge code matches “BAF”')).toBeVisible();
    await expect(resultOf(page, 'Surcharge codes', 'BAF')).toContainText('Bunker Adjustment Factor');
    await expect(resultOf(page, 'Surcharge codes', 'BAF')).toContainText('Per TEU');

    await searchCodes(page, 'bunker');
    await expect(page.getByText(/surcharge codes match “bunker”/)).toBeVisible();
    expect(await shownCodes(page)).toContain('BAF');
    await expectNoAxeViolations('found by name');

    await page.reload();
    await expect(page.getByText(/surcharge codes match “bunker”/)).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Code or name' })).toHaveValue('bunker');

    await searchCodes(page, 'zzzz');
    await expect(page.getByText(/No surcharge code matches “zzzz”\. Check the spelling/)).toBeVisible();
    await expectNoAxeViolations('nothing found');
  });
});

test.describe('tariff surcharge search', () => {
  test("Busan to Rotterdam, dry 40' high cube: terminal handling in KRW at Busan, the same after a reload, and the workbook", async ({
    page,
    expectNoAxeViolations,
  }) => {
    await page.goto(TARIFF);
    await expect(page.getByRole('heading', { level: 1, name: 'Tariff Surcharge Search' })).toBeVisible();
    // The application date starts at today (2026-11-21 in Singapore at the e2e's fixed "now").
    await expect(page.getByRole('textbox', { name: /^Application date/ })).toHaveValue('2026-11-21');
    await expectNoAxeViolations('empty form');

    const origin = page.getByRole('combobox', { name: /^Origin/ });
    await origin.fill('busan');
    await page.getByRole('option', { name: /Busan, South Korea/ }).click();
    await expect(origin).toHaveValue('Busan, South Korea');

    // The same port at both ends is refused at the destination field.
    const destination = page.getByRole('combobox', { name: /^Destination/ });
    await destination.fill('busan');
    await page.getByRole('option', { name: /Busan, South Korea/ }).click();
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(destination).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Origin and destination are the same port. Choose another destination.')).toBeVisible();
    await expectNoAxeViolations('same port');

    // Deleting the chosen port first: LocationCombobox drops text that replaces a chosen port in one edit (reported).
    await destination.clear();
    await destination.fill('rotter');
    await page.getByRole('option', { name: /Rotterdam, Netherlands/ }).click();
    await expect(destination).toHaveValue('Rotterdam, Netherlands');
    await page.getByRole('combobox', { name: 'Cargo type' }).selectOption('DRY');
    await page.getByRole('combobox', { name: 'Container size-type' }).selectOption({ label: "40' high cube" });
    await page.getByRole('button', { name: 'Search', exact: true }).click();

    await expect(page).toHaveURL(
      /originCode=KRPUS&.*destinationCode=NLRTM&.*cargoType=DRY&isoEquipmentCode=45G1&applicationDate=2026-11-21$/,
    );
    const othc = resultOf(page, 'Charged at origin', 'OTHC');
    await expect(othc).toContainText('₩');
    await expect(othc).toContainText('Busan, South Korea');
    await expect(othc).toContainText('Prepaid');
    await expect(resultOf(page, 'Freight surcharges', 'BAF')).toBeVisible();
    await expectNoAxeViolations('results');
    // Readable on a phone: the page itself never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await page.reload();
    await expect(resultOf(page, 'Charged at origin', 'OTHC')).toContainText('₩');
    await expect(page.getByRole('combobox', { name: /^Origin/ })).toHaveValue('Busan, South Korea');

    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download (xlsx)' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe('ONE Tariff Surcharges KRPUS to NLRTM 45G1 DRY 2026-11-21.xlsx');
    expect((await stat(await download.path())).size).toBeGreaterThan(0);
    await expect(page.getByRole('status').filter({ hasText: /^Saved / })).toBeVisible();
    await expectNoAxeViolations('downloaded');
  });
});
