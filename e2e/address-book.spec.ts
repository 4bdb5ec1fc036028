import { readFile } from 'node:fs/promises';

import Papa from 'papaparse';

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

// Names a spreadsheet would run as formulas: the export must write them as text.
const FORMULA_NAMES = ['=SUM(A1:A9) Ltd', "+cmd|' /C calc'!A0", '-2+3 Logistics', '@Import Trading'];
const IMPORT_ROWS = 10_000;
// Three rows with distinct faults the preview names: 1-based data rows of the file.
const BAD_ROWS = new Map([
  [100, 'E-mail: Enter an e-mail address like name@company.com.'],
  [5_000, 'Country: Choose a country.'],
  [9_999, 'Default roles: Use the roles SHIPPER, CONSIGNEE or NOTIFY (several separated by |).'],
]);

function csvCell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** A 10,000-row address book CSV: rows 1-4 carry formula-like names, the rows of BAD_ROWS one fault each. */
function largeAddressBookCsv(): string {
  const lines = ['companyName,addressLine1,city,postalCode,countryCode,email,phone,defaultRoles'];
  for (let row = 1; row <= IMPORT_ROWS; row += 1) {
    const name = FORMULA_NAMES[row - 1] ?? `Import Party ${row} Co., Ltd.`;
    const email = row === 100 ? 'not-an-email' : `party${row}@example.kr`;
    const country = row === 5_000 ? '' : 'KR';
    const roles = row === 9_999 ? 'CAPTAIN' : 'SHIPPER|CONSIGNEE';
    lines.push(
      [name, `${row} Jungang-daero`, 'Busan', '48939', country, email, '+82 51 740 2315', roles].map(csvCell).join(','),
    );
  }
  return lines.join('\r\n');
}

test('imports a 10,000-row file with three bad rows, names them, and exports every party as safe text', async ({
  page,
}) => {
  // 20 import parts of 500 and an export of 20 pages through the mock: about 60 s on an idle machine.
  test.setTimeout(180_000);
  const shipper = await createShipper(page);
  await page.goto('booking/my-address-book');
  await submitLogin(page, shipper);
  await expect(page.getByRole('heading', { name: 'Your address book is empty' })).toBeVisible();

  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import parties from CSV' });
  await dialog.getByLabel('CSV file').setInputFiles({
    name: 'parties.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(largeAddressBookCsv(), 'utf8'),
  });
  await expect(dialog.getByText('Ready to import: 9997. With problems (skipped): 3.')).toBeVisible();
  // The preview shows the problems and a count, not 10,000 table rows.
  expect(await dialog.getByRole('row').count()).toBeLessThanOrEqual(101);
  for (const [row, reason] of BAD_ROWS) {
    await expect(dialog.getByRole('row', { name: new RegExp(`^${row} `) })).toContainText(reason);
  }

  await dialog.getByRole('button', { name: 'Import 9997 parties' }).click();
  await expect(dialog.getByText('Imported: 9997. Not imported: 0.')).toBeVisible({ timeout: 60_000 });
  // The skipped rows stay named after the import.
  for (const [row, reason] of BAD_ROWS) {
    await expect(dialog.getByRole('row', { name: new RegExp(`^${row} `) })).toContainText(reason);
  }
  // The footer's Close (the title bar has a Close icon button too).
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(page.getByText('9997 parties', { exact: true })).toBeVisible();

  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloadPromise;
  const exported = Papa.parse<string[]>((await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, ''), {
    skipEmptyLines: true,
  }).data;
  expect(exported.length - 1).toBe(IMPORT_ROWS - BAD_ROWS.size);
  const unsafe = exported.flat().filter((cell) => /^[=+\-@\t\r]/.test(cell));
  expect(unsafe).toEqual([]);
  for (const name of FORMULA_NAMES) expect(exported.some((cells) => cells[0] === `'${name}`)).toBe(true);
});
