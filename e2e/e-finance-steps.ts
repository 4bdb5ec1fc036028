import { expect, type Page } from '@playwright/test';

/*
 * Steps the e-finance specs share (docs/areas/e-finance.md): opening an invoice from My invoices and disputing one of
 * its lines, as a user does them.
 */

/**
 * Opens the first invoice My invoices lists for `query` (the list's URL query, e.g. 'status=OPEN&currency=USD') and
 * returns its number, once its page shows it.
 */
export async function openFirstInvoice(page: Page, query: string): Promise<string> {
  await page.goto(`e-finance/my-invoices?${query}`);
  const links = page.getByRole('main').getByRole('link', { name: /^INV/ });
  // The first load derives the company's invoices in the browser's mock: slow on a busy machine.
  await expect(links.first()).toBeVisible({ timeout: 60_000 });
  await links.first().click();
  const heading = page.getByRole('heading', { level: 1, name: /^Invoice INV/ });
  await expect(heading).toBeVisible();
  return ((await heading.textContent()) ?? '').replace('Invoice ', '').trim();
}

/** On an invoice's page: disputes its first line as an incorrect rate and submits, landing on the new dispute. */
export async function disputeFirstLine(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Dispute', exact: true }).click();
  await page.getByRole('checkbox', { name: /^Dispute line 1:/ }).check();
  await page.getByRole('button', { name: 'Add 1 line to dispute' }).click();
  await expect(page).toHaveURL(/\/one-ecom\/e-finance\/disputes\/new$/);
  await page.getByRole('combobox', { name: /Reason/ }).selectOption('INCORRECT_RATE');
  await page.getByRole('button', { name: 'Submit dispute' }).click();
}
