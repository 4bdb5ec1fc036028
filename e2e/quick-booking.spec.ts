import { DEMO_LOGINS } from '../mocks/auth/demo-users';
import { expect, FIXED_NOW, test } from './fixtures';
import { submitLogin } from './mock-scenarios';
import { reviewScreenshot } from './review-screenshot';

/** A shared link to a Busan -> Rotterdam schedule search (CY both ends), from the fixed "now" on. */
const SCHEDULE_LINK =
  'schedule/point-to-point-schedule?oriLocNmParam=Busan%2C+South+Korea&oriLocCdParam=KRPUS&oriTermCdPara=Y' +
  '&destLocNmParam=Rotterdam%2C+Netherlands&destLocCdParam=NLRTM&desTermCdPara=Y' +
  '&frmDtParam=2026-11-21&toDtParam=2026-12-19&cmdParam=search';

test.describe('quick booking', () => {
  test('"Book" on a schedule route card leads an anonymous user through login and quick booking to the submitted view', async ({
    page,
    expectNoAxeViolations,
  }, testInfo) => {
    // The whole journey (login, nine axe scans, four steps and back, the carrier's confirm): more than the default 60 s.
    test.setTimeout(120_000);
    const shot = (name: string) => reviewScreenshot(page, testInfo, 'quick-booking', name);

    // An anonymous user searches the schedule and presses "Book" on the first sailing still open for booking.
    await page.goto(SCHEDULE_LINK);
    // The cookie notice would cover the lower part of the cards in the screenshots.
    await page.getByRole('button', { name: 'Close cookie notice' }).click();
    const cards = page.getByRole('article');
    await expect(cards.first()).toBeVisible();
    const card = cards.filter({ has: page.getByRole('link', { name: /^Book/ }) }).first();
    const book = card.getByRole('link', { name: /^Book/ });
    const vessel = (await card.locator('dt:text-is("Vessel voyage / service lane") + dd').textContent())?.trim() ?? '';
    const vesselVoyage = vessel.split(' / ')[0] ?? '';
    expect(vesselVoyage).toMatch(/\S+ \d{3,4}[NEWS]$/);
    await expectNoAxeViolations('schedule with Book');
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: `test-results/quick-booking/${testInfo.project.name}-schedule-card.png` });
    await book.click();

    // The login page brings the user back to the same step with the same sailing.
    await expect(page).toHaveURL(/\/one-ecom\/login\?returnTo=%2Fbooking%2Fquick-booking%3Fstep%3Ddetails/);
    await submitLogin(page, DEMO_LOGINS.shipper);
    await expect(page).toHaveURL(/\/one-ecom\/booking\/quick-booking\?step=details&/);
    await expect(page.getByRole('heading', { level: 1, name: 'Quick booking' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /Booking details/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: new RegExp(vesselVoyage) })).toBeVisible();
    await expectNoAxeViolations('details step');
    await shot('details');

    // The minimum details, with one rule shown at the field on the way.
    await page.getByRole('button', { name: 'Continue to review' }).click();
    await expect(page.getByRole('textbox', { name: /^Quantity/ })).toBeFocused();
    await expect(page.getByText('Enter a value.').first()).toBeVisible();
    await expectNoAxeViolations('details with errors');
    await page.getByRole('textbox', { name: /^Quantity/ }).fill('2');
    await page.getByRole('textbox', { name: /^Commodity/ }).fill('Mobile phones');
    await page.getByRole('textbox', { name: /^HS code/ }).fill('851712');
    await page.getByRole('textbox', { name: /^Cargo weight per container/ }).fill('12000');
    await page.getByRole('textbox', { name: /^Service contract number/ }).fill('SC-KR-2026-0042');
    // The schedule's terms (CY here) are a choice: Door at origin asks for the pick-up address.
    const receiving = page.getByRole('group', { name: /^Receiving term/ });
    await expect(receiving.getByRole('radio', { name: /^CY/ })).toBeChecked();
    await receiving.getByRole('radio', { name: 'Door' }).check();
    const pickUp = page.getByRole('group', { name: /^Pick-up address/ });
    await page.getByRole('button', { name: 'Continue to review' }).click();
    await expect(pickUp.getByRole('textbox', { name: /^Street and number/ })).toBeFocused();
    await pickUp.getByRole('textbox', { name: /^Street and number/ }).fill('Jungang-daero 100');
    await pickUp.getByRole('textbox', { name: /^City/ }).fill('Busan');
    await expect(pickUp.getByRole('textbox', { name: /^Country code/ })).toHaveValue('KR');
    await page.getByRole('button', { name: 'Continue to review' }).click();

    const review = page.getByRole('heading', { level: 2, name: /Review and submit/ });
    await expect(review).toBeFocused();
    await expect(page.getByText('Door, pick-up at Jungang-daero 100, Busan, KR')).toBeVisible();
    await expect(page.getByText("2 x 40' high cube")).toBeVisible();
    await expect(page.getByText('Hanil Electronics Co., Ltd.')).toBeVisible();
    await expectNoAxeViolations('review step');
    await shot('review');

    // Back is a real history entry: the details are still there; forward again to review.
    await page.goBack();
    await expect(page.getByRole('textbox', { name: /^Commodity/ })).toHaveValue('Mobile phones');
    await page.goForward();
    await expect(review).toBeVisible();

    // The other steps: change the sailing (the list of the same search), then the search itself, and come back to the
    // same sailing: the details typed are kept in the draft.
    await page.getByRole('button', { name: 'Change sailing' }).click();
    await expect(page.getByRole('heading', { level: 2, name: /Choose a sailing/ })).toBeFocused();
    const sailings = page.getByRole('list', { name: 'Sailings' });
    await expect(sailings.getByRole('listitem').first()).toBeVisible();
    await expectNoAxeViolations('select step');
    await shot('select');
    await page.getByRole('button', { name: 'Change search' }).click();
    await expect(page.getByRole('heading', { level: 2, name: /Search a schedule/ })).toBeFocused();
    await expect(page.getByRole('combobox', { name: /^Origin/ })).toHaveValue('Busan');
    await expectNoAxeViolations('search step');
    await shot('search');
    await page.getByRole('button', { name: 'Search sailings' }).click();
    // The sailing chosen before is marked in the list.
    const sameSailing = sailings.getByRole('listitem').filter({ hasText: 'Your current choice' });
    await expect(sameSailing).toContainText(vesselVoyage);
    await sameSailing.getByRole('button', { name: /^Select/ }).click();
    await expect(page.getByRole('textbox', { name: /^Commodity/ })).toHaveValue('Mobile phones');
    await page.getByRole('button', { name: 'Continue to review' }).click();
    await expect(review).toBeFocused();

    const posted = page.waitForRequest(
      (request) => request.method() === 'POST' && /\/v1\/bookings$/.test(request.url()),
    );
    await page.getByRole('button', { name: /^Submit booking/ }).click();
    // The Door pick-up goes to the carrier as the place of receipt with its address (DCSA shipmentLocations PRE).
    const body = (await posted).postDataJSON() as {
      receiptTypeAtOrigin: string;
      shipmentLocations: { locationTypeCode: string; location: { address?: unknown } }[];
    };
    expect(body.receiptTypeAtOrigin).toBe('SD');
    expect(body.shipmentLocations[0]).toMatchObject({
      locationTypeCode: 'PRE',
      location: { address: { street: 'Jungang-daero 100', city: 'Busan', countryCode: 'KR' } },
    });
    await expect(page).toHaveURL(/\/one-ecom\/booking\/booking-request\/submitted\/[^/?]+$/);

    // The submitted view (the booking request's): RECEIVED at once, CONFIRMED with a booking number once the carrier's
    // confirm delay (3 s of the mock's clock, fixed in e2e) has passed: the view polls, no reload.
    await expect(page.getByRole('heading', { level: 1, name: 'Booking request submitted' })).toBeVisible();
    const status = page.getByRole('status').filter({ hasText: 'Status' });
    await expect(status).toContainText('Received');
    await expectNoAxeViolations('submitted, received');
    await shot('submitted-received');
    await page.clock.setFixedTime(new Date(FIXED_NOW.getTime() + 60_000));
    await expect(status).toContainText('Confirmed');
    await expect(page.locator('dt:text-is("Booking number") + dd')).toHaveText(/^[A-Z]{4}\d{8}$/);
    await expectNoAxeViolations('submitted, confirmed');
    await shot('submitted-confirmed');

    // Submitted: the draft is gone, so quick booking starts empty and leaving it asks nothing.
    await page.goto('booking/quick-booking');
    await expect(page.getByRole('heading', { level: 2, name: /Search a schedule/ })).toBeVisible();
  });
});
