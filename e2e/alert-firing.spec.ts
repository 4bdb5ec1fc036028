import type { Page } from '@playwright/test';

import { DEMO_LOGINS } from '../mocks/auth/demo-users';
import { submitLogin } from './mock-scenarios';
import { bell, feedStats, panel, toasts } from './notification-locators';
import { reviewScreenshot } from './review-screenshot';
import { expect, expectNoAxeViolationsOn, test, watchConsole } from './session-fixtures';

/*
 * An alert the user set fires once, in two open tabs (docs/areas/alerts.md "When an alert fires"), on desktop and
 * phone. The demo shipper's container ONEU9000013 was discharged at Busan on 15 November 2026, 19:00 local, with 5
 * free days: its last free day is 20 November. At 21:00 in Busan on the 17th the shipper sets "free time ends within
 * 2 days" with a colleague on copy; at midnight (18 November, 2 days left) the alert arrives over the one feed: one
 * toast and one bell item in each tab, one e-mail in the QA outbox. The clock moves three hours: within the refresh
 * token's 8, so the session refreshes itself.
 */

const CONTAINER = 'ONEU9000013';
const BEFORE = new Date('2026-11-17T12:00:00Z');
const AFTER = new Date('2026-11-17T15:00:02Z');
const ALERT_TEXT = `Free time of ${CONTAINER} (Import demurrage) at KRPUS: last free day Nov 20`;

/** The QA outbox's e-mails about the container, read through the page so its mock answers. */
function alertEmails(page: Page) {
  return page.evaluate(async (container) => {
    const answer = await fetch('/api/v1/qa/alert-outbox?userId=demo.shipper');
    const { emails } = (await answer.json()) as { emails: { to: string; kind: string; subject: string }[] };
    return emails
      .filter((email) => email.kind === 'ALERT' && email.subject.includes(container))
      .map((email) => email.to);
  }, CONTAINER);
}

test('a free-time alert fires once in two open tabs and e-mails the colleague once', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await page.clock.setFixedTime(BEFORE);
  await page.goto('login');
  await submitLogin(page, DEMO_LOGINS.shipper);
  await expect(page).not.toHaveURL(/\/login/);
  await page.getByRole('button', { name: 'Close cookie notice' }).click();

  await page.goto('manage-shipment/alerts');
  await page.getByRole('button', { name: 'New alert' }).click();
  const dialog = page.getByRole('dialog', { name: 'New alert' });
  await dialog.getByRole('textbox', { name: /^Name/ }).fill('Free time ending soon');
  await dialog.getByRole('combobox', { name: 'Alert me when' }).selectOption('FREE_TIME');
  await dialog.getByRole('textbox', { name: /^Days before free time ends/ }).fill('2');
  await dialog.getByRole('textbox', { name: /^Also e-mail/ }).fill('ops@hanil.example');
  await dialog.getByRole('button', { name: 'Save alert' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('listitem', { name: 'Free time ending soon' })).toContainText('You and 1 more');

  const errors: string[] = [];
  const other = await page.context().newPage();
  await other.clock.setFixedTime(BEFORE);
  watchConsole(other, errors);
  await other.goto('./');
  // The bell comes after the page is idle, and the new tab's own in-page mock derives the shipper's notifications
  // afresh first: slow on a busy machine.
  await expect(bell(other)).toBeVisible({ timeout: 30_000 });
  // The feed is open (held by one of the tabs: a phone's hidden tab hands it over) before the clock moves.
  await expect.poll(async () => (await feedStats(page)).opened).toBeGreaterThan(0);
  const opened = (await feedStats(page)).opened;
  expect(await alertEmails(page)).toEqual([]);

  // Midnight in Busan: two days left. Both tabs' clocks move (the feed's tab derives, the other hears it from it).
  await page.clock.setFixedTime(AFTER);
  await other.clock.setFixedTime(AFTER);
  for (const tab of [page, other]) await expect(toasts(tab, ALERT_TEXT)).toHaveCount(1);
  await reviewScreenshot(page, testInfo, 'alert-firing', 'toast');
  for (const tab of [page, other]) {
    await bell(tab).click();
    await expect(panel(tab).getByRole('listitem').filter({ hasText: ALERT_TEXT })).toHaveCount(1);
  }
  await expectNoAxeViolationsOn(page, 'panel with the alert', '[role="dialog"]');
  await reviewScreenshot(page, testInfo, 'alert-firing', 'panel');
  // Delivered over the connection already open: no new one was needed.
  expect((await feedStats(page)).opened).toBe(opened);
  expect(await alertEmails(page)).toEqual(['ops@hanil.example']);
  expect(await alertEmails(other)).toEqual(['ops@hanil.example']);

  // The alert opens the container's clocks: 2 free days left.
  await panel(other)
    .getByRole('link', { name: `Unread: ${ALERT_TEXT}` })
    .click();
  await expect(other).toHaveURL(new RegExp(`/manage-shipment/demurrage-detention\\?container=${CONTAINER}$`));
  await expect(
    other.getByRole('region', { name: 'Import demurrage at Busan' }).getByText('2 free days left'),
  ).toBeVisible({
    timeout: 30_000,
  });
  expect(errors, 'console errors of the second tab').toEqual([]);
});
