import { DEMO_LOGINS } from '../mocks/auth/demo-users';
import { letCarrierDecide } from './carrier-clock';
import { expect, test } from './fixtures';
import { submitLogin } from './mock-scenarios';

test.describe('ONE Quote', () => {
  test("Busan to Rotterdam, 2 x 40' HC: itemised offers, accept after logging in, back on the same offer, book the quote, confirmed with channel AOQ", async ({
    page,
    expectNoAxeViolations,
  }) => {
    // One long journey (search, login, accept, a booking and the carrier's answer): longer than 60 s on 2 cores.
    test.setTimeout(180_000);

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
    await page.getByRole('button', { name: 'Get prices' }).click();

    // Offers, sorted by price, each with its all-in total; the first one expanded shows its itemised price.
    await expect(page).toHaveURL(/oriCd=KRPUS.*desCd=NLRTM.*cntrTp=45G1.*qty=2.*rdyDt=2026-11-23/);
    const offers = page.getByRole('article');
    await expect(offers.first()).toBeVisible();
    expect(await offers.count()).toBeGreaterThan(1);
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price');
    await expectNoAxeViolations('offers');

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

    await back.getByRole('link', { name: 'Book this quote' }).click();
    await expect(page).toHaveURL(new RegExp(`/one-ecom/booking/booking-request\\?quote=${reference}$`));

    // The booking request on the quote: route, sailing and equipment locked to it; the shipper adds the cargo details.
    const route = page.getByRole('region', { name: 'Route and sailing' });
    await expect(route.getByRole('heading', { name: `Booking on quote ${reference}` })).toBeVisible();
    await expect(route).toContainText('Busan (CY) → Rotterdam (CY)');
    await expect(route).toContainText("2 × 40' high cube");
    await expect(route.getByRole('combobox', { name: 'Origin' })).toHaveCount(0);
    const line = page.getByRole('group', { name: 'Equipment line 1' });
    await expect(line.getByRole('textbox', { name: /^Commodity/ })).toHaveValue('Furniture');
    await line.getByRole('textbox', { name: /^HS code/ }).fill('940360');
    await line.getByRole('textbox', { name: /^Cargo weight per container/ }).fill('12000');
    await expectNoAxeViolations('booking request on the quote');
    await page.getByRole('button', { name: 'Submit booking request' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Booking request submitted' })).toBeVisible();
    const decided = await letCarrierDecide(page, 10_000);
    await expect(page.getByRole('status').filter({ hasText: 'Status' })).toContainText('Confirmed', {
      timeout: decided,
    });
    await expect(page.locator('dt:text-is("Booking channel") + dd')).toContainText(`Instant quote ${reference}`);
    await expectNoAxeViolations('booking on the quote confirmed');
  });
});
