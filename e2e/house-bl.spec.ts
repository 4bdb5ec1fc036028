import { DEMO_LOGINS } from '../mocks/auth/demo-users';
import { expect, test } from './fixtures';
import { submitLogin } from './mock-scenarios';
import { reviewScreenshot } from './review-screenshot';

/*
 * A forwarder's documentation day: keep the house B/L templates (create one, the form
 * refusing what is missing first; delete one after confirming), then send an SI for a booking: the container list is
 * pasted from a spreadsheet (one row with a wrong check digit, fixed at its cell), and a house B/L is filled from a
 * template. Axe at every state, desktop and phone.
 */

test('a forwarder keeps house B/L templates and fills an SI from a pasted container list and a template', async ({
  page,
  expectNoAxeViolations,
}, testInfo) => {
  test.setTimeout(150_000);
  const shot = (name: string) => reviewScreenshot(page, testInfo, 'house-bl', name);
  page.on('dialog', (dialog) => {
    if (dialog.type() === 'beforeunload') void dialog.accept();
  });

  await page.goto('documentation/create-new-house-bl-template');
  await submitLogin(page, DEMO_LOGINS.forwarder);
  await expect(page.getByRole('heading', { level: 1, name: 'House B/L Templates' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /templates?$/ })).toHaveText('3 templates');
  await expect(page.getByRole('heading', { level: 2, name: 'Hamburg - Shanghai, machine parts' })).toBeVisible();
  await expectNoAxeViolations('template list');
  await shot('templates');

  // A new template: the form says what is missing, then saves.
  await page.getByRole('link', { name: 'New template' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'New house B/L template' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Template name' }).fill('Hamburg - Santos, pumps');
  await page.getByRole('button', { name: 'Save template' }).click();
  const shipper = page.getByRole('group', { name: 'Shipper' });
  await expect(shipper.getByRole('textbox', { name: 'Company name' })).toHaveAccessibleDescription('Required.');
  await expect(page.getByRole('textbox', { name: 'HS codes' })).toHaveAccessibleDescription(
    /HS codes of 6 to 10 digits/,
  );
  await expectNoAxeViolations('template form with errors');
  await shipper.getByRole('textbox', { name: 'Company name' }).fill('Hanse Pumpenwerk GmbH');
  await shipper.getByRole('textbox', { name: 'City' }).fill('Hamburg');
  await shipper.getByRole('textbox', { name: 'Country code' }).fill('de');
  const consignee = page.getByRole('group', { name: 'Consignee' });
  await consignee.getByRole('textbox', { name: 'Company name' }).fill('Bombas Paulista Ltda.');
  await consignee.getByRole('textbox', { name: 'City' }).fill('Santos');
  await consignee.getByRole('textbox', { name: 'Country code' }).fill('BR');
  await page.getByRole('textbox', { name: 'Description of goods' }).fill('CENTRIFUGAL PUMPS FOR LIQUIDS');
  await page.getByRole('textbox', { name: 'HS codes' }).fill('841370');
  await page.getByRole('combobox', { name: 'Package code' }).selectOption('CR');
  await page.getByRole('textbox', { name: 'Marks and numbers' }).fill('BOMBAS PAULISTA / SANTOS');
  await shot('template-form');
  await page.getByRole('button', { name: 'Save template' }).click();
  await expect(page.getByText('Success: Template Hamburg - Santos, pumps saved.', { exact: true })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /templates?$/ })).toHaveText('4 templates');

  // Deleting asks first.
  await page.getByRole('button', { name: 'Delete Hamburg - Jebel Ali, to order (L/C)' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete the template Hamburg - Jebel Ali, to order (L/C)?' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoAxeViolations('delete confirmation');
  await confirm.getByRole('button', { name: 'Delete template' }).click();
  await expect(
    page.getByText('Success: Template Hamburg - Jebel Ali, to order (L/C) deleted.', { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Hamburg - Jebel Ali, to order (L/C)' })).toHaveCount(0);

  // An SI for one of the forwarder's bookings.
  await page.goto('documentation/si-summary?tab=list&status=NOT_SUBMITTED');
  const sendLink = page.getByRole('link', { name: /^Send SI [A-Z]{4}\d{8}$/ }).first();
  const bookingNumber = ((await sendLink.textContent()) ?? '').replace('Send SI ', '');
  await sendLink.click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Shipping instructions for booking ${bookingNumber}` }),
  ).toBeVisible();

  // The container list pasted from a spreadsheet: the second row's check digit is wrong.
  await page.getByText('Import a container list (CSV or xlsx) or paste rows').click();
  await page
    .getByRole('textbox', { name: 'Or paste rows from a spreadsheet, with the header row' })
    .fill(
      [
        'Container No.\tSize-type\tSeal No\tPackages\tGross weight (kg)\tTare (kg)',
        'CSQU3054383\t45G1\tHS-2611-01\t40\t9,500\t3,900',
        'ONEU1234567\t45G1\tHS-2611-02\t35\t8,250.5\t3,900',
      ].join('\n'),
    );
  await page.getByRole('button', { name: 'Add the pasted rows' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'containers added' })).toHaveText(
    '2 containers added from the pasted rows. 1 needs fixing: row 2.',
  );
  const cell = (label: string, row: number) => page.getByLabel(`${label}, row ${String(row)}`, { exact: true });
  await expect(cell('Container number', 1)).toHaveValue('CSQU3054383');
  await expect(cell('Cargo weight (kg)', 2)).toHaveValue('8250.5');
  await expect(cell('Container number', 2)).toHaveAttribute('aria-invalid', 'true');
  await expect(cell('Container number', 2)).toHaveAccessibleDescription('Wrong check digit: it should be 6.');
  await expectNoAxeViolations('pasted containers');
  await cell('Container number', 2).fill('ONEU1234566');
  await page.getByRole('textbox', { name: 'Total cargo gross weight (kg)' }).fill('17750.5');
  await page.getByRole('textbox', { name: 'Marks and numbers' }).fill('HANSA / AS PER HOUSE B/LS');

  // One house B/L, filled from a template, in the first container.
  await page.getByRole('checkbox', { name: /This SI has house B\/Ls/ }).check();
  await page.getByRole('button', { name: 'Add a house B/L' }).click();
  const houseBl = page.getByRole('group', { name: 'House B/L 1' });
  await houseBl.getByRole('combobox', { name: 'Template for house B/L 1' }).selectOption({
    label: 'Hamburg - Shanghai, machine parts',
  });
  await houseBl.getByRole('button', { name: 'Fill house B/L 1 from the template' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'filled from the template' })).toHaveText(
    'House B/L 1 filled from the template Hamburg - Shanghai, machine parts: parties, goods, HS code, marks and package code.',
  );
  await expect(
    houseBl.getByRole('group', { name: 'Consignee' }).getByRole('textbox', { name: 'Company name' }),
  ).toHaveValue('Shanghai Precision Machinery Co., Ltd.');
  await expect(houseBl.getByRole('textbox', { name: 'HS code' })).toHaveValue('846693');
  await houseBl.getByRole('textbox', { name: 'House B/L number' }).fill('HSPHAM2611001');
  await houseBl.getByRole('combobox', { name: 'Container' }).selectOption('CSQU3054383');
  await houseBl.getByRole('textbox', { name: 'Packages' }).fill('40');
  await houseBl.getByRole('textbox', { name: 'Cargo weight (kg)' }).fill('9500');
  await expectNoAxeViolations('house B/L filled');
  await shot('si-form');

  await page.getByRole('button', { name: 'Send shipping instructions' }).click();
  await expect(page).toHaveURL(new RegExp(`/documentation/si-details\\?bookingNo=${bookingNumber}$`));
  await expect(
    page.getByText(`Success: Shipping instructions for ${bookingNumber} sent.`, { exact: true }),
  ).toBeVisible();
});
