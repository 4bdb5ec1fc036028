import ExcelJS from 'exceljs';

import { expect, openSearchForm, test } from './fixtures';
import { pageWidthOverflow } from './page-width';

const PAGE = 'schedule/point-to-point-schedule';

/** A shared link to a Busan -> Rotterdam search (CY both ends) over the given dates. */
function busanRotterdamLink(from: string, to: string, extra = '') {
  return (
    `${PAGE}?oriLocNmParam=Busan%2C+South+Korea&oriLocCdParam=KRPUS&oriTermCdPara=Y` +
    `&destLocNmParam=Rotterdam%2C+Netherlands&destLocCdParam=NLRTM&desTermCdPara=Y` +
    `&frmDtParam=${from}&toDtParam=${to}&cmdParam=search${extra}`
  );
}

test.describe('point-to-point schedule', () => {
  test('a shipper searches Busan to Rotterdam, sorts, pages and reloads the same search', async ({
    page,
    expectNoAxeViolations,
  }) => {
    await page.goto(PAGE);
    await expect(page.getByRole('heading', { level: 1, name: 'Point to Point Schedule' })).toBeVisible();
    await expectNoAxeViolations('empty form');

    const origin = page.getByRole('combobox', { name: /^Origin/ });
    await origin.fill('b');
    await expect(page.getByText('Enter at least 2 characters')).toBeVisible();
    await origin.fill('busan');
    await page.getByRole('option', { name: /Busan, South Korea/ }).click();
    await expect(origin).toHaveValue('Busan, South Korea');

    const destination = page.getByRole('combobox', { name: /^Destination/ });
    await destination.fill('rotter');
    await expect(page.getByRole('option', { name: /Rotterdam, Netherlands/ })).toBeVisible();
    await expectNoAxeViolations('suggestions open');
    // The keyboard contract: arrow down to the first option, Enter selects it.
    await destination.press('ArrowDown');
    await destination.press('Enter');
    await expect(destination).toHaveValue('Rotterdam, Netherlands');

    await page.getByLabel('Period').selectOption('56');
    await expect(page.getByRole('textbox', { name: /^To date/ })).toHaveValue('2027-01-16');
    await page.getByRole('button', { name: 'Search', exact: true }).click();

    const summary = page.getByText(/\d+ routes departing 2026-11-21 to 2027-01-16/);
    await expect(summary).toBeVisible();
    const total = Number((await summary.textContent())?.match(/(\d+) routes/)?.[1]);
    expect(total).toBeGreaterThan(10);
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(10);
    await expect(cards.first()).toContainText('Busan');
    await expect(cards.first()).toContainText('Rotterdam');
    await expect(cards.first()).toContainText(/\d+ days/);
    await expect(cards.first()).toContainText(/Direct|Transshipment/);
    await expectNoAxeViolations('results list');

    // Sort by transit time: the days never decrease down the page.
    await page.getByLabel('Sort by').selectOption('transitTime');
    await expect(page).toHaveURL(/sortBy=transitTime/);
    // The URL changes before the list re-renders in its new order: wait for the order, never read it at once.
    const transitDays = async () =>
      (await cards.locator('dt:text-is("Transit time") + dd strong').allTextContents()).map((text) =>
        Number(text.match(/\d+/)?.[0]),
      );
    await expect
      .poll(
        async () => {
          const days = await transitDays();
          return days.length === 10 && days.every((day, index) => index === 0 || (days[index - 1] ?? 0) <= day);
        },
        { message: 'transit days never decrease down the page' },
      )
      .toBe(true);

    // Page 2 shows the next routes, and the URL keeps it.
    const firstOnPage1 = await cards.first().getAttribute('data-route-key');
    await page.getByRole('navigation', { name: 'Route pages' }).getByRole('button', { name: /next/i }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(cards.first()).not.toHaveAttribute('data-route-key', firstOnPage1 ?? '');

    // Route details open and close.
    const details = cards.first().getByRole('button', { name: /route details/i });
    await details.click();
    await expect(details).toHaveAttribute('aria-expanded', 'true');
    await expect(
      cards
        .first()
        .getByText(/Leg \d · Vessel/)
        .first(),
    ).toBeVisible();
    await expectNoAxeViolations('route details');

    // A reload shows the same search, sort, page and open details.
    const url = page.url();
    await page.reload();
    await expect(page).toHaveURL(url);
    await expect(summary).toBeVisible();
    await expect(page.getByLabel('Sort by')).toHaveValue('transitTime');
    await expect(
      cards
        .first()
        .getByText(/Leg \d · Vessel/)
        .first(),
    ).toBeVisible();
    await openSearchForm(page);
    await expect(page.getByRole('combobox', { name: /^Origin/ })).toHaveValue('Busan, South Korea');
    await expect(page.getByRole('combobox', { name: /^Destination/ })).toHaveValue('Rotterdam, Netherlands');
  });

  test('the calendar shows the month of the search and opens a day in a slide-in panel', async ({
    page,
    expectNoAxeViolations,
  }) => {
    await page.goto(busanRotterdamLink('2026-12-01', '2026-12-31'));
    await page.getByRole('tab', { name: 'Calendar' }).click();
    await expect(page.getByRole('heading', { name: '2026 Dec' })).toBeVisible();
    await expect(page.getByRole('columnheader')).toHaveText(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    await expectNoAxeViolations('calendar');

    const dayButtons = page.getByRole('button', { name: /December 2026, \d+ departures?/ });
    expect(await dayButtons.count()).toBeGreaterThan(3);
    const dayName = (await dayButtons.first().getAttribute('aria-label')) ?? '';
    const count = Number(dayName.match(/, (\d+) departure/)?.[1]);
    await dayButtons.first().click();
    const sheet = page.getByRole('dialog', { name: /Departures on/ });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('article')).toHaveCount(count);
    await expectNoAxeViolations('day panel');
    await sheet.getByRole('button', { name: 'Close' }).click();
    // It closes (after a 500 ms slide-out, which tests/components/ui/sheet.test.tsx checks with fake timers: on a busy
    // machine a check of a state that lasts 500 ms can miss it).
    await expect(sheet).toBeHidden();

    // Month stepping: next goes to January; stepping back twice reaches November.
    await page.getByRole('button', { name: 'Next month' }).click();
    await expect(page.getByRole('heading', { name: '2027 Jan' })).toBeVisible();
    await expect(page).toHaveURL(/year=2027&month=1/);
    await page.getByRole('button', { name: 'Previous month' }).click();
    await page.getByRole('button', { name: 'Previous month' }).click();
    await expect(page.getByRole('heading', { name: '2026 Nov' })).toBeVisible();
  });
});

test.describe('point-to-point schedule: export, e-mail, odd links and phones', () => {
  test('the downloaded workbook lists the routes the page shows for that month', async ({
    page,
    expectNoAxeViolations,
  }) => {
    await page.goto(busanRotterdamLink('2026-12-01', '2026-12-31', '&pageSize=50'));
    const cards = page.getByRole('article');
    await expect(cards.first()).toBeVisible();
    const shown = await cards.evaluateAll((articles) =>
      articles.map((article) => {
        const value = (term: string) =>
          [...article.querySelectorAll('dt')].find((dt) => dt.textContent === term)?.nextElementSibling?.textContent ??
          '';
        return { etd: value('Origin (POR) · ETD'), vessel: value('Vessel voyage / service lane') };
      }),
    );

    await page.getByRole('button', { name: 'Download' }).click();
    const dialog = page.getByRole('dialog', { name: 'Download schedule' });
    await expect(dialog).toContainText('2026 Dec');
    await dialog.getByLabel('Excel (.xlsx)').check();
    await expectNoAxeViolations('download dialog');
    const downloadPromise = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe('ONE P2P Schedule KRPUS to NLRTM 20261121.xlsx');
    await expect(page.getByRole('status').filter({ hasText: 'Schedule downloaded' })).toContainText(
      'ONE P2P Schedule KRPUS to NLRTM 20261121.xlsx',
    );

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const sheet = workbook.getWorksheet('Point to Point Schedule');
    expect(sheet).toBeDefined();
    expect(sheet!.getCell('C1').text).toBe('Go to ONE Schedule Page');
    expect(sheet!.getCell('A2').text).toBe('Origin');
    expect(sheet!.getCell('C3').text).toBe('Total');
    const rows: { etdDate: string; vessel: string }[] = [];
    sheet!.eachRow((row, number) => {
      if (number <= 3) return;
      rows.push({
        etdDate: row.getCell(1).text.split('\n')[1]?.slice(0, 10) ?? '',
        vessel: row.getCell(8).text.split('\n')[0] ?? '',
      });
    });
    expect(rows).toHaveLength(shown.length);
    rows.forEach((row, index) => {
      expect(shown[index]?.etd).toContain(row.etdDate);
      expect(shown[index]?.vessel).toContain(row.vessel);
    });
  });

  test('e-mailing the schedule rejects a bad address at the field and sends to a good one', async ({
    page,
    expectNoAxeViolations,
  }) => {
    await page.goto(busanRotterdamLink('2026-11-21', '2026-12-19'));
    await expect(page.getByRole('article').first()).toBeVisible();
    await page.getByRole('button', { name: 'E-mail schedule' }).click();
    const dialog = page.getByRole('dialog', { name: 'E-mail schedule' });
    await expect(dialog.getByRole('textbox', { name: /^Subject/ })).toHaveValue('Point to Point Schedule');
    const recipients = dialog.getByRole('textbox', { name: /^Recipients/ });
    await recipients.fill('not-an-address; ops@shipper.example.com');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(recipients).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByText('“not-an-address” is not a valid e-mail address')).toBeVisible();
    await expectNoAxeViolations('e-mail dialog with an error');

    await recipients.fill('ops@shipper.example.com');
    await dialog.getByRole('textbox', { name: /^Message/ }).fill('Weekly Busan - Rotterdam options.');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('The schedule was sent to 1 recipient.', { exact: true })).toBeVisible();
    await expectNoAxeViolations('e-mail sent notification');
  });

  test('a link with unusable values explains them and still works', async ({ page, expectNoAxeViolations }) => {
    await page.goto(busanRotterdamLink('2026-13-40', '2026-12-19', '&tsIndParam=X'));
    const alert = page.getByRole('alert').filter({ hasText: 'Some values in this link could not be used' });
    await expect(alert).toContainText('“2026-13-40” is not a date');
    await expect(alert).toContainText('“X” is not a valid value');
    await expect(page.getByText(/routes? departing 2026-11-21 to 2026-12-19/)).toBeVisible();
    await expectNoAxeViolations('link with issues');
  });

  test('no sailings shows the no-results image and a hint', async ({ page, expectNoAxeViolations }) => {
    // Kristiansand (a feeder port) has no direct service to San Antonio, Chile: direct only finds nothing.
    await page.goto(
      `${PAGE}?oriLocNmParam=Kristiansand&oriLocCdParam=NOKRS&destLocNmParam=San+Antonio&destLocCdParam=CLSAI` +
        '&frmDtParam=2026-11-21&toDtParam=2026-12-19&tsIndParam=D&cmdParam=search',
    );
    await expect(page.getByText('0 routes departing 2026-11-21 to 2026-12-19.')).toBeVisible();
    await expect(page.getByText('No sailings found')).toBeVisible();
    await expect(page.getByText(/Try a longer period/)).toBeVisible();
    await expectNoAxeViolations('no results');
    // The same search with transshipment finds routes through a hub.
    await openSearchForm(page);
    await page.getByRole('radio', { name: 'All' }).check();
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('article').first()).toContainText('via Rotterdam');
  });

  test('the page fits a 360 px wide phone', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(busanRotterdamLink('2026-11-21', '2026-12-19'));
    await expect(page.getByRole('article').first()).toBeVisible();
    const overflow = await pageWidthOverflow(page);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
