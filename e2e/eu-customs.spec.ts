import { letCarrierDecide } from './carrier-clock';
import { expect, test } from './fixtures';
import { submitLogin } from './mock-scenarios';
import { pageWidthOverflow } from './page-width';
import { reviewScreenshot } from './review-screenshot';

/*
 * EU customs information: the demo shipper's booking to Rotterdam shows missing ICS2 data; the
 * shipper completes EORI numbers, buyer, seller, HS code and description, saves, sees "Ready", and the filing turns
 * accepted once customs answer (the mock answers 3 s after filing; the test moves the fixed clock). Axe at every state,
 * desktop and phone.
 */

const SHIPPER = { userId: 'demo.shipper', password: 'Shipper#2026' };

test('a booking to Rotterdam shows missing ICS2 data and becomes ready and accepted once completed', async ({
  page,
  expectNoAxeViolations,
}, testInfo) => {
  test.setTimeout(120_000);
  const shot = (name: string) => reviewScreenshot(page, testInfo, 'eu-customs', name);

  await page.goto('booking/eu-customs-information');
  await expect(page).toHaveURL(/\/one-ecom\/login\?returnTo=%2Fbooking%2Feu-customs-information$/);
  await submitLogin(page, SHIPPER);
  await expect(page.getByRole('heading', { level: 1, name: 'EU customs information (ICS2)' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Your bookings that touch the EU' })).toBeVisible();
  await expect(page.getByText('More information requested').first()).toBeVisible();
  await expect(page.getByText('Do not load').first()).toBeVisible();
  await expectNoAxeViolations('list');
  await shot('list');

  const row = page
    .getByRole('listitem')
    .filter({ hasText: /→ .*\(NLRTM\)/ })
    .filter({ hasText: 'Not filed' })
    .first();
  await expect(row.getByText(/\d+ items? missing/)).toBeVisible();
  const link = row.getByRole('link', { name: /^Booking / });
  const reference = ((await link.textContent()) ?? '').replace('Booking ', '');
  await link.click();

  await expect(page.getByRole('heading', { level: 2, name: `ICS2 data of booking ${reference}` })).toBeVisible();
  const shipperEori = page.getByRole('textbox', { name: "Shipper's EORI number" });
  await expect(shipperEori).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(/\d+ items? missing/).first()).toBeVisible();
  await expectNoAxeViolations('form with missing data');
  await shot('form-missing');

  await shipperEori.fill('KR1234567890');
  await page.getByRole('textbox', { name: "Consignee's EORI number" }).fill('NL123456789');
  for (const [group, values] of [
    ['Seller', ['Hanbit Electronics Co., Ltd.', '55 Jungang-daero', 'Busan', 'KR']],
    ['Buyer', ['Van Dijk Trading BV', 'Weena 10', 'Rotterdam', 'NL']],
  ] as const) {
    const fieldset = page.getByRole('group', { name: group, exact: true });
    await fieldset.getByRole('textbox', { name: 'Company name' }).fill(values[0]);
    await fieldset.getByRole('textbox', { name: 'Street and number' }).fill(values[1]);
    await fieldset.getByRole('textbox', { name: 'City', exact: true }).fill(values[2]);
    await fieldset.getByRole('textbox', { name: 'Country code' }).fill(values[3]);
  }
  const descriptions = page.getByRole('textbox', { name: 'Description of goods' });
  const hsCodes = page.getByRole('textbox', { name: 'HS code (6 to 10 digits)' });
  // A vague description is refused with a clear message.
  await descriptions.first().fill('General cargo');
  await expect(page.getByText(/Describe the goods precisely/).first()).toBeVisible();
  for (let index = 0; index < (await descriptions.count()); index += 1) {
    await hsCodes.nth(index).fill('854232');
    await descriptions.nth(index).fill('DRAM memory modules for servers');
  }
  await expect(page.getByText('Ready', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved and filed with customs.')).toBeVisible();
  await expect(page.getByText('Filed, waiting for customs')).toBeVisible();

  // Customs answer 3 s after filing (mocks/customs): move the fixed clock past it; the page polls while FILED.
  await expect(page.getByText('Accepted by customs')).toBeVisible({ timeout: await letCarrierDecide(page, 10_000) });
  await expectNoAxeViolations('form filed and accepted');
  await shot('form-accepted');

  await page.getByRole('link', { name: 'Back to all EU-bound bookings' }).click();
  const savedRow = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: `Booking ${reference}` }) });
  await expect(savedRow.getByText('Ready', { exact: true })).toBeVisible();
  await expect(savedRow.getByText('Accepted by customs')).toBeVisible();

  // The page fits a phone's width: no sideways scrolling.
  const overflow = await pageWidthOverflow(page);
  expect(overflow).toBeLessThanOrEqual(0);
});
