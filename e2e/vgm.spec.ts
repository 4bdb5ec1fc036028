import { DEMO_LOGINS } from '../mocks/auth/demo-users';
import { containerCheckDigit } from '../src/domain/container/container-number';
import { expect, test } from './fixtures';
import { submitLogin } from './mock-scenarios';
import { reviewScreenshot } from './review-screenshot';

/*
 * VGM declarations (docs/areas/vgm-delivery-orders.md, "VGM"), desktop and phone: the demo shipper pastes 500
 * containers for PUSB10000005 (its SI names ONEU1000505: 14,000 kg cargo + 3,800 kg tare), two with a wrong check digit
 * (marked on their rows), fixes them and submits; the SI container's row is warned for a VGM more than 5 % off. Then
 * the clock passes PUSB10000043's VGM cut-off (2026-11-22 12:00 +09:00) and a declaration there is marked late.
 */

const number = (serial: number) => {
  const prefix = `TSTU${String(serial).padStart(6, '0')}`;
  return `${prefix}${String(containerCheckDigit(prefix))}`;
};
const wrong = (valid: string) => `${valid.slice(0, 10)}${String((Number(valid.charAt(10)) + 1) % 10)}`;

test('500 pasted containers: two wrong check digits fixed, one mismatch warned; a late declaration', async ({
  page,
  expectNoAxeViolations,
}, testInfo) => {
  test.setTimeout(120_000);
  const shot = (name: string) => reviewScreenshot(page, testInfo, 'vgm', name);
  await page.goto('documentation/vgm?booking=PUSB10000005');
  await submitLogin(page, DEMO_LOGINS.shipper);
  await expect(page.getByRole('heading', { level: 2, name: 'Booking PUSB10000005' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('2026-12-06 17:00 UTC+09:00')).toBeVisible();
  await expectNoAxeViolations('booking opened');

  await page.getByLabel('Weighing party').fill('Busan New Port Weighbridge');
  await page.getByLabel('Responsible party (shipper on the B/L)').fill('Hanil Electronics Co., Ltd.');
  await page.getByLabel('Authorised signatory').fill('Min-jun Kim');
  await page.getByText('Import a container list (CSV or xlsx) or paste rows').click();
  const rows = ['ONEU1000505\t20000', ...Array.from({ length: 499 }, (_, index) => `${number(index + 1)}\t21000`)];
  rows[2] = `${wrong(number(2))}\t21000`;
  rows[4] = `${wrong(number(4))}\t21000`;
  await page
    .getByLabel('Or paste rows from a spreadsheet, with the header row')
    .fill(`Container number\tVGM\n${rows.join('\n')}`);
  await page.getByRole('button', { name: 'Add the pasted rows' }).click();
  // The form's empty row is replaced, so the pasted rows are rows 1-500.
  await expect(page.getByText('500 containers added from the pasted rows. 2 need fixing: rows 3, 5.')).toBeVisible();
  const row3 = page.getByRole('textbox', { name: 'Container number, row 3' });
  await expect(row3).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('textbox', { name: 'Container number, row 5' })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(/The check digit is wrong \(ISO 6346\)/)).toHaveCount(2);
  await expect(page.getByText(/Differs from the SI's cargo weight plus tare \(17800 kg\)/)).toBeVisible();
  await expectNoAxeViolations('pasted with two wrong check digits');
  await shot('pasted');

  await row3.fill(number(2));
  await page.getByRole('textbox', { name: 'Container number, row 5' }).fill(number(4));
  await expect(page.getByText(/The check digit is wrong/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Submit VGM' }).click();
  await expect(page.getByText(/VGMs of 500 containers submitted\. 1 differs from the SI by more than 5 %/)).toBeVisible(
    {
      timeout: 30_000,
    },
  );
  await expect(page.getByRole('table', { name: 'Declared containers' }).locator('tbody tr')).toHaveCount(500);
  await expectNoAxeViolations('submitted');
  await shot('submitted');

  // The clock passes PUSB10000043's VGM cut-off, 26 hours on: the session of the day before is over (the mock's refresh
  // token lives 8 hours, mocks/auth/accounts.ts), so the page says so; the user logs out, logs in again, comes back.
  await page.clock.setFixedTime(new Date('2026-11-22T04:00:00Z'));
  await page.goto('documentation/vgm?booking=PUSB10000043');
  await page.getByRole('alertdialog', { name: 'Session timed out' }).getByRole('button', { name: 'Log out' }).click();
  await page
    .getByRole('alertdialog', { name: 'You are logged out' })
    .getByRole('link', { name: 'Log in again' })
    .click();
  await submitLogin(page, DEMO_LOGINS.shipper);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('documentation/vgm?booking=PUSB10000043');
  await expect(page.getByRole('alert').filter({ hasText: 'The VGM cut-off has passed.' })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByLabel('Weighing party').fill('Busan New Port Weighbridge');
  await page.getByLabel('Responsible party (shipper on the B/L)').fill('Hanil Electronics Co., Ltd.');
  await page.getByLabel('Authorised signatory').fill('Min-jun Kim');
  await page.getByRole('textbox', { name: 'Container number, row 1' }).fill('CSQU3054383');
  await page.getByRole('textbox', { name: 'VGM in kg, row 1' }).fill('21000');
  await page.getByRole('button', { name: 'Submit VGM' }).click();
  await expect(page.getByText(/1 was declared after the VGM cut-off and is marked late/)).toBeVisible({
    timeout: 30_000,
  });
  await expect(
    page.getByRole('table', { name: 'Declared containers' }).getByText('Late', { exact: true }),
  ).toBeVisible();
  await expectNoAxeViolations('late');
  await shot('late');
});
