import { DEMO_LOGINS } from '../mocks/auth/demo-users';
import { openFirstInvoice } from './e-finance-steps';
import { expect, test } from './fixtures';
import { submitLogin } from './mock-scenarios';
import { pageWidthOverflow } from './page-width';
import { reviewScreenshot } from './review-screenshot';

/*
 * Invoice disputes (docs/areas/e-finance.md, "Disputes"), on desktop and phone: the shipper opens an open invoice,
 * presses "Dispute", picks two lines, gives a reason and a small PDF, submits, sees the dispute submitted in the list,
 * and the invoice now shows the part under dispute. The clock is fixed (fixtures), so the dispute stays submitted.
 */

/** A one-page PDF of a few hundred bytes. */
const SMALL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

test('the shipper disputes two lines of an invoice with a reason and a PDF', async ({
  page,
  expectNoAxeViolations,
}, testInfo) => {
  test.setTimeout(180_000);
  await page.goto('login');
  await submitLogin(page, DEMO_LOGINS.shipper);
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to ONE e-Commerce' })).toBeVisible();

  // An open invoice with at least two lines.
  const invoiceNumber = await openFirstInvoice(page, 'status=OPEN');

  await page.getByRole('button', { name: 'Dispute', exact: true }).click();
  await page.getByRole('checkbox', { name: /^Dispute line 1:/ }).check();
  await page.getByRole('checkbox', { name: /^Dispute line 2:/ }).check();
  await expectNoAxeViolations('lines picked');
  await reviewScreenshot(page, testInfo, 'invoice-disputes', 'picked');
  await page.getByRole('button', { name: 'Add 2 lines to dispute' }).click();

  // The form: two lines, a reason and a small PDF.
  await expect(page).toHaveURL(/\/one-ecom\/e-finance\/disputes\/new$/);
  const items = page.getByRole('table', { name: 'Disputed lines' });
  await expect(items.locator('tbody').getByRole('row')).toHaveCount(2);
  await page.getByRole('combobox', { name: /Reason/ }).selectOption('INCORRECT_RATE');
  await page
    .getByLabel('Attachments')
    .setInputFiles({ name: 'rate.pdf', mimeType: 'application/pdf', buffer: SMALL_PDF });
  await expect(page.getByText(/^rate\.pdf \(\d+ Bytes\)$/)).toBeVisible();
  await expectNoAxeViolations('form');
  await reviewScreenshot(page, testInfo, 'invoice-disputes', 'form');
  // No wider than the screen (e2e/page-width.ts).
  expect(await pageWidthOverflow(page)).toBeLessThanOrEqual(0);
  // Tapped like a user does: a page wider than the phone (a table's hidden texts outside its frame) once made this miss.
  await page.getByRole('button', { name: 'Submit dispute' }).click();

  // The dispute, submitted.
  const disputeHeading = page.getByRole('heading', { level: 1, name: /^Dispute DSP\d{7}$/ });
  await expect(disputeHeading).toBeVisible();
  const disputeId = ((await disputeHeading.textContent()) ?? '').replace('Dispute ', '').trim();
  await expect(page.getByText('Submitted', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(/^rate\.pdf \(\d+ Bytes\)$/)).toBeVisible();
  await expectNoAxeViolations('dispute');
  await reviewScreenshot(page, testInfo, 'invoice-disputes', 'dispute');

  // The invoice shows the part under dispute.
  await page.getByRole('table', { name: 'Disputed lines' }).getByRole('link', { name: invoiceNumber }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: `Invoice ${invoiceNumber}` })).toBeVisible();
  const disputed = page.getByText('Under dispute', { exact: true }).locator('xpath=following-sibling::dd[1]');
  await expect(disputed).toHaveText(/[1-9]/);
  await expectNoAxeViolations('invoice disputed');
  await reviewScreenshot(page, testInfo, 'invoice-disputes', 'invoice');

  // The list holds it.
  await page.goto('e-finance/disputes');
  await expect(page.getByRole('heading', { level: 1, name: 'Disputes' })).toBeVisible();
  const table = page.getByRole('table', { name: "Your company's invoice disputes" });
  await expect(table.getByRole('link', { name: disputeId })).toBeVisible({ timeout: 30_000 });
  await expect(table).toContainText(invoiceNumber);
  await expectNoAxeViolations('list');
  await reviewScreenshot(page, testInfo, 'invoice-disputes', 'list');
});
