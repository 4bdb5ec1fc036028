import { expect, test } from './fixtures';
import { submitLogin } from './mock-scenarios';
import { reviewScreenshot } from './review-screenshot';
import { createShipper } from './users';

const CONSIGNEE = 'Rotterdam Fresh Imports B.V.';

test('adds a consignee to the address book, picks it in the booking request, and deletes it after a confirmation', async ({
  page,
  expectNoAxeViolations,
}, testInfo) => {
  test.setTimeout(120_000);
  const shot = (name: string) => reviewScreenshot(page, testInfo, 'address-book', name);
  page.on('dialog', (dialog) => {
    if (dialog.type() === 'beforeunload') void dialog.accept();
  });

  const shipper = await createShipper(page);
  await page.goto('booking/my-address-book');
  await submitLogin(page, shipper);
  await expect(page.getByRole('heading', { level: 1, name: 'My address book' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your address book is empty' })).toBeVisible();
  await expectNoAxeViolations('empty address book');
  await shot('empty');

  await page.getByRole('button', { name: 'Add party' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a party' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: /^Company name/ }).fill(CONSIGNEE);
  await dialog.getByRole('textbox', { name: /^Address line 1/ }).fill('Waalhaven Zuidzijde 19');
  await dialog.getByRole('textbox', { name: /^City/ }).fill('Rotterdam');
  await dialog.getByRole('combobox', { name: 'Country' }).selectOption('NL');
  // The country's dialling code is prefilled.
  await expect(dialog.getByRole('textbox', { name: /^Phone/ })).toHaveValue('+31 ');
  await dialog.getByRole('textbox', { name: /^Phone/ }).fill('+31 10 429 8812');
  await dialog.getByRole('textbox', { name: /^E-mail/ }).fill('pieter@rotterdam-fresh.example.nl');
  await dialog.getByRole('checkbox', { name: 'Consignee' }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  // The Netherlands uses postal codes: the form says so on the field.
  await expect(dialog.getByText('This country uses postal codes: fill in the postal code.')).toBeVisible();
  await expectNoAxeViolations('add dialog with an error');
  await shot('dialog');
  await dialog.getByRole('textbox', { name: /^Postal code/ }).fill('3089 JH');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('1 party', { exact: true })).toBeVisible();
  await expect(page.getByText(CONSIGNEE).first()).toBeVisible();
  await expectNoAxeViolations('one party');
  await shot('list');

  // Deleting asks first; cancelling keeps the party.
  await page.getByRole('button', { name: `Delete ${CONSIGNEE}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this party?' });
  await expect(confirm).toBeVisible();
  await expectNoAxeViolations('delete confirmation');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('1 party', { exact: true })).toBeVisible();

  // The booking request's consignee picks it after two letters (case-insensitive, anywhere in the name).
  await page.goto('booking/booking-request');
  const consignee = page.getByRole('group', { name: 'Consignee' });
  const name = consignee.getByRole('combobox', { name: /^Company name/ });
  await name.fill('fR');
  await page.getByRole('option', { name: new RegExp(CONSIGNEE.replace(/\./g, '\\.')) }).click();
  await expect(name).toHaveValue(CONSIGNEE);
  await expect(consignee.getByRole('textbox', { name: /^City/ })).toHaveValue('Rotterdam');
  await expect(consignee.getByRole('textbox', { name: /^Postal code/ })).toHaveValue('3089 JH');
  await expect(consignee.getByRole('textbox', { name: /^Country code/ })).toHaveValue('NL');
  await expect(consignee.getByRole('textbox', { name: /^E-mail/ })).toHaveValue('pieter@rotterdam-fresh.example.nl');
  // Only that party: the shipper keeps the user's company.
  await expect(
    page.getByRole('group', { name: 'Shipper' }).getByRole('combobox', { name: /^Company name/ }),
  ).toHaveValue('Busan Test Exports Co., Ltd.');
  await expectNoAxeViolations('consignee picked');
  await shot('picked');

  // Confirmed, the party goes and the empty state says what to do.
  await page.goto('booking/my-address-book');
  await page.getByRole('button', { name: `Delete ${CONSIGNEE}` }).click();
  await page.getByRole('alertdialog', { name: 'Delete this party?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('heading', { name: 'Your address book is empty' })).toBeVisible();
});
