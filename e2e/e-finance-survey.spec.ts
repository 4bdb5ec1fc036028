import type { Page } from '@playwright/test';

import { DEMO_LOGINS } from '../mocks/auth/demo-users';
import { SURVEY_OFFER_KEY_PREFIX } from '../src/features/e-finance/utils/survey-offer';
import { comeBackLater } from './carrier-clock';
import { disputeFirstLine, openFirstInvoice } from './e-finance-steps';
import { expect, FIXED_NOW, test } from './fixtures';
import { submitLogin } from './mock-scenarios';
import { reviewScreenshot } from './review-screenshot';

/*
 * The e-finance survey after use (docs/areas/e-finance.md "Survey after use"), on desktop and phone, axe at every
 * state: the US demo user pays an invoice and gets "Tell us how it went" under the receipt, answers it; a reload of the
 * receipt does not offer it again; 29 days later (page.clock) another payment's receipt offers nothing, since the
 * default interval is the spec's 2,592,000 minutes. The shipper gets it on a dispute right after submitting it and
 * says "No thanks".
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** Logs in as the US payer. */
async function logInAsUs(page: Page) {
  await page.goto('login');
  await submitLogin(page, DEMO_LOGINS.us);
  await expect(page).not.toHaveURL(/\/login/);
}

/** Pays the first unpaid USD invoice of My invoices by card on the test gateway; returns the receipt. */
async function payOneInvoice(page: Page) {
  await page.goto('e-finance/my-invoices?status=OPEN&status=OVERDUE&currency=USD');
  const box = page
    .getByRole('main')
    .getByRole('checkbox', { name: /^Select invoice INV/ })
    .first();
  // The first load derives the company's invoices in the browser's mock: slow on a busy machine.
  await expect(box).toBeVisible({ timeout: 60_000 });
  await box.check();
  await page.getByRole('link', { name: 'Pay selected (1)' }).click();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByText('Test payment gateway', { exact: true })).toBeVisible();
  await page.getByRole('textbox', { name: /Card number/ }).fill('4242 4242 4242 4242');
  await page.getByRole('textbox', { name: /Expiry date/ }).fill('12/30');
  await page.getByRole('textbox', { name: /Security code/ }).fill('123');
  await page.getByRole('textbox', { name: /Name on the card/ }).fill('Emily Carter');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Payment PAY\d{7} received$/ })).toBeVisible();
  const receipt = page.getByRole('article', { name: /^Payment receipt PAY\d{7}$/ });
  await expect(receipt).toBeVisible();
  return receipt;
}

/** The time of the last offer the page stored for the US payer (epoch ms as text), or null. */
function storedOffer(page: Page) {
  return page.evaluate((key) => localStorage.getItem(key), `${SURVEY_OFFER_KEY_PREFIX}${DEMO_LOGINS.us.userId}`);
}

test('the survey shows once after a payment and not again within the limit', async ({
  page,
  expectNoAxeViolations,
}, testInfo) => {
  test.setTimeout(300_000);
  await logInAsUs(page);

  // A payment: the receipt, and under it the survey's offer.
  await payOneInvoice(page);
  const offer = page.getByRole('region', { name: 'Tell us how it went' });
  await expect(offer).toBeVisible();
  const survey = offer.getByRole('region', { name: 'How was paying or disputing invoices online?' });
  await expect(survey.getByRole('group', { name: /How easy was it\?/ })).toBeVisible();
  await expect(offer.getByRole('button', { name: 'No thanks' })).toBeVisible();
  expect(await storedOffer(page)).toBe(String(FIXED_NOW.getTime()));
  await expectNoAxeViolations('survey offered');
  await offer.scrollIntoViewIfNeeded();
  await reviewScreenshot(page, testInfo, 'e-finance-survey', 'offered');
  // On paper the receipt prints without the offer.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('article', { name: /^Payment receipt PAY\d{7}$/ })).toBeVisible();
  await expect(offer).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await expect(offer).toBeVisible();

  // Answered: the survey's own thanks; "No thanks" goes.
  await survey.getByRole('radio', { name: '4 stars' }).check();
  await survey.getByRole('radio', { name: 'Yes' }).check();
  await survey.getByRole('textbox', { name: /Anything else/ }).fill('Quick and clear.');
  await survey.getByRole('button', { name: 'Send feedback' }).click();
  await expect(offer.getByRole('status')).toHaveText('Thank you for your feedback.');
  await expect(offer.getByRole('button', { name: 'No thanks' })).toHaveCount(0);
  await expectNoAxeViolations('survey sent');
  await reviewScreenshot(page, testInfo, 'e-finance-survey', 'sent');

  // A reload of the receipt does not offer it again.
  await page.reload();
  await expect(page.getByRole('article', { name: /^Payment receipt PAY\d{7}$/ })).toBeVisible();
  await expect(offer).toHaveCount(0);

  // 29 days later: the session of that day is over (the mock's refresh token lives 8 hours), so the page says so; the
  // user logs out and in again, and pays another invoice: no survey.
  await comeBackLater(page, 29 * DAY_MS, 'e-finance/my-invoices');
  await page.getByRole('alertdialog', { name: 'Session timed out' }).getByRole('button', { name: 'Log out' }).click();
  await page
    .getByRole('alertdialog', { name: 'You are logged out' })
    .getByRole('link', { name: 'Log in again' })
    .click();
  await submitLogin(page, DEMO_LOGINS.us);
  await expect(page).not.toHaveURL(/\/login/);
  await payOneInvoice(page);
  await expect(page.getByRole('button', { name: 'Print / Save as PDF' })).toBeVisible();
  await expect(offer).toHaveCount(0);
  // The record is still the first offer's: the receipt looked and found the survey not due.
  expect(await storedOffer(page)).toBe(String(FIXED_NOW.getTime()));
  await expectNoAxeViolations('receipt 29 days later');
  await reviewScreenshot(page, testInfo, 'e-finance-survey', 'later');
});

test('the survey shows on a dispute right after it was submitted, and "No thanks" hides it', async ({
  page,
  expectNoAxeViolations,
}, testInfo) => {
  test.setTimeout(180_000);
  await page.goto('login');
  await submitLogin(page, DEMO_LOGINS.shipper);
  await expect(page).not.toHaveURL(/\/login/);

  // One line of an open invoice, disputed.
  await openFirstInvoice(page, 'status=OPEN');
  await disputeFirstLine(page);

  // The dispute, and under it the offer.
  const heading = page.getByRole('heading', { level: 1, name: /^Dispute DSP\d{7}$/ });
  await expect(heading).toBeVisible();
  const offer = page.getByRole('region', { name: 'Tell us how it went' });
  await expect(offer.getByRole('group', { name: /How easy was it\?/ })).toBeVisible();
  await expectNoAxeViolations('dispute with the survey');
  await offer.scrollIntoViewIfNeeded();
  await reviewScreenshot(page, testInfo, 'e-finance-survey', 'dispute');
  await page.emulateMedia({ media: 'print' });
  await expect(heading).toBeVisible();
  await expect(offer).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  // "No thanks": the section goes, the focus is on the page's heading.
  await offer.getByRole('button', { name: 'No thanks' }).click();
  await expect(offer).toHaveCount(0);
  await expect(heading).toBeFocused();
  await expectNoAxeViolations('survey dismissed');
});
