import type { Page } from '@playwright/test';

import { DEMO_LOGINS } from '../mocks/auth/demo-users';
import { expect, FIXED_NOW, test } from './fixtures';
import { submitLogin } from './mock-scenarios';
import { pageWidthOverflow } from './page-width';
import { reviewScreenshot } from './review-screenshot';

/*
 * Demurrage and detention (docs/areas/demurrage-detention.md), on desktop and phone: the public tariff shows Korea's
 * dry import demurrage; the demo shipper's container discharged at Busan six days before the fixed "now" is one day
 * over its five free days (the first tier's daily rate); a day later it is two; "if returned on" three days ahead
 * forecasts five days over. The later day needs a new login: the page clock moved past the refresh token's 8 hours.
 */

const DAY_MS = 86_400_000;
/** The demo shipper's container (DND_DEMO_CONTAINER of mocks/demurrage-detention/containers.ts, which imports JSON). */
const DND_DEMO_CONTAINER = 'ONEU9000013';

async function logIn(page: Page) {
  await page.goto('login');
  await submitLogin(page, DEMO_LOGINS.shipper);
  await expect(page).not.toHaveURL(/\/login/);
}

test('the D&D tariff and the clock of a container over its free time', async ({
  page,
  expectNoAxeViolations,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.goto('prices/demurrage-detention-tariff?country=KR&equipment=DRY');
  await expect(page.getByRole('heading', { level: 1, name: 'Demurrage & detention tariff' })).toBeVisible();
  const importDemurrage = page.getByRole('row', { name: /^Import demurrage Dry/ });
  await expect(importDemurrage).toContainText('5 calendar days');
  await expect(importDemurrage).toContainText('Days 1–5: ₩45,000 per day');
  await expectNoAxeViolations('tariff');
  await reviewScreenshot(page, testInfo, 'demurrage-detention', 'tariff');

  await logIn(page);
  await page.goto(`manage-shipment/demurrage-detention?container=${DND_DEMO_CONTAINER}`);
  const clock = page.getByRole('region', { name: 'Import demurrage at Busan' });
  // The first visit works out the shipper's containers in the browser's mock: slow on a busy machine.
  await expect(clock.getByText('1 day over')).toBeVisible({ timeout: 30_000 });
  await expect(clock.getByRole('row', { name: /^Charge so far/ }).first()).toContainText('₩45,000');
  await expectNoAxeViolations('one day over');
  await reviewScreenshot(page, testInfo, 'demurrage-detention', 'one-day-over');

  // A day later: one more day at the first tier's rate.
  await page.evaluate(() => {
    localStorage.removeItem('one-ecom.session');
  });
  await page.clock.setFixedTime(new Date(FIXED_NOW.getTime() + DAY_MS));
  await logIn(page);
  await page.goto(`manage-shipment/demurrage-detention?container=${DND_DEMO_CONTAINER}`);
  await expect(clock.getByText('2 days over')).toBeVisible({ timeout: 30_000 });
  await expect(clock.getByRole('row', { name: /^Charge so far/ }).first()).toContainText('₩90,000');

  // If returned three days from now (22 November at Busan): 25 November, five days over.
  await page.getByRole('textbox', { name: /^If returned on/ }).fill('2026-11-25');
  await page.keyboard.press('Tab');
  const forecast = clock.getByRole('table', { name: /if returned on 2026-11-25$/ });
  await expect(forecast).toContainText('₩225,000');
  await expect(clock.getByRole('heading', { name: 'If returned on 2026-11-25' })).toBeVisible();
  await expectNoAxeViolations('forecast');
  // The tier tables scroll in their own frames: the page itself fits the screen, a phone's too.
  expect(await pageWidthOverflow(page)).toBeLessThanOrEqual(0);
  await reviewScreenshot(page, testInfo, 'demurrage-detention', 'forecast');
});
