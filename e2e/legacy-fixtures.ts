import type { Frame, Page } from '@playwright/test';

import { DEMO_LOGINS } from '../mocks/auth/demo-users';
import { expect } from './fixtures';
import { submitLogin } from './mock-scenarios';

/** The stand-in's origin as the mock build frames it (.env.mock VITE_LEGACY_ORIGIN; playwright.config.ts LEGACY_PORT). */
export const LEGACY_ORIGIN = `http://127.0.0.1:${process.env.LEGACY_PORT ?? 4174}`;

/** Logs the demo shipper in through the login page (mocks/auth/demo-users.ts) and waits for the account menu. */
export async function logInAsDemoShipper(page: Page): Promise<void> {
  await page.goto('login');
  await submitLogin(page, DEMO_LOGINS.shipper);
  await expect(page.getByRole('button', { name: `Account menu of ${DEMO_LOGINS.shipper.name}` })).toBeVisible();
}

/** The frame of the legacy page, once its document from the legacy origin is there. */
export async function legacyFrame(page: Page): Promise<Frame> {
  await expect.poll(() => page.frames().some((frame) => frame.url().startsWith(`${LEGACY_ORIGIN}/`))).toBe(true);
  return page.frames().find((frame) => frame.url().startsWith(`${LEGACY_ORIGIN}/`))!;
}
