import { DEMO_LOGINS } from '../mocks/auth/demo-users';
import { addFaultScenario, clearFaultScenarios, type FaultScenarioInput, submitLogin } from './mock-scenarios';
import { expect, test } from './session-fixtures';

/**
 * A protected call with the default error handling: the address book's list, which its page loads on every visit.
 * (The header's current-user profile reports its own failures, so it cannot show every popup.)
 */
const PROTECTED_LIST = 'v1/address-book';
const PROTECTED_PAGE = 'booking/my-address-book';

/**
 * One fault per popup a user can meet, and the two the browser itself produces (a network error, a client timeout).
 * Which status shows which popup (404, 406 and 500 also show "Unexpected error") is a rule: tests/features/session/
 * status-popups.test.tsx checks every status; here the journey checks each popup really shows, once, accessible.
 */
const FAULTS: Array<{ fault: FaultScenarioInput['fault']; popup: string }> = [
  { fault: 400, popup: 'Unexpected error' },
  { fault: 401, popup: 'Session timed out' },
  { fault: 403, popup: 'Access denied' },
  { fault: 429, popup: 'Too many requests' },
  { fault: 503, popup: 'Under maintenance' },
  { fault: 504, popup: 'Server timeout' },
  { fault: 'network-error', popup: 'Unexpected error' },
  { fault: 'timeout', popup: 'Server timeout' },
];

test.describe('QA fault scenarios', () => {
  test('each kind of popup shows exactly once and closes with Escape; a one-off 500 is retried away', async ({
    page,
    expectNoAxeViolations,
  }) => {
    // Nine reloads, eight of them with a popup, an axe scan and a close: 55-60 s on a 2-core machine, and up to twice
    // that when the machine is busy. The journey is long, not slow: each step keeps its own expectation.
    test.setTimeout(180_000);
    await page.goto('login');
    await submitLogin(page, DEMO_LOGINS.shipper);
    await expect(page.getByRole('button', { name: `Account menu of ${DEMO_LOGINS.shipper.name}` })).toBeVisible();
    await page.goto(PROTECTED_PAGE);
    await expect(page.getByRole('heading', { level: 1, name: 'My address book' })).toBeVisible();

    for (const { fault, popup } of FAULTS) {
      await addFaultScenario(page, { path: PROTECTED_LIST, fault, times: 'always', delayMs: 500 });
      await page.reload();
      const dialog = page.getByRole('alertdialog', { name: popup });
      // A 401 takes two round trips (the refused call, a token refresh, the refused retry) after the reload's own.
      await expect(dialog, `fault ${String(fault)}`).toBeVisible({ timeout: 20_000 });
      await expect(page.getByRole('alertdialog')).toHaveCount(1);
      await expectNoAxeViolations(`popup "${popup}" for fault ${String(fault)}`);
      await clearFaultScenarios(page);
      // Escape closes every popup (APG alertdialog).
      await page.keyboard.press('Escape');
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
    }

    // 'once': the first try fails, the automatic retry of a 5xx succeeds, so nobody is bothered.
    await addFaultScenario(page, { path: PROTECTED_LIST, fault: 500, times: 'once' });
    const listLoaded = page.waitForResponse(
      (response) => new URL(response.url()).pathname.endsWith(`/api/${PROTECTED_LIST}`) && response.status() === 200,
    );
    await page.reload();
    await listLoaded;
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });

  test('the QA panel adds a scenario and a slow answer still arrives', async ({ page, expectNoAxeViolations }) => {
    await page.goto('./');
    const toggle = page.getByRole('button', { name: 'QA fault scenarios' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = page.getByRole('region', { name: 'QA fault scenarios' });
    await expect(panel).toContainText('No scenario is active');
    await expectNoAxeViolations('QA panel');

    await panel.getByLabel('Endpoint').selectOption({ label: 'Schedule search' });
    await panel.getByLabel('Fault').selectOption({ label: 'HTTP 503' });
    await panel.getByLabel('How often').selectOption({ label: 'Once' });
    await panel.getByRole('button', { name: 'Add scenario' }).click();
    await expect(panel.getByRole('listitem')).toHaveText([/Schedule search: HTTP 503 \(Once\)/]);
    await toggle.click();

    await page.goto(
      'schedule/point-to-point-schedule?oriLocNmParam=Busan%2C+South+Korea&oriLocCdParam=KRPUS&oriTermCdPara=Y' +
        '&destLocNmParam=Rotterdam%2C+Netherlands&destLocCdParam=NLRTM&desTermCdPara=Y' +
        '&frmDtParam=2026-12-01&toDtParam=2026-12-31&cmdParam=search',
    );
    await expect(page.getByRole('alertdialog', { name: 'Under maintenance' })).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(1);
    await page.getByRole('button', { name: 'OK' }).click();

    await addFaultScenario(page, { path: 'v1/schedule/point-to-point', fault: 'slow', times: 'once', delayMs: 1_500 });
    await page.reload();
    await expect(page.getByRole('article').first()).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });
});
