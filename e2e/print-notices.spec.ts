import type { Page } from '@playwright/test';
import { PDFParse } from 'pdf-parse';

import { DEMO_LOGINS } from '../mocks/auth/demo-users';
import { expect, test } from './fixtures';
import { submitLogin } from './mock-scenarios';
import { reviewScreenshot } from './review-screenshot';

/*
 * The print pages: the shipper saves the issued B/L of the SI details as PDF (Chromium's page.pdf, A4), its place and
 * date of issue on one page, then opens the arrival notice and saves it too: the PDF's text carries the B/L number,
 * the free time and the last free day. The surrender notice of a surrendered B/L and the advance delay notice of a
 * booking open from their links, read well on a phone and pass axe; a one-container arrival notice prints on one page.
 */

/** The text of each page of a PDF file, in page order, whitespace collapsed. */
async function pdfPages(pdf: Buffer): Promise<string[]> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).pages.map((page) => page.text.replace(/\s+/g, ' '));
  } finally {
    await parser.destroy();
  }
}

/** The page as Chromium saves it to PDF on A4 (the print styles' own page size and margins), one text per page. */
async function printToPdfPages(page: Page): Promise<string[]> {
  await page.emulateMedia({ media: 'print' });
  const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true, printBackground: true });
  await page.emulateMedia({ media: 'screen' });
  return pdfPages(pdf);
}

/** Opens the SI details of the first booking in SI state `status` from the SI summary's list; its booking number. */
async function openFirstSi(page: Page, status: string): Promise<string> {
  await page.goto(`documentation/si-summary?tab=list&status=${status}`);
  const siLink = page.getByRole('link', { name: /^SI [A-Z]{4}\d{8}$/ }).first();
  // The mock dates every generated booking of the user for the list on a fresh page (docs/testing.md): 10-15 s with
  // other tests beside it on a 2-core machine (29 November 2026), more than the default 10 s.
  await expect(siLink).toBeVisible({ timeout: 30_000 });
  const bookingNumber = ((await siLink.textContent()) ?? '').replace('SI ', '');
  await siLink.click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Shipping instructions for booking ${bookingNumber}` }),
  ).toBeVisible();
  return bookingNumber;
}

test('the arrival notice of an issued B/L prints to an A4 PDF with the B/L number and the free time', async ({
  page,
  expectNoAxeViolations,
}, testInfo) => {
  test.setTimeout(90_000);
  await page.goto('login');
  await submitLogin(page, DEMO_LOGINS.shipper);
  await expect(page).not.toHaveURL(/\/login/);

  const bookingNumber = await openFirstSi(page, 'ISSUED');
  const blNumber = `ONEY${bookingNumber}`;

  // The B/L on paper: its "Place and date of issue" box is read as one, label and value on the same page.
  const issueLabel = page
    .getByRole('article', { name: `Bill of lading ${blNumber}` })
    .getByRole('heading', { name: 'Place and date of issue' });
  await expect(issueLabel).toBeVisible();
  const issueValue = ((await issueLabel.locator('..').textContent()) ?? '').replace('Place and date of issue', '');
  expect(issueValue).toMatch(/^\S.* \d{4}-\d{2}-\d{2}$/);
  const blPages = await printToPdfPages(page);
  expect(blPages.find((text) => text.includes('PLACE AND DATE OF ISSUE'))).toContain(issueValue);

  await page.getByRole('link', { name: 'Arrival notice' }).click();
  await expect(page).toHaveURL(new RegExp(`/one-ecom/print/arrival-notice\\?blNo=${blNumber}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Arrival notice for B/L ${blNumber}` })).toBeVisible();
  const notice = page.getByRole('article', { name: `Arrival notice ${blNumber}` });
  await expect(notice.getByRole('heading', { name: 'Free time at destination' })).toBeVisible();

  // What the consignee needs: the demurrage's last free day, the detention rule, the charges and their total.
  // Free time from the D&D tariff of the port of discharge's country: calendar or working days (docs/areas/
  // demurrage-detention.md); the first issued B/L of the demo shipper discharges where working days count.
  const demurrage = notice.getByRole('row', { name: /^Demurrage/ });
  const freeTimeCell = demurrage.getByRole('cell').filter({ hasText: /^\d+ (calendar|working) days$/ });
  await expect(freeTimeCell).toBeVisible();
  const freeTime = (await freeTimeCell.textContent()) ?? '';
  const lastFreeDay = (await demurrage.getByRole('cell').last().textContent()) ?? '';
  expect(lastFreeDay).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await expect(notice.getByRole('row', { name: /^Detention/ })).toContainText('From gate-out of the full container');
  await expect(notice.getByRole('row', { name: /^DTHC Destination Terminal Handling Charge/ })).toBeVisible();
  await expect(notice.getByRole('row', { name: /^Total [A-Z]{3}/ }).first()).toBeVisible();
  await expectNoAxeViolations('arrival notice');
  await reviewScreenshot(page, testInfo, 'print-notices', 'arrival-notice');

  // Saved as PDF: A4, the document only (no header, no print button), with its numbers and free time in the text.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toBeHidden();
  // The mock build's QA button is no part of any document: it neither prints nor covers the notice.
  await expect(page.getByRole('button', { name: 'QA fault scenarios' })).toBeHidden();
  const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true, printBackground: true });
  await page.emulateMedia({ media: 'screen' });
  const text = (await pdfPages(pdf)).join(' ');
  expect(text).toContain(blNumber);
  expect(text).toContain('ARRIVAL NOTICE');
  expect(text).toContain('Free time at destination'.toUpperCase());
  expect(text).toContain(freeTime);
  expect(text).toContain(lastFreeDay);
  expect(text).not.toContain('Print or save as PDF');
  expect(text).not.toContain('Log out');
});

test('the notices of a surrendered B/L and of its booking open from their links; its one-container arrival notice prints on one A4 page', async ({
  page,
  expectNoAxeViolations,
}, testInfo) => {
  test.setTimeout(90_000);
  await page.goto('login');
  await submitLogin(page, DEMO_LOGINS.shipper);
  await expect(page).not.toHaveURL(/\/login/);

  const bookingNumber = await openFirstSi(page, 'SURRENDERED');
  const blNumber = `ONEY${bookingNumber}`;

  // Its arrival notice (one container) fits one A4 page, down to its closing line.
  await page.getByRole('link', { name: 'Arrival notice' }).click();
  const arrival = page.getByRole('article', { name: `Arrival notice ${blNumber}` });
  await expect(arrival.getByRole('heading', { name: '1 container', exact: true })).toBeVisible();
  const arrivalPages = await printToPdfPages(page);
  expect(arrivalPages).toHaveLength(1);
  expect(arrivalPages[0]).toContain('Questions:');
  await page.goBack();

  await page.getByRole('link', { name: 'B/L surrender notice' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `B/L surrender notice for ${blNumber}` })).toBeVisible();
  const surrender = page.getByRole('article', { name: `B/L surrender notice ${blNumber}` });
  await expect(surrender.getByRole('note')).toContainText('surrendered to the carrier at');
  await expect(surrender.getByRole('note')).toContainText(
    'may be released to the consignee without presentation of an original B/L',
  );
  await expect(surrender.getByRole('row', { name: /^ONEU\d{7}|^[A-Z]{4}\d{7}/ }).first()).toBeVisible();
  await expectNoAxeViolations('surrender notice');
  await reviewScreenshot(page, testInfo, 'print-notices', 'surrender-notice');

  // The booking detail links to the booking's notices.
  await page.goto(`manage-shipment/shipments/${bookingNumber}`);
  await page.getByRole('link', { name: 'Advance delay notice' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Advance delay notice for booking ${bookingNumber}` }),
  ).toBeVisible();
  const delay = page.getByRole('article', { name: `Advance delay notice ${bookingNumber}` });
  const legs = delay.getByRole('table');
  await expect(legs.getByRole('columnheader', { name: 'Planned arrival' })).toBeVisible();
  await expect(legs.getByRole('row')).not.toHaveCount(1);
  await expectNoAxeViolations('delay notice');
  await reviewScreenshot(page, testInfo, 'print-notices', 'delay-notice');
});
