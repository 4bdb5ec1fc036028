import { DEMO_LOGINS } from '../mocks/auth/demo-users';
import { comeBackLater } from './carrier-clock';
import { disputeFirstLine, openFirstInvoice } from './e-finance-steps';
import { expect, test } from './fixtures';
import { submitLogin } from './mock-scenarios';
import { reviewScreenshot } from './review-screenshot';

/*
 * Credit notes (docs/areas/e-finance.md "Credit notes"), on desktop and phone, axe at every state: the US demo user
 * (both `dispute` and `payment` are on in the US) disputes a line of an open USD invoice; the mock carrier accepts the
 * first dispute of a fresh mock db (DSP0000001) 8 minutes later, so the page's clock moves on 9 minutes; the dispute
 * names its credit note, the credit notes page lists it, and the next payment of the invoice applies it first: the
 * review shows it and what the card then pays, and the receipt lists it.
 */

test('an accepted dispute gives a credit note that the next payment applies first', async ({
  page,
  expectNoAxeViolations,
}, testInfo) => {
  test.setTimeout(300_000);
  await page.goto('login');
  await submitLogin(page, DEMO_LOGINS.us);
  await expect(page).not.toHaveURL(/\/login/);

  // An open USD invoice: one line disputed.
  const invoiceNumber = await openFirstInvoice(page, 'status=OPEN&currency=USD');
  await disputeFirstLine(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Dispute DSP0000001' })).toBeVisible();

  // The carrier accepts it: the dispute names its credit note.
  await comeBackLater(page, 9 * 60_000);
  await expect(page.getByText('Accepted', { exact: true }).first()).toBeVisible({ timeout: 30_000 });
  const creditLink = page.getByRole('link', { name: 'CN0000001' });
  await expect(creditLink).toBeVisible();
  await expectNoAxeViolations('dispute accepted');
  await reviewScreenshot(page, testInfo, 'credit-notes', 'dispute');
  await creditLink.click();

  // The credit note: open, crediting the invoice, from the dispute.
  await expect(page.getByRole('heading', { level: 1, name: 'Credit note CN0000001' })).toBeVisible();
  await expect(page.getByRole('link', { name: invoiceNumber })).toBeVisible();
  await expect(page.getByRole('link', { name: 'DSP0000001' })).toBeVisible();
  await expect(page.getByText('No payment has applied this credit note yet.')).toBeVisible();
  await expectNoAxeViolations('credit note');
  await reviewScreenshot(page, testInfo, 'credit-notes', 'detail');

  // The list holds it.
  await page.goto('e-finance/credit-notes');
  await expect(page.getByRole('heading', { level: 1, name: 'Credit notes' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'CN0000001' })).toBeVisible({ timeout: 60_000 });
  await expectNoAxeViolations('list');
  await reviewScreenshot(page, testInfo, 'credit-notes', 'list');

  // The next payment of the invoice applies it first.
  await page.goto(`e-finance/my-invoices?invoiceNumber=${invoiceNumber}`);
  await page
    .getByRole('main')
    .getByRole('checkbox', { name: `Select invoice ${invoiceNumber}` })
    .check();
  await page.getByRole('link', { name: 'Pay selected (1)' }).click();
  const credits = page.getByRole('table', { name: 'Credit notes applied first' });
  await expect(credits).toContainText('CN0000001');
  await expect(page.getByText(/^The card pays: \$[\d,]+\.\d{2}$/)).toBeVisible();
  await expectNoAxeViolations('review with credit');
  await reviewScreenshot(page, testInfo, 'credit-notes', 'review');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByText('Test payment gateway', { exact: true })).toBeVisible();
  await page.getByRole('textbox', { name: /Card number/ }).fill('4242 4242 4242 4242');
  await page.getByRole('textbox', { name: /Expiry date/ }).fill('12/30');
  await page.getByRole('textbox', { name: /Security code/ }).fill('123');
  await page.getByRole('textbox', { name: /Name on the card/ }).fill('Emily Carter');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Accept' }).click();
  const receipt = page.getByRole('article', { name: /^Payment receipt PAY\d{7}$/ });
  await expect(receipt).toContainText(/Credit notes applied: CN0000001 \$[\d,]+\.\d{2}\./);
  await expectNoAxeViolations('receipt');
  await reviewScreenshot(page, testInfo, 'credit-notes', 'receipt');

  // The credit note is applied now, with the payment named.
  await page.goto('e-finance/credit-notes/CN0000001');
  await expect(page.getByText('Applied', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /^PAY\d{7}$/ })).toBeVisible();
  await expectNoAxeViolations('credit note applied');
});
