import { expect, test } from './fixtures';
import { pageWidthOverflow } from './page-width';

/*
 * Native cargo tracking, public: a sailed booking of the demo shipper tracked by its booking
 * number, its B/L number and one of its container numbers, on desktop and phone, axe at every state; a link with a
 * wrong check digit is not looked up.
 */

/**
 * The demo shipper's first generated booking that has sailed at FIXED_NOW (COMPLETED: containers released, vessel
 * under way; mocks/booking/seed.ts index 10, deterministic for the fixed now). Written out because the seed module
 * imports JSON that Playwright's loader cannot import; B/L = 'ONEY' + booking number (docs/areas/tracking.md).
 */
const BOOKING_NUMBER = 'PUSB10000010';

test('tracks a booking, its B/L and one of its containers', async ({ page, expectNoAxeViolations }) => {
  await page.goto('./manage-shipment/cargo-tracking');
  await expect(page.getByRole('heading', { level: 1, name: 'Cargo tracking' })).toBeVisible();
  await expectNoAxeViolations('empty search');

  const track = async (kind: string, number: string) => {
    await page.getByRole('radio', { name: kind }).check();
    await page.getByRole('textbox', { name: /Numbers/ }).fill(number);
    await page.getByRole('button', { name: 'Track' }).click();
    const result = page.getByRole('article', { name: `${kind} ${number}` });
    await expect(result.getByRole('region').first()).toBeVisible();
    await expect(result.getByText('Current status').first()).toBeVisible();
    return result;
  };

  const byBooking = await track('Booking number', BOOKING_NUMBER);
  await expect(byBooking.getByText('Booking confirmed').first()).toBeVisible();
  await expectNoAxeViolations('booking number');

  const byBl = await track('B/L number', `ONEY${BOOKING_NUMBER}`);
  await expectNoAxeViolations('B/L number');

  const heading = await byBl
    .getByRole('heading', { level: 3, name: /^Container ONEU\d{7}$/ })
    .first()
    .textContent();
  const container = (heading ?? '').replace('Container ', '');
  const byContainer = await track('Container number', container);
  await expect(byContainer.getByRole('heading', { level: 3 })).toHaveText(`Container ${container}`);
  await expectNoAxeViolations('container number');

  // A link with a wrong check digit is not looked up; the page names the right digit.
  const digit = container.charAt(10);
  const wrong = `${container.slice(0, 10)}${String((Number(digit) + 1) % 10)}`;
  await page.goto(`./manage-shipment/cargo-tracking?trakNoParam=${wrong}&trakNoTpCdParam=C`);
  await expect(page.getByRole('region', { name: 'Not searched' })).toHaveText(
    `Not searched${wrong}: wrong check digit, it should be ${digit}.`,
  );
  await expect(page.getByRole('article')).toHaveCount(0);

  // The page fits a phone's width: no sideways scrolling.
  const overflow = await pageWidthOverflow(page);
  expect(overflow).toBeLessThanOrEqual(0);
});
