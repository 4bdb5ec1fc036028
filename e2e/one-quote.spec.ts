import { mkdirSync } from 'node:fs';

import type { Locator } from '@playwright/test';

import { DEMO_LOGINS } from '../mocks/auth/demo-users';
import { expect, test } from './fixtures';
import { submitLogin } from './mock-scenarios';

/** Screenshots of each state, looked at by hand (brief: desktop 1366x900 and phone 412x915 are the two projects). */
const SHOTS_DIR = '/tmp/pr-quote-shots';

test.describe('ONE Quote', () => {
  test("Busan to Rotterdam, 2 x 40' HC: itemised offers, accept after logging in, back on the same offer, book the quote", async ({
    page,
    expectNoAxeViolations,
  }, testInfo) => {
    // The whole page for the form; the screen for the list (its full page is many screens tall); the offer itself once
    // it is open.
    const shotPath = (name: string) => {
      mkdirSync(SHOTS_DIR, { recursive: true });
      return `${SHOTS_DIR}/${testInfo.project.name}-${name}.png`;
    };
    const shot = (name: string, fullPage = false) => page.screenshot({ path: shotPath(name), fullPage });
    const shotOf = (name: string, part: Locator) => part.screenshot({ path: shotPath(name) });

    // An anonymous visitor fills the search (FIXED_NOW is 2026-11-21 in Busan).
    await page.goto('prices/one-quote');
    await page.getByRole('button', { name: 'Close cookie notice' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'ONE Quote' })).toBeVisible();
    const origin = page.getByRole('combobox', { name: /^Origin/ });
    await origin.fill('Busan');
    await page.getByRole('option', { name: /Busan, South Korea/ }).click();
    await page.getByRole('combobox', { name: /^Destination/ }).fill('Rotterdam');
    await page.getByRole('option', { name: /Rotterdam, Netherlands/ }).click();
    await page.getByRole('combobox', { name: 'Container type' }).selectOption('45G1');
    await page.getByRole('textbox', { name: /^Number of containers/ }).fill('2');
    await page.getByRole('textbox', { name: /^Commodity/ }).fill('Furniture');
    await page.getByRole('textbox', { name: /^Cargo-ready date/ }).fill('2026-11-23');
    await expectNoAxeViolations('search form');
    // Dangerous goods are not quoted instantly: the page says so and points to the booking request.
    await page.getByRole('checkbox', { name: 'Dangerous goods' }).check();
    await expect(page.getByRole('link', { name: 'Make a booking request' })).toBeVisible();
    await expectNoAxeViolations('dangerous goods notice');
    await page.getByRole('checkbox', { name: 'Dangerous goods' }).uncheck();
    await shot('search', true);
    await page.getByRole('button', { name: 'Get prices' }).click();

    // Offers, sorted by price, each with its all-in total; the first one expanded shows its itemised price.
    await expect(page).toHaveURL(/oriCd=KRPUS.*desCd=NLRTM.*cntrTp=45G1.*qty=2.*rdyDt=2026-11-23/);
    const offers = page.getByRole('article');
    await expect(offers.first()).toBeVisible();
    expect(await offers.count()).toBeGreaterThan(1);
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price');
    await expectNoAxeViolations('offers');
    await shot('offers');

    const offer = offers.first();
    const title = (await offer.getByRole('heading', { level: 3 }).textContent()) ?? '';
    await offer.getByRole('button', { name: /Show price details/ }).click();
    const table = offer.getByRole('table', { name: 'Price details' });
    await expect(table.getByRole('row', { name: /OFT/ })).toBeVisible();
    await expect(table.getByRole('row', { name: /BAF/ })).toBeVisible();
    await expect(table.getByRole('row', { name: /OTHC.*₩/ })).toBeVisible();
    await expect(offer.getByText('All-in total in USD')).toBeVisible();
    await expect(offer.getByText(/^Exchange rates of \d{4}-\d{2}-\d{2}$/)).toBeVisible();
    await expectNoAxeViolations('expanded offer');
    await shotOf('expanded', offer);

    // Accepting needs login; the login page brings the visitor back to the same offer, open, not yet accepted.
    await offer.getByRole('button', { name: 'Accept this offer' }).click();
    await expect(page).toHaveURL(/\/one-ecom\/login\?returnTo=%2Fprices%2Fone-quote%3F.*offer%3D/);
    await submitLogin(page, DEMO_LOGINS.shipper);
    await expect(page).toHaveURL(/\/one-ecom\/prices\/one-quote\?.*offer=/);
    const offerId = new URL(page.url()).searchParams.get('offer') ?? '';
    const back = page.getByRole('article', { name: title });
    await expect(back).toHaveAttribute('data-offer-id', offerId);
    await expect(back.getByRole('heading', { level: 3 })).toBeFocused();
    await expect(back.getByRole('table', { name: 'Price details' })).toBeVisible();
    const accept = back.getByRole('button', { name: 'Accept this offer' });
    await expect(accept).toBeVisible();
    await expectNoAxeViolations('back after login');

    await accept.click();
    const accepted = back.getByRole('heading', { name: /^Quote Q[A-Z]{2}\d{9} accepted$/ });
    await expect(accepted).toBeFocused();
    const reference = /Q[A-Z]{2}\d{9}/.exec((await accepted.textContent()) ?? '')?.[0] ?? '';
    await expect(back.getByText(/\(Busan local time\)$/)).toBeVisible();
    await expect(back.getByText('Estimated weight')).toBeVisible();
    await expect(back.getByText(/per container, if a confirmed booking on this quote is cancelled/)).toBeVisible();
    await expectNoAxeViolations('accepted quote');
    await shotOf('accepted', back);

    await back.getByRole('link', { name: 'Book this quote' }).click();
    await expect(page).toHaveURL(new RegExp(`/one-ecom/booking/booking-request\\?quote=${reference}$`));
  });
});
