import type { BrowserContext, Page } from '@playwright/test';

import { DEMO_LOGINS } from '../mocks/auth/demo-users';
import {
  addFaultScenario,
  authCounters,
  clearFaultScenarios,
  expireAccessTokens,
  releaseHeldRequests,
  submitLogin,
} from './mock-scenarios';
import { expect, expectNoAxeViolationsOn, FIXED_NOW, test, watchConsole } from './session-fixtures';

const SCHEDULE =
  'schedule/point-to-point-schedule?oriLocNmParam=Busan%2C+South+Korea&oriLocCdParam=KRPUS&oriTermCdPara=Y' +
  '&destLocNmParam=Rotterdam%2C+Netherlands&destLocCdParam=NLRTM&desTermCdPara=Y' +
  '&frmDtParam=2026-12-01&toDtParam=2026-12-31&cmdParam=search';

async function loginThroughPage(
  page: Page,
  user: { userId: string; password: string; name: string },
  returnTo: string,
) {
  await page.goto(`login?returnTo=${encodeURIComponent(`/${returnTo}`)}`);
  await submitLogin(page, user);
  await expect(page.getByRole('button', { name: `Account menu of ${user.name}` })).toBeVisible();
}

/** Another tab of the same browser context, with the same fixed clock and console-error check. */
async function openTab(context: BrowserContext, url: string, errors: string[]): Promise<Page> {
  const tab = await context.newPage();
  await tab.clock.setFixedTime(FIXED_NOW);
  watchConsole(tab, errors);
  // A new tab has no access token yet: wait until it fetched one and loaded the profile with it.
  const profile = tab.waitForResponse((response) => response.url().endsWith('/api/v1/users/me'));
  await tab.goto(url);
  expect((await profile).status()).toBe(200);
  return tab;
}

async function showCalendar(page: Page) {
  await page.getByRole('tab', { name: 'Calendar' }).click();
  await expect(page.getByRole('heading', { name: '2026 Dec' })).toBeVisible();
}

test.describe('session', () => {
  test('login, an invisible token refresh during use, the avatar menu and logout', async ({
    page,
    expectNoAxeViolations,
  }) => {
    await page.goto(SCHEDULE);
    await page.getByRole('link', { name: 'Login' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await expectNoAxeViolations('login page');

    await submitLogin(page, { userId: DEMO_LOGINS.shipper.userId, password: 'not-my-password' });
    await expect(page.getByRole('alert')).toContainText('The user ID or password is wrong');
    await submitLogin(page, DEMO_LOGINS.locked);
    await expect(page.getByRole('alert')).toContainText('Your account is locked');
    await expectNoAxeViolations('login page with an error');

    await submitLogin(page, DEMO_LOGINS.shipper);
    await expect(page.getByRole('heading', { level: 1, name: 'Point to Point Schedule' })).toBeVisible();
    await expect(page.getByRole('button', { name: `Account menu of ${DEMO_LOGINS.shipper.name}` })).toHaveText('MK');

    // The user dismisses the cookie notice, which would otherwise cover the calendar's lower part.
    await page.getByRole('button', { name: 'Close cookie notice' }).click();
    // The access token expires while the user works: the next call refreshes it without a trace.
    await showCalendar(page);
    const before = await authCounters(page);
    await expireAccessTokens(page);
    await page.getByRole('button', { name: 'Next month' }).click();
    await expect(page.getByRole('heading', { name: '2027 Jan' })).toBeVisible();
    await expect(page.getByRole('button', { name: /December 2026|January 2027/ }).first()).toBeVisible();
    expect((await authCounters(page)).refresh).toBe(before.refresh + 1);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);

    // A reload keeps the session (refresh token in storage, a new access token fetched once).
    await page.reload();
    const avatar = page.getByRole('button', { name: `Account menu of ${DEMO_LOGINS.shipper.name}` });
    await avatar.click();
    const menu = page.getByRole('menu');
    await expect(menu).toContainText('Min-jun Kim');
    await expect(menu).toContainText('at Hanil Electronics Co., Ltd.');
    await expect(menu.getByRole('menuitem', { name: 'My Profile' })).toBeVisible();
    // With the menu open (page scrolling locked) axe misread the colours of the calendar at the fold on the phone
    // project, though the screenshot shows them unchanged; the page was checked above, so the menu is checked alone.
    await expectNoAxeViolationsOn(page, 'avatar menu', '[role="menu"]');
    await menu.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create account' })).toBeVisible();
  });

  test('a session timeout in one tab shows in both; Log out from the popup logs out the other tab', async ({
    page,
    context,
    expectNoAxeViolations,
  }) => {
    // This demo user's profile prefers Japanese, which would switch the UI after login; the test reads the English
    // UI, as after a choice in the header's language switch (which wins for the visit).
    await context.addInitScript(() => {
      sessionStorage.setItem('one-ecom.language-chosen', 'true');
    });
    await loginThroughPage(page, DEMO_LOGINS.expired, SCHEDULE);
    await showCalendar(page);
    const errors: string[] = [];
    const other = await openTab(context, './', errors);
    await expect(other.getByRole('button', { name: `Account menu of ${DEMO_LOGINS.expired.name}` })).toBeVisible();

    // Five minutes pass in both tabs: the access token (2 min) and this user's refresh token (1 min) have expired.
    const later = new Date(FIXED_NOW.getTime() + 5 * 60_000);
    await page.clock.setFixedTime(later);
    await other.clock.setFixedTime(later);
    await page.bringToFront();
    await page.getByRole('button', { name: 'Next month' }).click();
    const popup = page.getByRole('alertdialog', { name: 'Session timed out' });
    await expect(popup).toBeVisible();
    await expect(other.getByRole('alertdialog', { name: 'Session timed out' })).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(1);
    await expect(other.getByRole('alertdialog')).toHaveCount(1);
    await expectNoAxeViolations('session-timeout popup');

    await popup.getByRole('button', { name: 'Log out' }).click();
    const loggedOut = page.getByRole('alertdialog', { name: 'You are logged out' });
    await expect(loggedOut.getByRole('link', { name: 'Log in again' })).toBeVisible();
    await expectNoAxeViolations('logged-out popup');
    const otherLoggedOut = other.getByRole('alertdialog', { name: 'You are logged out' });
    await expect(otherLoggedOut.getByRole('link', { name: 'Log in again' })).toBeVisible();
    await otherLoggedOut.getByRole('button', { name: 'OK' }).click();
    await expect(other.getByRole('link', { name: 'Login' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('three tabs hitting 401 at once cause one refresh at the token endpoint', async ({ page, context }) => {
    await loginThroughPage(page, DEMO_LOGINS.shipper, SCHEDULE);
    const errors: string[] = [];
    const tabs = [page, await openTab(context, SCHEDULE, errors), await openTab(context, SCHEDULE, errors)];
    for (const tab of tabs) await showCalendar(tab);
    const before = await authCounters(page);

    await expireAccessTokens(page);
    await Promise.all(tabs.map((tab) => tab.getByRole('button', { name: 'Next month' }).click()));
    for (const tab of tabs) await expect(tab.getByRole('heading', { name: '2027 Jan' })).toBeVisible();
    const after = await authCounters(page);
    expect(after.refresh - before.refresh).toBe(1);
    expect(after.refreshRefused).toBe(before.refreshRefused);
    for (const tab of tabs) await expect(tab.getByRole('alertdialog')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('three tabs reloaded at the same moment after the access token expired make one call at the token endpoint', async ({
    page,
    context,
  }) => {
    await loginThroughPage(page, DEMO_LOGINS.shipper, SCHEDULE);
    const errors: string[] = [];
    const tabs = [page, await openTab(context, SCHEDULE, errors), await openTab(context, SCHEDULE, errors)];
    const before = await authCounters(page);

    // QA panel "Expire access tokens now", then every tab reloads at once: none has an access token after the reload.
    // "At the same moment" is made true rather than hoped for: the first refresh is held at the token endpoint until
    // the other two tabs wait for the refresh lock (on a loaded machine a tab may boot after the first refresh ended,
    // and a tab that missed the broadcast rightly refreshes itself). The hold stays on for every token call until
    // then: a tab still loading when the tokens expire may call the token endpoint before its reload, and that held
    // call dies with the old document (a hold of 'once' would be spent on it and the reloads would not be held).
    await addFaultScenario(page, { path: 'token', method: 'POST', fault: 'hold', times: 'always', delayMs: 90_000 });
    await expireAccessTokens(page);
    const profiles = tabs.map((tab) =>
      tab.waitForResponse((response) => response.url().endsWith('/api/v1/users/me') && response.status() === 200),
    );
    await Promise.all(tabs.map((tab) => tab.reload()));
    await expect
      .poll(
        () =>
          page
            .evaluate(async () => {
              const { held = [], pending = [] } = await navigator.locks.query();
              const refresh = (lock: { name?: string }) => lock.name === 'one-ecom-refresh';
              return { held: held.filter(refresh).length, pending: pending.filter(refresh).length };
            })
            // The page may be between two documents while it reloads: ask again.
            .catch(() => null),
        { timeout: 20_000 },
      )
      .toEqual({ held: 1, pending: 2 });
    await clearFaultScenarios(page);
    for (const tab of tabs) await releaseHeldRequests(tab);
    await Promise.all(profiles);
    const after = await authCounters(page);
    expect(after.refresh - before.refresh).toBe(1);
    expect(after.refreshRefused).toBe(before.refreshRefused);
    for (const tab of tabs) {
      await expect(tab.getByRole('button', { name: `Account menu of ${DEMO_LOGINS.shipper.name}` })).toBeVisible();
      await expect(tab.getByRole('alertdialog')).toHaveCount(0);
    }
    expect(errors).toEqual([]);
  });
});
