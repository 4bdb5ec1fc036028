import type { Page } from '@playwright/test';

import type { OneMocksApi } from '../mocks/browser';

/*
 * Playwright helpers for the mock backend's QA API (`window.__ONE_MOCKS__`, mocks/browser.ts). The state lives in the
 * app origin's localStorage, so a call in one page applies to every tab of the context. Call them after the app
 * loaded (page.goto) — before or during a test.
 */

/** A fault scenario as mocks/scenarios.ts takes it (docs/mock-backend.md "QA fault scenarios"). */
export interface FaultScenarioInput {
  path: string;
  method?: string;
  fault: 400 | 401 | 403 | 404 | 406 | 429 | 500 | 503 | 504 | 'network-error' | 'timeout' | 'slow' | 'hold';
  times: 'once' | 'always';
  delayMs?: number;
}

/** `window` of a mock build once the mocks started (`page.evaluate` callbacks cast `window` to it). */
export interface MocksWindow {
  __ONE_MOCKS__: OneMocksApi;
}

/** Makes the mock backend answer matching requests with `scenario.fault`. */
export async function addFaultScenario(page: Page, scenario: FaultScenarioInput): Promise<void> {
  await page.evaluate((input) => {
    (window as unknown as MocksWindow).__ONE_MOCKS__.addScenario(input);
  }, scenario);
}

/** Removes every fault scenario. */
export async function clearFaultScenarios(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as MocksWindow).__ONE_MOCKS__.clearScenarios();
  });
}

/** Expires every access token now (the clock is fixed in e2e, so tokens never expire by waiting). */
export async function expireAccessTokens(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as MocksWindow).__ONE_MOCKS__.expireAccessTokens();
  });
}

/** Answers the requests a 'hold' scenario holds in `page`'s tab; how many there were. */
export async function releaseHeldRequests(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as MocksWindow).__ONE_MOCKS__.releaseHeldRequests());
}

/** The mock auth server's counters: logins, refresh calls at the token endpoint, refused refreshes. */
export async function authCounters(page: Page): Promise<{ login: number; refresh: number; refreshRefused: number }> {
  return page.evaluate(() => (window as unknown as MocksWindow).__ONE_MOCKS__.authCounters());
}

/** Fills and submits the login form of the current page. */
export async function submitLogin(page: Page, user: { userId: string; password: string }): Promise<void> {
  await page.getByRole('textbox', { name: /User ID/ }).fill(user.userId);
  await page.getByLabel(/Password/).fill(user.password);
  await page.getByRole('button', { name: 'Log in' }).click();
}
