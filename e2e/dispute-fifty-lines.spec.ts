import { DEMO_LOGINS } from '../mocks/auth/demo-users';
import { comeBackLater } from './carrier-clock';
import { expect, test } from './fixtures';
import { submitLogin } from './mock-scenarios';
import { reviewScreenshot } from './review-screenshot';

/*
 * The dispute limit (docs/requirements.md §9, docs/areas/e-finance.md "Disputes"), on desktop and phone: the shipper
 * picks lines of open invoices, one invoice after another, until the dispute holds 50; the 51st is refused at the
 * lines with nothing added; the 50 are submitted and the carrier takes them; once accepted the dispute names its
 * credit notes.
 */

const LIMIT = 50;

test('a dispute of 50 lines is taken, the 51st refused at the lines; accepted, it gives credit notes', async ({
  page,
  expectNoAxeViolations,
}, testInfo) => {
  test.setTimeout(300_000);
  await page.goto('login');
  await submitLogin(page, DEMO_LOGINS.shipper);
  await expect(page).not.toHaveURL(/\/login/);

  // The open invoices, from the list (50 a page).
  await page.goto('e-finance/my-invoices?status=OPEN&pageSize=50');
  const links = page.getByRole('main').getByRole('link', { name: /^INV/ });
  // The first load derives the company's invoices in the browser's mock: slow on a busy machine.
  await expect(links.first()).toBeVisible({ timeout: 60_000 });
  const invoiceNumbers = [...new Set((await links.allTextContents()).map((text) => text.trim()))];

  let picked = 0;
  let next = 0;
  while (picked < LIMIT) {
    const invoiceNumber = invoiceNumbers[next] ?? '';
    next += 1;
    expect(invoiceNumber, `only ${String(picked)} lines in the open invoices`).not.toBe('');
    await page.goto(`e-finance/invoices/${invoiceNumber}`);
    await page.getByRole('button', { name: 'Dispute', exact: true }).click();
    const boxes = page.getByRole('checkbox', { name: /^Dispute line \d+:/ });
    await expect(boxes.first()).toBeVisible();
    const take = Math.min(await boxes.count(), LIMIT - picked);
    for (let index = 0; index < take; index += 1) await boxes.nth(index).check();
    await page.getByRole('button', { name: new RegExp(`^Add ${String(take)} lines? to dispute$`) }).click();
    await expect(page).toHaveURL(/\/one-ecom\/e-finance\/disputes\/new$/);
    picked += take;
  }
  const items = page.getByRole('table', { name: 'Disputed lines' });
  await expect(items.locator('tbody tr')).toHaveCount(LIMIT);

  // One more line, of the next invoice: refused where it was picked, nothing added.
  await page.goto(`e-finance/invoices/${invoiceNumbers[next] ?? ''}`);
  await page.getByRole('button', { name: 'Dispute', exact: true }).click();
  await page.getByRole('checkbox', { name: /^Dispute line 1:/ }).check();
  await page.getByRole('button', { name: 'Add 1 line to dispute' }).click();
  await expect(page.getByRole('alert')).toHaveText(/A dispute holds at most 50 lines\./);
  await expectNoAxeViolations('the 51st line refused');
  await reviewScreenshot(page, testInfo, 'dispute-fifty-lines', 'refused');

  // The 50 go: the carrier takes them.
  await page.goto('e-finance/disputes/new');
  await expect(items.locator('tbody tr')).toHaveCount(LIMIT);
  await page.getByRole('combobox', { name: /Reason/ }).selectOption('INCORRECT_RATE');
  await page.getByRole('button', { name: 'Submit dispute' }).click();
  const heading = page.getByRole('heading', { level: 1, name: /^Dispute DSP\d{7}$/ });
  await expect(heading).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('table', { name: 'Disputed lines' }).locator('tbody tr')).toHaveCount(LIMIT);

  // Minutes later the carrier has accepted it (its decision is drawn from the id: the first dispute is accepted) and
  // names its credit notes, one per invoice it holds.
  await comeBackLater(page, 11 * 60_000);
  await expect(page.getByText('Accepted', { exact: true }).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('link', { name: /^CN\d{7}(-\d+)?$/ })).toHaveCount(next);
  await expectNoAxeViolations('the decided dispute of 50 lines');
  await reviewScreenshot(page, testInfo, 'dispute-fifty-lines', 'decided');
});
