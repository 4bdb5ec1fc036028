import type { Locator, Page } from '@playwright/test';

import { DEMO_LOGINS } from '../mocks/auth/demo-users';
import { expect, test } from './fixtures';
import { fullMenu, isPhone } from './layout-locators';
import { submitLogin } from './mock-scenarios';
import { reviewScreenshot } from './review-screenshot';

/*
 * Tax invoices (docs/areas/e-finance.md "Tax invoices"), desktop (table) and phone (cards), axe at each state: the
 * Korean shipper opens them from the menu, opens one (both business registration numbers, supply value + VAT = total)
 * and its print page (the number); the German forwarder has no menu item, and the address answers "not available";
 * the Indian exporter's GST e-invoice shows its IRN, both GSTINs, CGST = SGST and the signed QR code.
 */

/** The list's rows (desktop) or cards (phone). */
function rows(page: Page): Locator {
  const main = page.getByRole('main');
  return isPhone(page)
    ? main.getByRole('list', { name: 'Tax invoices of your company' }).getByRole('listitem')
    : main.getByRole('table', { name: 'Tax invoices of your company' }).locator('tbody').getByRole('row');
}

/** Minor units of a shown amount ('₩1,234,567' -> 1234567). */
const minor = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

/** The value of the document's ruled box labelled `label`. */
async function box(document: Locator, label: string): Promise<string> {
  const heading = document.getByRole('heading', { name: label, exact: true, level: 3 });
  const all = ((await heading.locator('..').textContent()) ?? '').trim();
  return all.slice(label.length).trim();
}

async function logInFromHome(page: Page, login: (typeof DEMO_LOGINS)[keyof typeof DEMO_LOGINS]) {
  await page.goto('login');
  await submitLogin(page, login);
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to ONE e-Commerce' })).toBeVisible();
}

test('a Korean shipper opens a tax invoice from the menu, checks supply value + VAT = total and prints it', async ({
  page,
  expectNoAxeViolations,
}, testInfo) => {
  test.setTimeout(90_000);
  await logInFromHome(page, DEMO_LOGINS.shipper);
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await expect(fullMenu(page).getByRole('link', { name: 'My Invoice', exact: true })).toBeVisible();
  await expect(fullMenu(page).getByRole('link', { name: 'Online Payment' })).toHaveCount(0);
  await fullMenu(page).getByRole('link', { name: 'Tax Invoice', exact: true }).click();
  await expect(page).toHaveURL(/\/one-ecom\/e-finance\/tax-invoices$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tax invoices' })).toBeVisible();
  await expect(rows(page).first()).toBeVisible();
  await expectNoAxeViolations('list');
  await reviewScreenshot(page, testInfo, 'tax-invoices', 'list');

  const link = rows(page).first().getByRole('link');
  const number = ((await link.textContent()) ?? '').trim();
  expect(number).toMatch(/^INVKR\d{10}$/);
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: `Tax invoice for ${number}` })).toBeVisible();
  const document = page.getByRole('main');
  await expect(document.getByRole('heading', { level: 2, name: 'Electronic tax invoice' })).toBeVisible();
  const registrations = document.getByText(/^\d{3}-\d{2}-\d{5}$/);
  await expect(registrations).toHaveCount(2);
  expect(new Set(await registrations.allTextContents()).size).toBe(2);
  const supply = minor(await box(document, 'Supply value'));
  const vat = minor(await box(document, 'VAT'));
  expect(supply).toBeGreaterThan(0);
  expect(supply + vat).toBe(minor(await box(document, 'Total amount')));
  await expectNoAxeViolations('tax invoice');
  await reviewScreenshot(page, testInfo, 'tax-invoices', 'document');

  // The invoice it belongs to links back to it.
  await page.getByRole('link', { name: 'Invoice', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Invoice ${number}` })).toBeVisible();
  await page.getByRole('link', { name: 'Tax invoice', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Tax invoice for ${number}` })).toBeVisible();

  await page.getByRole('link', { name: 'Print / Save as PDF' }).click();
  await expect(page).toHaveURL(/\/one-ecom\/print\/tax-invoice\?taxInvoiceId=TXKR\d{10}$/);
  const paper = page.getByRole('article', { name: `Tax invoice for ${number} to print` });
  await expect(paper).toContainText(number);
  await expect(page.getByRole('button', { name: 'Print / Save as PDF' })).toBeVisible();
  await expectNoAxeViolations('print');
  await reviewScreenshot(page, testInfo, 'tax-invoices', 'print');
});

test('a German forwarder has no tax invoice item and gets "not available" at the address', async ({
  page,
  expectNoAxeViolations,
}, testInfo) => {
  test.setTimeout(90_000);
  await logInFromHome(page, DEMO_LOGINS.forwarder);
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await expect(fullMenu(page).getByRole('link', { name: 'My Invoice', exact: true })).toBeVisible();
  await expect(fullMenu(page).getByRole('link', { name: 'Tax Invoice', exact: true })).toHaveCount(0);
  await expect(fullMenu(page).getByRole('link', { name: 'Online Payment' })).toHaveCount(0);
  await expectNoAxeViolations('menu without tax invoices');
  await page.keyboard.press('Escape');

  await page.goto('e-finance/tax-invoices');
  await expect(page.getByRole('heading', { level: 1, name: 'Not available' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tax invoices' })).toHaveCount(0);
  await expectNoAxeViolations('not available');
  await reviewScreenshot(page, testInfo, 'tax-invoices', 'not-available');
});

test('an Indian exporter opens a GST e-invoice with its IRN, both GSTINs and the signed QR code', async ({
  page,
  expectNoAxeViolations,
}, testInfo) => {
  test.setTimeout(90_000);
  await logInFromHome(page, DEMO_LOGINS.india);
  await page.goto('e-finance/tax-invoices');
  const link = rows(page).first().getByRole('link');
  await expect(link).toHaveText(/^INVIN\d{10}$/);
  const number = ((await link.textContent()) ?? '').trim();
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: `Tax invoice for ${number}` })).toBeVisible();
  const document = page.getByRole('main');
  await expect(document.getByText(/^[0-9a-f]{64}$/)).toBeVisible();
  await expect(document.getByText(/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/)).toHaveCount(2);
  await expect(document.getByRole('img', { name: `Signed QR code of e-invoice ${number}` })).toBeVisible();
  const taxable = minor(await box(document, 'Taxable value'));
  const cgst = minor(await box(document, 'CGST'));
  expect(minor(await box(document, 'SGST'))).toBe(cgst);
  expect(taxable + 2 * cgst).toBe(minor(await box(document, 'Total invoice value')));
  await expectNoAxeViolations('GST e-invoice');
  await reviewScreenshot(page, testInfo, 'tax-invoices', 'gst-document');
  await document.getByRole('table', { name: 'Services' }).locator('tfoot').scrollIntoViewIfNeeded();
  await reviewScreenshot(page, testInfo, 'tax-invoices', 'gst-lines');
});
