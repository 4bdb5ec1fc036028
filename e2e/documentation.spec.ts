import type { Locator, Page } from '@playwright/test';

import { DEMO_LOGINS } from '../mocks/auth/demo-users';
import { comeBackLater } from './carrier-clock';
import { expect, test } from './fixtures';
import { submitLogin } from './mock-scenarios';
import { reviewScreenshot } from './review-screenshot';

/*
 * Documentation: the SI summary's dashboard counts the demo shipper's SIs by state; a tile
 * opens the list filtered; a seeded draft B/L shows as a document; the shipper asks for a correction, the carrier's
 * new draft follows (the mock sends it 2 minutes later: the test moves the fixed clock), the shipper approves it and
 * the dashboard's counts move. Tabs by keyboard (APG), print media, axe at every state on desktop and phone.
 */

/** The number on the dashboard tile named `name` ("Draft to review"). */
async function tileCount(page: Page, name: string): Promise<number> {
  const tile = page.getByRole('link', { name: new RegExp(`^[\\d,]+ ${name}$`) });
  const text = (await tile.textContent()) ?? '';
  return Number(/^([\d,]+)/.exec(text)?.[1]?.replace(/,/g, '') ?? 'NaN');
}

function statusOf(page: Page): Locator {
  return page
    .getByRole('term')
    .filter({ hasText: /^Status$/ })
    .locator('xpath=following-sibling::dd[1]');
}

test('the dashboard leads to a draft B/L; a correction brings a new draft, which the shipper approves', async ({
  page,
  expectNoAxeViolations,
}, testInfo) => {
  test.setTimeout(120_000);
  const shot = (name: string) => reviewScreenshot(page, testInfo, 'documentation', name);

  await page.goto('documentation/si-summary?tab=dashboard');
  await expect(page).toHaveURL(/\/one-ecom\/login\?returnTo=/);
  await submitLogin(page, DEMO_LOGINS.shipper);
  await expect(page.getByRole('heading', { level: 1, name: 'SI Summary' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Dashboard' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { level: 2, name: 'By status' })).toBeVisible();
  const drafts = await tileCount(page, 'Draft to review');
  const approved = await tileCount(page, 'Draft approved');
  expect(drafts).toBeGreaterThan(0);
  await expectNoAxeViolations('dashboard');
  await shot('dashboard');

  // APG tabs: arrow keys move between tabs and select them; the tab lives in the URL.
  await page.getByRole('tab', { name: 'Dashboard' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: 'List' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'List' })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/tab=list/);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Dashboard' })).toHaveAttribute('aria-selected', 'true');

  // A tile opens the list filtered by its state, and the list holds as many bookings as the tile said.
  await page.getByRole('link', { name: new RegExp(`^${String(drafts)} Draft to review$`) }).click();
  await expect(page).toHaveURL(/tab=list&status=DRAFT_TO_REVIEW/);
  await expect(page.getByRole('status').filter({ hasText: /bookings?/ })).toContainText(
    `${String(drafts)} booking${drafts === 1 ? '' : 's'}`,
  );
  await expect(page.getByRole('combobox', { name: 'SI status' })).toHaveValue('DRAFT_TO_REVIEW');
  await expectNoAxeViolations('list filtered');
  await shot('list');

  const siLink = page.getByRole('link', { name: /^SI [A-Z]{4}\d{8}$/ }).first();
  const bookingNumber = ((await siLink.textContent()) ?? '').replace('SI ', '');
  await siLink.click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Shipping instructions for booking ${bookingNumber}` }),
  ).toBeVisible();
  const blNumber = `ONEY${bookingNumber}`;
  const document = page.getByRole('article', { name: `Bill of lading ${blNumber}` });
  await expect(document).toBeVisible();
  await expect(document.getByText('DRAFT', { exact: true })).toBeVisible();
  await expect(document.getByRole('heading', { name: 'Shipper', exact: true })).toBeVisible();
  await expect(document.getByRole('cell', { name: /^ONEU\d{7}/ }).first()).toBeVisible();
  await expect(statusOf(page)).toContainText('Draft to review');
  await expectNoAxeViolations('draft B/L');
  await shot('draft');

  // On paper only the B/L: no header, no actions.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Request correction' })).toBeHidden();
  await expect(document).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  // A correction needs a comment; then the SI waits for the carrier's new draft.
  await page.getByRole('button', { name: 'Request correction' }).click();
  const correction = page.getByRole('alertdialog', { name: `Request a correction of ${blNumber}` });
  await correction.getByRole('button', { name: 'Send correction' }).click();
  await expect(correction.getByText('Say what should change.')).toBeVisible();
  await correction.getByRole('textbox', { name: 'What should change' }).fill('Add PO 4500123987 to the marks.');
  await expectNoAxeViolations('correction dialog');
  await correction.getByRole('button', { name: 'Send correction' }).click();
  await expect(page.getByText(`Success: Correction for ${blNumber} sent.`, { exact: true })).toBeVisible();
  await expect(statusOf(page)).toContainText('Correction pending');
  await expect(page.getByText('Your correction is with our documentation desk: a new draft follows.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve draft' })).toHaveCount(0);

  // The carrier's new draft comes 2 minutes later.
  await comeBackLater(page, 3 * 60_000);
  await expect(statusOf(page)).toContainText('Draft to review');
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByRole('listitem')).toHaveText([
    /^SI received/,
    /^Draft B\/L issued/,
    /^Correction requested.*Add PO 4500123987 to the marks\./,
    /^Draft B\/L issued/,
  ]);

  await page.getByRole('button', { name: 'Approve draft' }).click();
  const approval = page.getByRole('alertdialog', { name: `Approve draft ${blNumber}?` });
  await expect(approval.getByRole('button', { name: 'Back' })).toBeFocused();
  await approval.getByRole('button', { name: 'Approve draft' }).click();
  await expect(page.getByText(`Success: Draft ${blNumber} approved.`, { exact: true })).toBeVisible();
  await expect(statusOf(page)).toContainText('Draft approved');
  await expect(history.getByRole('listitem').last()).toHaveText(/^Draft approved/);
  await expectNoAxeViolations('approved');
  await shot('approved');

  // The dashboard's counts moved.
  await page.goto('documentation/si-summary?tab=dashboard');
  await expect(page.getByRole('heading', { level: 2, name: 'By status' })).toBeVisible();
  expect(await tileCount(page, 'Draft to review')).toBe(drafts - 1);
  expect(await tileCount(page, 'Draft approved')).toBe(approved + 1);
});

test('a shipper sends an SI with two containers (a wrong check digit first), amends a seal after seeing the change, and approves the draft B/L that follows', async ({
  page,
  expectNoAxeViolations,
}, testInfo) => {
  test.setTimeout(120_000);
  const shot = (name: string) => reviewScreenshot(page, testInfo, 'documentation', name);
  // The leave guard's unload prompt on a reload with unsent changes: the draft is saved, so leaving is fine.
  page.on('dialog', (dialog) => {
    if (dialog.type() === 'beforeunload') void dialog.accept();
  });

  // The booking due last: this week's sailings have SIs overdue or due within hours (mocks/booking seed).
  await page.goto('documentation/si-summary?tab=list&status=NOT_SUBMITTED&sort=-dueDateTime');
  await submitLogin(page, DEMO_LOGINS.shipper);
  const sendLink = page.getByRole('link', { name: /^Send SI [A-Z]{4}\d{8}$/ }).first();
  const bookingNumber = ((await sendLink.textContent()) ?? '').replace('Send SI ', '');
  await sendLink.click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Shipping instructions for booking ${bookingNumber}` }),
  ).toBeVisible();
  await expect(page.getByText(/^SI due \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC[+-]\d{2}:\d{2}/)).toBeVisible();
  // Prefilled from the booking: the shipper and one row per booked container.
  await expect(
    page.getByRole('group', { name: 'Shipper' }).getByRole('combobox', { name: 'Company name' }),
  ).not.toHaveValue('');
  // The consignee picked from the address book fills the whole party.
  const consignee = page.getByRole('group', { name: 'Consignee' });
  const consigneeName = consignee.getByRole('combobox', { name: 'Company name' });
  await consigneeName.fill('');
  await consigneeName.pressSequentially('rhein');
  await page.getByRole('option', { name: /^Rhein-Maschinenbau GmbH/ }).click();
  await expect(consigneeName).toHaveValue('Rhein-Maschinenbau GmbH');
  await expect(consignee.getByRole('textbox', { name: 'City' })).toHaveValue('Duisburg');
  await expect(consignee.getByRole('textbox', { name: 'Country code' })).toHaveValue('DE');

  // Two containers.
  const rows = page.getByRole('button', { name: /^Remove row \d+$/ });
  while ((await rows.count()) > 2) await rows.last().click();
  while ((await rows.count()) < 2) await page.getByRole('button', { name: 'Add a container' }).click();
  const cell = (label: string, row: number) => page.getByLabel(`${label}, row ${String(row)}`, { exact: true });
  await cell('Container number', 1).fill('CSQU3054384');
  await page.reload();
  await expect(page.getByText('Your unsent changes were restored.')).toBeVisible();
  await expect(cell('Container number', 1)).toHaveValue('CSQU3054384');

  const rowValues: [string, string, string][] = [
    ['CSQU3054384', 'SL-100234', '120'],
    ['ONEU1234566', 'SL-100235', '80'],
  ];
  for (const [index, [container, seal, packages]] of rowValues.entries()) {
    const row = index + 1;
    await cell('Container number', row).fill(container);
    await cell('Size-type', row).selectOption('45G1');
    await cell('Seal number', row).fill(seal);
    await cell('Package type', row).selectOption('CT');
    await cell('Packages', row).fill(packages);
    await cell('Cargo weight (kg)', row).fill('12000');
    await cell('Tare (kg)', row).fill('3900');
  }
  await page.getByRole('textbox', { name: 'Marks and numbers' }).fill('HANBIT / HAMBURG / C/NO. 1-200');
  // The containers' weights add up to the declared total (2 x 12,000 kg).
  await page.getByRole('textbox', { name: 'Total cargo gross weight (kg)' }).fill('24000');
  await page.getByRole('button', { name: 'Send shipping instructions' }).click();
  await expect(page.getByText('Wrong check digit: it should be 3.')).toBeVisible();
  await expect(cell('Container number', 1)).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations('form with a wrong check digit');
  await shot('form-error');

  await cell('Container number', 1).fill('CSQU3054383');
  // One SI however often the button is pressed.
  await page.getByRole('button', { name: 'Send shipping instructions' }).dblclick();
  await expect(page).toHaveURL(new RegExp(`/documentation/si-details\\?bookingNo=${bookingNumber}$`));
  await expect(
    page.getByText(`Success: Shipping instructions for ${bookingNumber} sent.`, { exact: true }),
  ).toBeVisible();
  await expect(statusOf(page)).toContainText('Submitted');
  await expect(page.getByText('The draft B/L follows shortly')).toBeVisible();
  await expectNoAxeViolations('submitted');

  // An amendment shows what it changes before it is sent.
  await page.getByRole('link', { name: 'Amend the SI' }).click();
  await expect(page.getByText('You are amending the SI you sent.')).toBeVisible();
  await expect(cell('Container number', 1)).toHaveValue('CSQU3054383');
  await cell('Seal number', 2).fill('SL-100299');
  await page.getByRole('button', { name: 'Review changes' }).click();
  const diff = page.getByRole('dialog', { name: 'What this amendment changes' });
  await expect(diff.getByRole('row')).toHaveCount(2);
  await expect(diff.getByRole('row').nth(1)).toHaveText(/Seal number \(ONEU1234566\)\s*SL-100235\s*SL-100299/);
  await expectNoAxeViolations('amendment diff');
  await shot('diff');
  await diff.getByRole('button', { name: 'Send amendment' }).click();
  await expect(page).toHaveURL(new RegExp(`/documentation/si-details\\?bookingNo=${bookingNumber}$`));
  await expect(statusOf(page)).toContainText('Correction pending');
  await expect(page.getByRole('region', { name: 'History' }).getByRole('listitem')).toHaveText([
    /^SI received/,
    /^Amended SI received/,
  ]);

  // The carrier's draft of the amended SI comes 2 minutes later: the shipper sees it (with the new seal) and approves it.
  await comeBackLater(page, 3 * 60_000);
  await expect(statusOf(page)).toContainText('Draft to review');
  const blNumber = `ONEY${bookingNumber}`;
  const draft = page.getByRole('article', { name: `Bill of lading ${blNumber}` });
  await expect(draft.getByText('DRAFT', { exact: true })).toBeVisible();
  await expect(draft).toContainText('SL-100299');
  await page.getByRole('button', { name: 'Approve draft' }).click();
  await page
    .getByRole('alertdialog', { name: `Approve draft ${blNumber}?` })
    .getByRole('button', { name: 'Approve draft' })
    .click();
  await expect(page.getByText(`Success: Draft ${blNumber} approved.`, { exact: true })).toBeVisible();
  await expect(statusOf(page)).toContainText('Draft approved');

  // The booking detail leads to the SI too.
  await page.getByRole('link', { name: 'Booking details' }).click();
  await page.getByRole('link', { name: 'Shipping instructions and B/L' }).click();
  await expect(statusOf(page)).toContainText('Draft approved');

  // The shipments overview shows the SI's status with a link to it.
  await page.goto(`manage-shipment/shipments?q=${bookingNumber}`);
  await page.getByRole('link', { name: `SI of ${bookingNumber}: Draft approved` }).click();
  await expect(page).toHaveURL(new RegExp(`/documentation/si-details\\?bookingNo=${bookingNumber}$`));
});
