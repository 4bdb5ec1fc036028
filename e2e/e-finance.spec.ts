import type { Locator, Page } from '@playwright/test';
import { PDFParse } from 'pdf-parse';

import { DEMO_LOGINS } from '../mocks/auth/demo-users';
import { expect, test } from './fixtures';
import { fullMenu, isPhone } from './layout-locators';
import { submitLogin } from './mock-scenarios';
import { reviewScreenshot } from './review-screenshot';

/*
 * My invoices, on desktop (table) and phone (cards): the shipper opens the list from the menu, filters it by the B/L
 * of the first invoice, opens that invoice, checks that its lines add up to the subtotal of each currency (summed
 * from the amounts the page shows), and prints it: the PDF's text holds the invoice number, the B/L and the total.
 */

/** The text of a PDF file, whitespace collapsed. */
async function pdfText(pdf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).pages.map((page) => page.text.replace(/\s+/g, ' ')).join(' ');
  } finally {
    await parser.destroy();
  }
}

/** A shown amount ('$3,966.96', '₩370,000') as its currency mark and its value in minor units (digits only). */
function readAmount(text: string): { mark: string; minor: number } {
  const mark = text.replace(/[\d.,\s-]/g, '');
  const digits = text.replace(/[^\d.-]/g, '');
  return { mark, minor: Number(digits.replace('.', '')) };
}

/** The list's rows (desktop) or cards (phone). */
function invoiceItems(page: Page): Locator {
  const main = page.getByRole('main');
  return isPhone(page)
    ? main.getByRole('list', { name: "Your company's invoices" }).getByRole('listitem')
    : main.getByRole('table', { name: "Your company's invoices" }).locator('tbody').getByRole('row');
}

/** The B/Ls shown, top to bottom: the second data cell of each row (after kind), the second fact of each card. */
async function shownBls(page: Page): Promise<string[]> {
  const cells = invoiceItems(page).locator(isPhone(page) ? 'dd:nth-of-type(2)' : 'td:nth-of-type(2)');
  return (await cells.allTextContents()).map((text) => text.trim());
}

/** On a phone the filters fold under one line: unfold them (a no-op on desktop, where they are always shown). */
async function showFilters(page: Page) {
  if (isPhone(page)) await page.getByText(/^Filters/).click();
  await expect(page.getByRole('textbox', { name: 'B/L number' })).toBeVisible();
}

test('the shipper filters invoices by a B/L, checks the lines add up and prints an invoice to PDF', async ({
  page,
  expectNoAxeViolations,
}, testInfo) => {
  test.setTimeout(90_000);
  await page.goto('login');
  await submitLogin(page, DEMO_LOGINS.shipper);
  await expect(page).not.toHaveURL(/\/login/);

  // The login lands on the home page; the menu closes on every navigation, so open it once the page is there.
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to ONE e-Commerce' })).toBeVisible();
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await fullMenu(page).getByRole('link', { name: 'My Invoice', exact: true }).click();
  await expect(page).toHaveURL(/\/one-ecom\/e-finance\/my-invoices$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My invoices' })).toBeVisible();
  await expect(invoiceItems(page).first()).toBeVisible();
  await expectNoAxeViolations('list');
  await reviewScreenshot(page, testInfo, 'e-finance', 'list');

  // Filter by the B/L of the first invoice: every invoice left bills that B/L, and the URL holds the filter.
  const [bl = ''] = await shownBls(page);
  expect(bl).toMatch(/^[A-Z0-9]{8,20}$/);
  await showFilters(page);
  await page.getByRole('textbox', { name: 'B/L number' }).fill(bl);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`transportDocumentReference=${bl}`));
  await expect(async () => {
    const bls = await shownBls(page);
    expect(bls.length).toBeGreaterThan(0);
    expect(new Set(bls)).toEqual(new Set([bl]));
  }).toPass({ timeout: 15_000 });
  await expectNoAxeViolations('filtered by B/L');

  // The invoice: its lines add up to the subtotal of each currency.
  const link = invoiceItems(page).first().getByRole('link');
  const invoiceNumber = ((await link.textContent()) ?? '').trim();
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: `Invoice ${invoiceNumber}` })).toBeVisible();
  const lines = page.getByRole('table', { name: 'Charges of the invoice' });
  const sums = new Map<string, number>();
  for (const row of await lines.locator('tbody').getByRole('row').all()) {
    const { mark, minor } = readAmount((await row.getByRole('cell').nth(3).textContent()) ?? '');
    sums.set(mark, (sums.get(mark) ?? 0) + minor);
  }
  const subtotals = lines.locator('tfoot').getByRole('row');
  await expect(subtotals).toHaveCount(sums.size);
  for (const row of await subtotals.all()) {
    const { mark, minor } = readAmount((await row.getByRole('cell').first().textContent()) ?? '');
    expect(sums.get(mark), `lines in ${mark}`).toBe(minor);
  }
  await expectNoAxeViolations('invoice');
  await reviewScreenshot(page, testInfo, 'e-finance', 'invoice');

  // The printed invoice: number, B/L and total in the PDF's text.
  await page.getByRole('link', { name: 'Print / Save as PDF' }).click();
  await expect(page).toHaveURL(new RegExp(`/one-ecom/print/invoice\\?invoiceNumber=${invoiceNumber}$`));
  const document = page.getByRole('article', { name: `Invoice ${invoiceNumber} to print` });
  // The box of the total: its label (a heading) over the amount.
  const totalLabel = document.getByRole('heading', { name: /^Total \(/ });
  const totalBox = ((await totalLabel.locator('..').textContent()) ?? '').trim();
  const total = totalBox.slice(((await totalLabel.textContent()) ?? '').length).trim();
  expect(total).toMatch(/\d/);
  await expectNoAxeViolations('print');
  await reviewScreenshot(page, testInfo, 'e-finance', 'print');
  await page.emulateMedia({ media: 'print' });
  const text = await pdfText(await page.pdf({ format: 'A4', preferCSSPageSize: true, printBackground: true }));
  await page.emulateMedia({ media: 'screen' });
  expect(text).toContain(invoiceNumber);
  expect(text).toContain(bl);
  // The amount's digits (a currency sign may come out of the PDF as another glyph).
  expect(text).toContain(total.replace(/^[^\d-]+|[^\d]+$/g, ''));
});
