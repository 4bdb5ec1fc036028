import { DEMO_LOGINS } from '../mocks/auth/demo-users';
import { expect, test } from './fixtures';
import { submitLogin } from './mock-scenarios';
import { pageWidthOverflow } from './page-width';
import { reviewScreenshot } from './review-screenshot';

/*
 * Fixed values of the mock carrier at the fixed "now" of every e2e run (FIXED_NOW in e2e/fixtures.ts, 2026-11-21
 * 02:00 UTC; the page asks for the calls of 2026-10-24 to 2027-02-13). The mock's data modules read a JSON file that
 * Node cannot import without an import attribute, so the spec names what they give instead of computing it.
 */

/**
 * A vessel whose voyage runs late (mocks/schedule/data/voyage-delays.ts): voyage 033W of MOL COMFORT is 29 hours late
 * for bad weather from Dalian on, which the carrier learns on 2026-11-18 (vessel-calls.ts: half way through the
 * voyage's first leg), three days before "now"; its first coming call at Busan is on that voyage.
 */
const LATE = {
  name: 'MOL COMFORT',
  imo: '9674050',
  delay: '29 hours late: bad weather',
  port: 'Busan (KRPUS)',
  /** demo.shipper's booking on that voyage, Busan to Rotterdam (mocks/booking seed). */
  booking: 'PUSB10000043',
  voyage: 'MOL COMFORT 033W',
} as const;

/**
 * A vessel to find by name (service FE3): its first coming calls' port cut-offs have passed; at Antwerp (cut-off
 * 2026-11-21 17:00 local) it still takes bookings, on voyage 016E, which ends at Kobe.
 */
const BY_NAME = {
  name: 'ONE KOBE',
  imo: '9375587',
  book: 'Book Antwerp to Kobe, voyage 016E',
  sailing: 'Antwerp to Kobe on ONE KOBE 016E',
  vesselVoyage: 'ONE KOBE 016E / FE3',
  /** The planned departure from Antwerp and arrival at Kobe, local at each port. */
  etd: '2026-11-22 20:00',
  eta: '2026-12-25 17:00',
} as const;

test.describe('vessel schedule', () => {
  test('finds a vessel by IMO number and by name, shows a late call after a reload, and books a coming call', async ({
    page,
    expectNoAxeViolations,
  }, testInfo) => {
    // Login, five axe scans and two searches on a busy 2-core machine: more than the default 60 s.
    test.setTimeout(120_000);
    const shot = (name: string) => reviewScreenshot(page, testInfo, 'vessel-schedule', name);

    await page.goto('schedule/vessel-schedule');
    // The cookie notice would cover the lower part of the cards in the screenshots.
    await page.getByRole('button', { name: 'Close cookie notice' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Vessel Schedule' })).toBeVisible();
    await expectNoAxeViolations('empty search');

    // By IMO number: the late voyage shows at the call with its reason.
    await page.getByRole('radio', { name: 'IMO number' }).check();
    await page.getByRole('textbox', { name: /IMO number/ }).fill(LATE.imo);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('heading', { level: 2, name: LATE.name })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`\\?by=imo&vslImo=${LATE.imo}$`));
    const lateCall = page.getByRole('article', { name: LATE.port }).first();
    await expect(lateCall).toContainText(LATE.delay);
    await expectNoAxeViolations('vessel by IMO number with a late call');
    await shot('by-imo');
    await lateCall.scrollIntoViewIfNeeded();
    await lateCall.screenshot({ path: `test-results/vessel-schedule/${testInfo.project.name}-late-call.png` });

    // The same vessel and delay after a reload: the search lives in the URL.
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: LATE.name })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'IMO number' })).toBeChecked();
    await expect(page.getByRole('textbox', { name: /IMO number/ })).toHaveValue(LATE.imo);
    await expect(page.getByRole('article', { name: LATE.port }).first()).toContainText(LATE.delay);
    await expectNoAxeViolations('vessel by IMO number after a reload');

    // By name, picked in the fleet combobox.
    await page.getByRole('radio', { name: 'Vessel name' }).check();
    await page.getByRole('combobox', { name: /Vessel name/ }).fill(BY_NAME.name);
    await page.getByRole('option', { name: new RegExp(`IMO ${BY_NAME.imo}`) }).click();
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('heading', { level: 2, name: BY_NAME.name })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: /coming calls/ })).toBeVisible();
    await expectNoAxeViolations('vessel by name');
    await shot('by-name');

    // "Book" on a coming call: login, then quick booking's details step on that sailing.
    const book = page.getByRole('link', { name: BY_NAME.book });
    await book.scrollIntoViewIfNeeded();
    await shot('book');
    await book.click();
    await expect(page).toHaveURL(/\/one-ecom\/login\?returnTo=%2Fbooking%2Fquick-booking%3Fstep%3Ddetails/);
    await submitLogin(page, DEMO_LOGINS.shipper);
    await expect(page).toHaveURL(/\/one-ecom\/booking\/quick-booking\?step=details&/);
    await expect(page.getByRole('heading', { level: 1, name: 'Quick booking' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: BY_NAME.sailing })).toBeVisible();
    await expect(page.locator('dt:text-is("Vessel voyage / service") + dd')).toHaveText(BY_NAME.vesselVoyage);
    await expect(page.locator('dt:text-is("ETD Antwerp") + dd')).toHaveText(BY_NAME.etd);
    await expect(page.locator('dt:text-is("ETA Kobe") + dd')).toHaveText(BY_NAME.eta);
    await expectNoAxeViolations('quick booking with the sailing');
    await shot('quick-booking');
  });

  test('a late call is late by the same hours on the tracking page of a booking on that voyage', async ({
    page,
    expectNoAxeViolations,
  }, testInfo) => {
    test.setTimeout(90_000);
    const path = `/schedule/vessel-schedule?by=imo&vslImo=${LATE.imo}`;
    await page.goto(`login?returnTo=${encodeURIComponent(path)}`);
    await page.getByRole('button', { name: 'Close cookie notice' }).click();
    await submitLogin(page, DEMO_LOGINS.shipper);
    const lateCall = page.getByRole('article', { name: LATE.port }).first();
    await expect(lateCall).toContainText(LATE.delay);

    // "Track" on the late call: the user's bookings on that vessel and voyage.
    await lateCall.getByRole('link', { name: new RegExp(`Track\\s*my bookings on ${LATE.voyage}`) }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Shipments' })).toBeVisible();
    await expect(page.getByText(`On ${LATE.voyage}`)).toBeVisible();
    await page.getByRole('link', { name: `Track ${LATE.booking}` }).click();

    // The booking's tracking: the vessel leaves Busan and reaches Rotterdam 29 hours late, as the vessel schedule says.
    const container = page.getByRole('region', { name: /^[A-Z]{4}\d{7}$/ }).first();
    await expect(container.locator('dd').filter({ hasText: 'Rotterdam (NLRTM)' })).toContainText('Delayed by 29 h');
    const departure = container.getByRole('listitem').filter({ hasText: 'Vessel departed' }).first();
    await expect(departure).toContainText('Delayed by 29 h');
    await expectNoAxeViolations('tracking of a booking on the late voyage');
    await reviewScreenshot(page, testInfo, 'vessel-schedule', 'late-voyage-tracking');
  });

  test('the calls fit a 360 px wide phone', async ({ page, expectNoAxeViolations }, testInfo) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`schedule/vessel-schedule?by=imo&vslImo=${LATE.imo}`);
    await page.getByRole('button', { name: 'Close cookie notice' }).click();
    const lateCall = page.getByRole('article', { name: LATE.port }).first();
    await expect(lateCall).toContainText(LATE.delay);
    // A local time never breaks inside, so a card must still fit without scrolling sideways.
    const overflow = await pageWidthOverflow(page);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations('vessel calls at 360 px');
    await lateCall.scrollIntoViewIfNeeded();
    await reviewScreenshot(page, testInfo, 'vessel-schedule', 'late-call-360');
  });

  test('an old CUP_HOM_3006.do link lands on the native vessel schedule', async ({ page, expectNoAxeViolations }) => {
    await page.goto('ecom/CUP_HOM_3006.do');
    await expect(page).toHaveURL(/\/one-ecom\/schedule\/vessel-schedule$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Vessel Schedule' })).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
    await expectNoAxeViolations('vessel schedule from the legacy link');
  });
});
