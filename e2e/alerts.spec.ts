import { DEMO_LOGINS } from '../mocks/auth/demo-users';
import { expect, test } from './fixtures';
import { submitLogin } from './mock-scenarios';
import { pageWidthOverflow } from './page-width';
import { reviewScreenshot } from './review-screenshot';

/*
 * Alerts (docs/areas/alerts.md), on desktop and phone: the shipper sees the default 12-hour delay rule, sets "free
 * time ends within 2 days" for all shipments with 11 more recipients, is refused at the field, removes one, and the
 * saved rule is listed; the QA outbox then holds one "you were added" e-mail per recipient, and the alerts the rule
 * fires at once for the containers already within 2 days of their free time.
 */

const addresses = (count: number) =>
  Array.from({ length: count }, (_, index) => `colleague${String(index)}@example.com`);

test('the shipper sets a free-time alert for 10 colleagues', async ({ page, expectNoAxeViolations }, testInfo) => {
  test.setTimeout(90_000);
  await page.goto('login');
  await submitLogin(page, DEMO_LOGINS.shipper);
  await expect(page).not.toHaveURL(/\/login/);

  // The old Event Notification link leads to the native page.
  await page.goto('ecom/CUP_HOM_3305.do');
  await expect(page).toHaveURL(/\/manage-shipment\/alerts$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Alerts' })).toBeVisible();
  const defaultRule = page.getByRole('listitem', { name: 'Vessel delay over 12 hours' });
  await expect(defaultRule).toContainText('Delay over 12 hours');
  await expect(defaultRule.getByRole('switch', { name: 'Active' })).toBeChecked();
  await expectNoAxeViolations('list');

  await page.getByRole('button', { name: 'New alert' }).click();
  const dialog = page.getByRole('dialog', { name: 'New alert' });
  await dialog.getByRole('textbox', { name: /^Name/ }).fill('Free time ending');
  await dialog.getByRole('combobox', { name: 'Alert me when' }).selectOption('FREE_TIME');
  await dialog.getByRole('textbox', { name: /^Days before free time ends/ }).fill('2');
  const recipients = dialog.getByRole('textbox', { name: /^Also e-mail/ });
  await recipients.fill(addresses(11).join(', '));
  await dialog.getByRole('button', { name: 'Save alert' }).click();
  await expect(dialog.getByText('Enter at most 10 e-mail addresses.')).toBeVisible();
  await expect(recipients).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations('refused');
  await reviewScreenshot(page, testInfo, 'alerts', 'refused');
  expect(await pageWidthOverflow(page)).toBeLessThanOrEqual(0);

  await recipients.fill(addresses(10).join(', '));
  await dialog.getByRole('button', { name: 'Save alert' }).click();
  await expect(dialog).toBeHidden();
  const saved = page.getByRole('listitem', { name: 'Free time ending' });
  await expect(saved).toContainText('Free time ends within 2 days');
  await expect(saved).toContainText('You and 10 more');
  await expectNoAxeViolations('saved');
  await reviewScreenshot(page, testInfo, 'alerts', 'saved');

  // The QA outbox (mocks/alerts/handlers.ts), read through the page so the in-page mock answers.
  const emails = await page.evaluate(async () => {
    const answer = await fetch('/api/v1/qa/alert-outbox?userId=demo.shipper');
    return ((await answer.json()) as { emails: { to: string; kind: string }[] }).emails;
  });
  expect(emails.filter((email) => email.kind === 'ADDED_TO_ALERT').map((email) => email.to)).toEqual(addresses(10));
  // The rule fires at once for the containers already that close (docs/areas/alerts.md "When an alert fires"):
  // each alert e-mails all ten.
  const alerts = emails.filter((email) => email.kind === 'ALERT');
  expect(alerts.length).toBeGreaterThan(0);
  expect(alerts.length % 10).toBe(0);
});
