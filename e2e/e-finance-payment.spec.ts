import type { Page } from '@playwright/test';

import { DEMO_LOGINS } from '../mocks/auth/demo-users';
import { expect, test } from './fixtures';
import { submitLogin } from './mock-scenarios';
import { reviewScreenshot } from './review-screenshot';

/*
 * Online payment (docs/areas/e-finance.md "Online payment"), on desktop and phone, axe at every state: the US demo
 * user picks three open USD invoices, double-clicks "Pay", gives a card on the test gateway, reloads during the
 * challenge and accepts: exactly one POST v1/payments with one Idempotency-Key, one receipt, the invoices Paid. Then
 * a declined card leaves the next invoice open with the message.
 */

/** Picks the first `count` open invoices of the list; returns their numbers. */
async function pickInvoices(page: Page, count: number): Promise<string[]> {
  await page.goto('e-finance/my-invoices?status=OPEN&currency=USD');
  const boxes = page.getByRole('main').getByRole('checkbox', { name: /^Select invoice INV/ });
  // The first load derives the company's invoices in the browser's mock: slow on a busy machine.
  await expect(boxes.first()).toBeVisible({ timeout: 60_000 });
  const numbers: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const box = boxes.nth(index);
    numbers.push(((await box.getAttribute('aria-label')) ?? '').replace('Select invoice ', ''));
    await box.check();
  }
  return numbers;
}

/** Gives the test card on the gateway page and waits for the challenge. */
async function giveCard(page: Page) {
  await expect(page.getByText('Test payment gateway', { exact: true })).toBeVisible();
  await page.getByRole('textbox', { name: /Card number/ }).fill('4242 4242 4242 4242');
  await page.getByRole('textbox', { name: /Expiry date/ }).fill('12/30');
  await page.getByRole('textbox', { name: /Security code/ }).fill('123');
  await page.getByRole('textbox', { name: /Name on the card/ }).fill('Emily Carter');
}

/** The status badge text of invoice `invoiceNumber` in My invoices. */
async function expectInvoiceStatus(page: Page, invoiceNumber: string, status: string) {
  await page.goto(`e-finance/my-invoices?invoiceNumber=${invoiceNumber}`);
  await expect(page.getByRole('main').getByRole('link', { name: invoiceNumber })).toBeVisible({ timeout: 60_000 });
  // The row (desktop) or card (phone) of the invoice: the status filter's options say "Paid" too. The badge comes
  // first; a card's facts also hold an "Open" term (the open amount).
  const entry = page
    .getByRole('main')
    .locator('tr, li')
    .filter({ has: page.getByRole('link', { name: invoiceNumber }) });
  await expect(entry.getByText(status, { exact: true }).first()).toBeVisible();
}

test('the US user pays three invoices once despite a double click and a reload; a declined card leaves one open', async ({
  page,
  expectNoAxeViolations,
}, testInfo) => {
  test.setTimeout(300_000);
  const paymentPosts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/v1\/payments$/.test(new URL(request.url()).pathname)) {
      paymentPosts.push(request.headers()['idempotency-key'] ?? '');
    }
  });
  await page.goto('login');
  await submitLogin(page, DEMO_LOGINS.us);
  await expect(page).not.toHaveURL(/\/login/);

  // Three open USD invoices, picked on My invoices.
  const numbers = await pickInvoices(page, 3);
  const bar = page.getByRole('group', { name: 'Invoices selected for payment' });
  await expect(bar.getByRole('status')).toContainText('3 invoices selected');
  await expectNoAxeViolations('invoices picked');
  await reviewScreenshot(page, testInfo, 'e-finance-payment', 'picked');
  await bar.getByRole('link', { name: 'Pay selected (3)' }).click();

  // The review: the three invoices and the total; a double click on Pay.
  await expect(page.getByRole('heading', { level: 1, name: 'Pay invoices' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Invoices to pay' });
  await expect(table.locator('tbody').getByRole('row')).toHaveCount(3);
  await expect(table.locator('tfoot')).toContainText(/\$[\d,]+\.\d{2}/);
  await expectNoAxeViolations('review');
  await reviewScreenshot(page, testInfo, 'e-finance-payment', 'review');
  await page.getByRole('button', { name: 'Pay', exact: true }).dblclick();

  // The test gateway: the card, then the challenge; a reload during the challenge resumes the same payment.
  await expect(page).toHaveURL(/\/one-ecom\/e-finance\/payment-gateway\/PAY\d{7}$/);
  const gatewayUrl = page.url();
  await giveCard(page);
  await expectNoAxeViolations('card');
  await reviewScreenshot(page, testInfo, 'e-finance-payment', 'card');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Confirm the payment' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Confirm the payment' })).toBeVisible();
  expect(page.url()).toBe(gatewayUrl);
  await expectNoAxeViolations('challenge after reload');
  await reviewScreenshot(page, testInfo, 'e-finance-payment', 'challenge');
  await page.getByRole('button', { name: 'Accept' }).click();

  // One payment, one receipt.
  const received = page.getByRole('heading', { level: 1, name: /^Payment PAY\d{7} received$/ });
  await expect(received).toBeVisible();
  const receipt = page.getByRole('article', { name: /^Payment receipt PAY\d{7}$/ });
  for (const number of numbers) await expect(receipt).toContainText(number);
  await expect(page.getByRole('button', { name: 'Print / Save as PDF' })).toBeVisible();
  await expectNoAxeViolations('receipt');
  await reviewScreenshot(page, testInfo, 'e-finance-payment', 'receipt');
  // The double click made one payment: one POST, or, when its second press landed after the answer (a busy device),
  // a second with the same Idempotency-Key, which the carrier answers with the same payment (the history below).
  const doubleClickPosts = paymentPosts.length;
  expect(doubleClickPosts).toBeGreaterThanOrEqual(1);
  expect(doubleClickPosts).toBeLessThanOrEqual(2);
  expect(new Set(paymentPosts).size).toBe(1);
  expect(paymentPosts[0]).toMatch(/^[0-9a-f-]{36}$/);

  // The invoices are Paid in the list.
  for (const number of numbers) await expectInvoiceStatus(page, number, 'Paid');
  await expectNoAxeViolations('invoice paid');

  // A declined card: the next open invoice stays open, and the page says so.
  const [declined = ''] = await pickInvoices(page, 1);
  await page.getByRole('link', { name: 'Pay selected (1)' }).click();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await giveCard(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Payment PAY\d{7} declined$/ })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText(`Nothing was paid: invoice ${declined} stays open.`);
  await expectNoAxeViolations('declined');
  await reviewScreenshot(page, testInfo, 'e-finance-payment', 'declined');
  // The declined payment was a new request: one POST with a new key.
  expect(paymentPosts).toHaveLength(doubleClickPosts + 1);
  expect(paymentPosts.at(-1)).not.toBe(paymentPosts[0]);
  await expectInvoiceStatus(page, declined, 'Open');

  // The history lists both.
  await page.goto('e-finance/payments');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment history' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^PAY\d{7}$/ })).toHaveCount(2);
  await expectNoAxeViolations('history');
  await reviewScreenshot(page, testInfo, 'e-finance-payment', 'history');
});
