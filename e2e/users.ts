import type { Page } from '@playwright/test';

import type { MocksWindow } from './mock-scenarios';

/** What a test logs in with: the user ID and password the mock's createUser gave. */
export interface UserLogin {
  userId: string;
  password: string;
}

/**
 * A new shipper of Busan Test Exports Co., Ltd. in Korea (mocks/auth/accounts.ts createUser through the mock's QA
 * API): no bookings, drafts, address book entries or notifications yet, so everything a test sees is its own. Opens
 * the app first, since the QA API exists only once the mocks started.
 */
export async function createShipper(page: Page): Promise<UserLogin> {
  await page.goto('./');
  await page.waitForFunction(() => '__ONE_MOCKS__' in window);
  return page.evaluate(() =>
    (window as unknown as MocksWindow).__ONE_MOCKS__.createUser({
      user: { companyName: 'Busan Test Exports Co., Ltd.', customerCountry: 'KR' },
    }),
  );
}
