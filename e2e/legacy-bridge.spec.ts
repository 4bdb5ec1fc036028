import { expectNoAxeViolationsOn } from './axe';
import { expect, test } from './fixtures';
import { LEGACY_ORIGIN, legacyFrame, logInAsDemoShipper } from './legacy-fixtures';

const TRACKING = 'ecom/CUP_HOM_3301.do?trakNoParam=ONEYPUSE53817200&trakNoTpCdParam=B';

test.describe('legacy bridge', () => {
  test('cargo tracking in the frame: title, spinner then content, height, download, navigate', async ({ page }) => {
    // Many steps across two origins (and axe inside the frame): give it the slow-test budget on a busy machine.
    test.slow();
    // Hold the legacy page back until the spinner has been seen, so it is seen before the content.
    let releaseLegacyPage = () => {};
    const legacyPageHeld = new Promise<void>((resolve) => {
      releaseLegacyPage = resolve;
    });
    await page.route(`${LEGACY_ORIGIN}/ecom/**`, async (route) => {
      await legacyPageHeld;
      await route.continue();
    });
    // Not until `load`: the page's load event waits for the frame, which is held.
    await page.goto(TRACKING, { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1, name: 'Cargo Tracking' })).toBeVisible();
    await expect(page).toHaveTitle('Cargo Tracking | ONE');
    await expect(page.getByRole('status').filter({ hasText: 'Loading Cargo Tracking…' })).toBeAttached();
    releaseLegacyPage();

    const frame = page.frameLocator('iframe[title^="Cargo Tracking"]');
    await expect(frame.getByRole('heading', { name: 'B/L ONEYPUSE53817200' })).toBeVisible();
    await expect(frame.getByRole('list', { name: 'Events of container TCLU7622196' })).toContainText(
      'Vessel departure',
    );
    await expect(page.getByRole('status').filter({ hasText: 'Loading Cargo Tracking…' })).toHaveCount(0);

    // The frame is exactly as tall as its content: no inner scrollbar, also after the content changes.
    const iframe = page.locator('iframe[title^="Cargo Tracking"]');
    const legacy = await legacyFrame(page);
    const contentHeight = () =>
      legacy.evaluate(() => Math.ceil(document.getElementById('legacy-page')!.getBoundingClientRect().height));
    const noInnerScroll = () =>
      legacy.evaluate(() => document.documentElement.scrollHeight <= document.documentElement.clientHeight);
    const frameHeight = async () => Math.round((await iframe.boundingBox())!.height);
    await expect.poll(async () => (await frameHeight()) - (await contentHeight())).toBe(0);
    expect(await noInnerScroll()).toBe(true);
    const tallHeight = await frameHeight();
    await frame.getByRole('button', { name: 'Hide events of ONEU0482130' }).click();
    await expect.poll(frameHeight).toBeLessThan(tallHeight - 200);
    await expect.poll(async () => (await frameHeight()) - (await contentHeight())).toBe(0);
    expect(await noInnerScroll()).toBe(true);
    await expectNoAxeViolationsOn(page, 'cargo tracking with results');

    // A download does not flash the spinner.
    await page.evaluate(() => {
      const seen = { spinner: false };
      (window as unknown as { spinnerSeen: typeof seen }).spinnerSeen = seen;
      new MutationObserver(() => {
        if (document.querySelector('main [role="status"]')) seen.spinner = true;
      }).observe(document.body, { subtree: true, childList: true });
    });
    const downloadPromise = page.waitForEvent('download');
    await frame.getByRole('link', { name: 'Download this list (CSV)' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe('CUP_HOM_3301.csv');
    const csv = await (await download.createReadStream()).toArray();
    expect(Buffer.concat(csv).toString('utf8')).toContain('TCLU7622196,TRANSPORT,DEPARTED,ACTUAL,2026-11-11 02:30');
    // Messages from one frame arrive in order: once the next resize is in, the download's loading state was handled.
    const beforeToggle = await frameHeight();
    await frame.getByRole('button', { name: 'Show events of ONEU0482130' }).click();
    await expect.poll(frameHeight).toBeGreaterThan(beforeToggle + 200);
    expect(
      await page.evaluate(() => (window as unknown as { spinnerSeen: { spinner: boolean } }).spinnerSeen.spinner),
    ).toBe(false);

    // A navigate message opens the in-app route, on a page loaded afresh: right after the CSV download above, this
    // click in the cross-origin frame was lost about one run in five on the desktop project under load (no navigate
    // message reached the portal; logging in the frame made it vanish, so where it is lost is not known). Waiting for
    // the frame's height to settle did not help; a fresh page passed 10 of 10 under the same load.
    await page.goto(TRACKING);
    await expect(frame.getByRole('heading', { name: 'B/L ONEYPUSE53817200' })).toBeVisible();
    await frame.getByRole('link', { name: 'Point to Point Schedule (new portal)' }).click();
    await expect(page).toHaveURL(/\/one-ecom\/schedule\/point-to-point-schedule$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Point to Point Schedule' })).toBeVisible();
  });

  test('redirect to schedule opens the point-to-point schedule for the configured weeks', async ({ page }) => {
    // The terminal cut-off page stays a page of the older portal (the vessel and port schedules are native now); every
    // stand-in page carries the "Find a sailing" button that sends the redirect-to-schedule message.
    await page.goto('ecom/CUP_HOM_3013.do');
    const frame = page.frameLocator('iframe[title^="Terminal Cut-off"]');
    await expect(frame.getByRole('heading', { level: 1, name: 'Terminal Cut-off' })).toBeVisible();
    await frame.getByRole('button', { name: 'Find a sailing' }).click();
    await expect(page).toHaveURL(
      /\/schedule\/point-to-point-schedule\?frmDtParam=2026-11-21&toDtParam=2026-12-19&nextWeekValue=28$/,
    );
  });

  test('login: the legacy page asks for central login, and menu pages send anonymous users there', async ({ page }) => {
    // The address book needs a logged-in user: the host sends an anonymous one to login before the frame loads.
    await page.goto('booking/address-book');
    await expect(page).toHaveURL(/\/one-ecom\/login\?returnTo=%2Fbooking%2Faddress-book$/);
    // The shipment report is a legacy page without a menu item that needs a login: straight to login.
    await page.goto('ecom/CUP_HOM_3803.do');
    await expect(page).toHaveURL(/\/one-ecom\/login\?returnTo=%2Fecom%2FCUP_HOM_3803\.do$/);
  });

  test('a logged-in user whose legacy page asks for central login is not sent round a loop', async ({ page }) => {
    await logInAsDemoShipper(page);
    await page.goto('ecom/CUP_HOM_3116.do');
    const frame = page.frameLocator('iframe[title^="Login"]');
    // The first request is a session problem: one token refresh, then the page loads again; the user stays.
    const refreshed = page.waitForResponse((response) => /\/token$/.test(new URL(response.url()).pathname));
    await frame.getByRole('button', { name: 'Continue to central login' }).click();
    expect((await refreshed).status()).toBe(200);
    await expect(frame.getByRole('button', { name: 'Continue to central login' })).toBeVisible();
    await expect(page).toHaveURL(/\/ecom\/CUP_HOM_3116\.do$/);
    // Asking again at once: the refresh did not help, so the session-timeout popup instead of another round.
    await frame.getByRole('button', { name: 'Continue to central login' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Session timed out' })).toBeVisible();
    await expect(page).toHaveURL(/\/ecom\/CUP_HOM_3116\.do$/);
  });

  test('a logged-in user on a menu page without a menu item sees the blacklist alert', async ({ page }) => {
    await logInAsDemoShipper(page);
    // Booking Confirmation Print is opened from Booking Status, never from the menu.
    await page.goto('ecom/CUP_HOM_3406.do');
    const alert = page.getByRole('alertdialog', { name: 'Access restricted' });
    await expect(alert).toContainText('This menu is not available for your account.');
    await expectNoAxeViolationsOn(page, 'blacklist alert');
    await alert.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/one-ecom\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to ONE e-Commerce' })).toBeVisible();
  });

  test("a frame that leaves the legacy host: the portal's own pages return home, another host gets a notice", async ({
    page,
    baseURL,
  }) => {
    await page.goto(TRACKING);
    const frame = page.frameLocator('iframe[title^="Cargo Tracking"]');
    await expect(frame.getByRole('heading', { name: 'B/L ONEYPUSE53817200' })).toBeVisible();
    // To a page of the portal's own origin: seen at once.
    await (
      await legacyFrame(page)
    ).evaluate((url) => {
      window.location.href = url;
    }, `${baseURL}no-such-page`);
    await expect(page).toHaveURL(/\/one-ecom\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to ONE e-Commerce' })).toBeVisible();

    // To another origin (here the same server under another host name): no answer from the legacy host. It could as
    // well be a slow page or a PDF, so the user stays, is told, and may go on.
    await page.goto(TRACKING);
    await expect(frame.getByRole('heading', { name: 'B/L ONEYPUSE53817200' })).toBeVisible();
    await (
      await legacyFrame(page)
    ).evaluate(
      (url) => {
        window.location.href = url;
      },
      LEGACY_ORIGIN.replace('127.0.0.1', 'localhost') + '/ecom/CUP_HOM_3006.do',
    );
    await expect(page.getByText('Cargo Tracking has not answered yet.', { exact: false })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page).toHaveURL(/CUP_HOM_3301\.do/);
    await expectNoAxeViolationsOn(page, 'no-answer notice');
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/one-ecom\/$/);
  });

  test('the stand-in pages are accessible on their own', async ({ page, expectNoAxeViolations }) => {
    for (const path of [
      '/ecom/CUP_HOM_3701.do',
      '/ecom/CUP_HOM_3006.do',
      '/ecom/addressBook.do',
      '/ecom/CUP_HOM_3117.do',
    ]) {
      await page.goto(`${LEGACY_ORIGIN}${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(`stand-in ${path}`);
    }
    await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
  });
});
