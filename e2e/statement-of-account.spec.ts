import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';

import { DEMO_LOGINS } from '../mocks/auth/demo-users';
import { expect, test } from './fixtures';
import { fullMenu, isPhone } from './layout-locators';
import { submitLogin } from './mock-scenarios';
import { reviewScreenshot } from './review-screenshot';

/*
 * The statement of account (docs/areas/e-finance.md "Statement of account"), on desktop (table) and phone (cards): the
 * shipper opens it from the menu, picks a period, checks that the opening balance plus the entries shown make the
 * closing balance, opens an invoice from its entry, downloads the workbook (every entry, read back with exceljs), and
 * the legacy address of the page lands on the native one.
 */

/** A shown amount ('$3,966.96', '-₩370,000') in minor units (its digits, the sign kept). */
function minorOf(text: string | null): number {
  const value = (text ?? '').trim();
  const minor = Number(value.replace(/[^\d]/g, ''));
  return /^[-−]/.test(value) || /[-−]/.test(value.replace(/[\d.,\s]/g, '')) ? -minor : minor;
}

/** On a phone the form folds under one line (currency and period): unfold it (a no-op on desktop). */
async function showForm(page: Page) {
  if (isPhone(page)) await page.getByText(/^[A-Z]{3}, \d{4}-\d{2}-\d{2} to /).click();
  await expect(page.getByRole('combobox', { name: 'Currency' })).toBeVisible();
}

/** The summary's amount named by `term`. */
async function summaryAmount(page: Page, term: RegExp): Promise<number> {
  const dt = page.locator('dt').filter({ hasText: term });
  return minorOf(await dt.locator('xpath=following-sibling::dd[1]').textContent());
}

/** The debit or credit of each entry on the page shown (a credit negative), and the page's last running balance. */
async function pageMovements(page: Page): Promise<{ sum: number; count: number; last: number }> {
  const main = page.getByRole('main');
  let sum = 0;
  let last = 0;
  if (isPhone(page)) {
    const cards = await main.getByRole('list', { name: 'Entries of the period' }).getByRole('listitem').all();
    for (const card of cards) {
      const terms = await card.locator('dt').allTextContents();
      const values = await card.locator('dd').allTextContents();
      const debit = values[terms.indexOf('Debit')];
      sum += debit !== undefined ? minorOf(debit) : -minorOf(values[terms.indexOf('Credit')] ?? '');
      last = minorOf(values[terms.indexOf('Balance')] ?? '');
    }
    return { sum, count: cards.length, last };
  }
  const rows = await main.getByRole('table', { name: 'Entries of the period' }).locator('tbody tr').all();
  for (const row of rows.slice(1)) {
    const [debit = '', credit = '', balance = ''] = (await row.getByRole('cell').allTextContents()).slice(-3);
    sum += debit ? minorOf(debit) : -minorOf(credit);
    last = minorOf(balance);
  }
  return { sum, count: rows.length - 1, last };
}

/**
 * Every page of the statement from the first, through "Next": on each page the balance brought forward plus the
 * entries shown makes the page's last balance. Returns the sum of every entry, their count and the last balance.
 */
async function walkPages(page: Page, opening: number): Promise<{ sum: number; count: number; last: number }> {
  const total = { sum: 0, count: 0, last: opening };
  const next = page.getByRole('navigation', { name: 'Statement pages' }).getByRole('button', { name: 'Next' });
  for (let number = 1; ; number += 1) {
    await expect(page.getByRole('button', { name: `Page ${String(number)}` })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
    const shown = await pageMovements(page);
    expect(total.last + shown.sum, `page ${String(number)} adds up`).toBe(shown.last);
    total.sum += shown.sum;
    total.count += shown.count;
    total.last = shown.last;
    if (await next.isDisabled()) return total;
    await next.click();
  }
}

test('the shipper reads a statement of account, opens an invoice from it and downloads it', async ({
  page,
  expectNoAxeViolations,
}, testInfo) => {
  test.setTimeout(90_000);
  await page.goto('login');
  await submitLogin(page, DEMO_LOGINS.shipper);
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to ONE e-Commerce' })).toBeVisible();

  // From the menu: the default statement (the company's main currency, this month and the eleven before it).
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await fullMenu(page).getByRole('link', { name: 'Statement Of Account', exact: true }).click();
  await expect(page).toHaveURL(/\/one-ecom\/e-finance\/statement$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Statement of account' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /statement, \d{4}-\d{2}-\d{2} to / })).toBeVisible();
  await expectNoAxeViolations('default statement');
  await reviewScreenshot(page, testInfo, 'statement-of-account', 'default');

  // A period of the user's choice, in USD: the URL holds it.
  await showForm(page);
  await page.getByRole('combobox', { name: 'Currency' }).selectOption('USD');
  await page.getByRole('textbox', { name: 'From' }).fill('2026-09-01');
  await page.getByRole('textbox', { name: 'To' }).fill('2026-11-30');
  await page.getByRole('button', { name: 'Show statement' }).click();
  await expect(page).toHaveURL(/\/e-finance\/statement\?currency=USD&from=2026-09-01&to=2026-11-30$/);
  await expect(page.getByRole('heading', { level: 2, name: 'USD statement, 2026-09-01 to 2026-11-30' })).toBeVisible();

  // Opening balance + every entry shown, page after page = the closing balance.
  const opening = await summaryAmount(page, /^Opening balance on 2026-09-01/);
  const closing = await summaryAmount(page, /^Closing balance on 2026-11-30/);
  const movements = await walkPages(page, opening);
  expect(movements.count).toBeGreaterThan(0);
  expect(opening + movements.sum).toBe(closing);
  expect(movements.last).toBe(closing);
  await expectNoAxeViolations('USD statement');
  await reviewScreenshot(page, testInfo, 'statement-of-account', 'usd');

  // A period ending before it starts is refused at "To"; the statement and the URL stay.
  const shownUrl = page.url();
  await page.getByRole('textbox', { name: 'To' }).fill('2026-08-31');
  await page.getByRole('button', { name: 'Show statement' }).click();
  await expect(page.getByRole('textbox', { name: 'To' })).toHaveAccessibleDescription(/ends before it starts/);
  await expect(page).toHaveURL(shownUrl);
  await expectNoAxeViolations('period refused');
  await reviewScreenshot(page, testInfo, 'statement-of-account', 'refused');

  // The workbook: every entry between the opening and closing rows, amounts as numbers.
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download (xlsx)' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe('ONE Statement USD 2026-09-01 2026-11-30.xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.getWorksheet('Statement');
  expect(sheet?.getRow(2).getCell(2).value).toBe('Opening balance');
  expect(sheet?.actualRowCount).toBe(movements.count + 4);
  expect(Math.round(Number(sheet?.getRow(movements.count + 4).getCell(9).value) * 100)).toBe(closing);
  await expect(page.getByText('Saved ONE Statement USD 2026-09-01 2026-11-30.xlsx.')).toBeVisible();

  // An invoice entry opens the invoice.
  const link = page
    .getByRole('main')
    .getByRole('link', { name: /^INV[A-Z]{2}\d{10}$/ })
    .first();
  const invoiceNumber = ((await link.textContent()) ?? '').trim();
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: `Invoice ${invoiceNumber}` })).toBeVisible();

  // Back: the same statement, from the URL.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 2, name: 'USD statement, 2026-09-01 to 2026-11-30' })).toBeVisible();

  // The legacy page's old address lands on the native page.
  await page.goto('ecom/CUP_HOM_3707.do');
  await expect(page).toHaveURL(/\/one-ecom\/e-finance\/statement$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Statement of account' })).toBeVisible();
});
