import { PDFParse } from 'pdf-parse';

import { DEMO_LOGINS } from '../mocks/auth/demo-users';
import { expect, FIXED_NOW, test } from './fixtures';
import { submitLogin } from './mock-scenarios';
import { pageWidthOverflow } from './page-width';
import { reviewScreenshot } from './review-screenshot';

/*
 * Delivery orders (docs/areas/vgm-delivery-orders.md, "Delivery orders"), on desktop and phone: the consignee (the
 * demo shipper's company imports to Busan) comes by the old DO request address, sees its import B/Ls, requests a DO
 * for the surrendered one with its collect charges paid, watches the mock carrier issue (30 s) and release it (a minute
 * later: the test moves the fixed clock, the page polls; both within the access token's 2 minutes) and prints it: the PDF holds the DO number and the
 * containers. From the list it follows the B/L to the shipment's detail, which the carrier shows the consignee read
 * only, with each container's DO status. Axe at every state. A second test follows the link of the sea waybill refused
 * for its open collect charges to that e-finance invoice, which opens with its lines.
 */

const BL = 'ONEYSHAE26110101';
const CONTAINERS = ['ONEU7123404', 'TGHU8802150'];

/** The text of a PDF file, whitespace collapsed. */
async function pdfText(pdf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).pages.map((page) => page.text.replace(/\s+/g, ' ')).join(' ');
  } finally {
    await parser.destroy();
  }
}

test('a consignee requests a delivery order, the carrier issues and releases it, and it prints', async ({
  page,
  expectNoAxeViolations,
}, testInfo) => {
  // About 50 s per project at load 10 on 2 cores; the PDF step alone took half a minute at load 14.
  test.setTimeout(150_000);
  await page.goto('login');
  await submitLogin(page, DEMO_LOGINS.shipper);
  // The first page after the build starts slowly on a busy machine.
  await expect(page).not.toHaveURL(/\/login/, { timeout: 30_000 });

  // The legacy request page's address lands on the native page.
  await page.goto('ecom/CUP_HOM_3601.do');
  await expect(page).toHaveURL(/\/one-ecom\/documentation\/delivery-orders$/);
  // A table on a desktop, a card per B/L on a phone.
  const table = page
    .getByRole('table', { name: 'Import B/Ls of your company' })
    .or(page.getByRole('list', { name: 'Import B/Ls of your company' }));
  // The first call derives the import B/Ls and their arrival notices in the browser's mock: slow on a busy machine.
  await expect(table.getByRole('link', { name: `Arrival notice of B/L ${BL}` })).toBeVisible({ timeout: 30_000 });
  await expect(table).toContainText('Collect charges open');
  await expectNoAxeViolations('list');
  expect(await pageWidthOverflow(page)).toBeLessThanOrEqual(0);
  await reviewScreenshot(page, testInfo, 'delivery-orders', 'list');

  await table.getByRole('link', { name: `Request a delivery order for B/L ${BL}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Request a delivery order for B/L ${BL}` })).toBeVisible();
  await page.getByRole('combobox', { name: /Trucking company or agent/ }).fill('Busan Haulage Co.');
  await page.getByRole('textbox', { name: /Contact name/ }).fill('Lee Jun-ho');
  await page.getByRole('textbox', { name: /Phone/ }).fill('+82 51 600 1234');
  // FIXED_NOW is 11:00 on 21 November in Busan: the pickup is the next day, terminal time.
  await page.getByRole('textbox', { name: /Pickup date/ }).fill('2026-11-22');
  await page.getByRole('combobox', { name: /^From/ }).selectOption('09:00');
  await page.getByRole('combobox', { name: /^Until/ }).selectOption('12:00');
  await expectNoAxeViolations('form');
  await reviewScreenshot(page, testInfo, 'delivery-orders', 'form');
  await page.getByRole('button', { name: 'Request delivery order' }).focus();
  await page.keyboard.press('Enter');

  const heading = page.getByRole('heading', { level: 1, name: /^Delivery order DOPUS\d{7}$/ });
  await expect(heading).toBeVisible();
  const reference = ((await heading.textContent()) ?? '').replace('Delivery order ', '').trim();
  await expect(page.getByText('DCSA status RECE (received)')).toBeVisible();
  await expectNoAxeViolations('requested');

  // The carrier issues it 30 s later and the terminal confirms the release a minute after that.
  await page.clock.setFixedTime(new Date(FIXED_NOW.getTime() + 31_000));
  await expect(page.getByText('DCSA status PENC (pending confirmation)')).toBeVisible({ timeout: 20_000 });
  await expectNoAxeViolations('issued');
  await page.clock.setFixedTime(new Date(FIXED_NOW.getTime() + 91_000));
  await expect(page.getByText('DCSA status CONF (confirmed)')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Cancel delivery order' })).toBeHidden();
  await expect(page.getByRole('link', { name: `Shipment of B/L ${BL}` })).toHaveAttribute(
    'href',
    /\/manage-shipment\/shipments\/SHAE26110101$/,
  );
  await expectNoAxeViolations('released');
  await reviewScreenshot(page, testInfo, 'delivery-orders', 'released');

  await page.getByRole('link', { name: 'Print / Save as PDF' }).click();
  const document = page.getByRole('article', { name: `Delivery order ${reference} to print` });
  await expect(document).toContainText(CONTAINERS[0]!);
  await expectNoAxeViolations('print');
  await reviewScreenshot(page, testInfo, 'delivery-orders', 'print');
  await page.emulateMedia({ media: 'print' });
  const text = await pdfText(await page.pdf({ format: 'A4', preferCSSPageSize: true, printBackground: true }));
  await page.emulateMedia({ media: 'screen' });
  expect(text).toContain(reference);
  expect(text).toContain(BL);
  for (const container of CONTAINERS) expect(text).toContain(container);

  // Back on the list, each container of the B/L shows its DO's status with a link to the DO.
  await page.goto('documentation/delivery-orders');
  const container = table
    .getByRole('list', { name: `Containers of B/L ${BL}` })
    .getByRole('listitem')
    .filter({ hasText: CONTAINERS[0]! });
  await expect(
    container.getByRole('link', { name: `Delivery order ${reference} of container ${CONTAINERS[0]!}` }),
  ).toHaveAttribute('href', new RegExp(`/documentation/delivery-orders/${reference}$`), { timeout: 30_000 });
  await expect(container).toContainText('Released');
  await expectNoAxeViolations('list with a DO');
  await container.scrollIntoViewIfNeeded();
  await reviewScreenshot(page, testInfo, 'delivery-orders', 'list-with-do');

  // The B/L leads to its shipment: the consignee reads it without the booker's actions, with the containers' DO status.
  await table.getByRole('link', { name: `Shipment of B/L ${BL}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Booking SHAE26110101' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('region', { name: 'You are consignee on this shipment' })).toBeVisible();
  const deliveryOrders = page.getByRole('region', { name: `Delivery orders of B/L ${BL}` });
  for (const number of CONTAINERS) {
    await expect(
      deliveryOrders.getByRole('link', { name: `Delivery order ${reference} of container ${number}` }),
    ).toBeVisible();
  }
  await expect(deliveryOrders.getByRole('listitem').filter({ hasText: CONTAINERS[0]! })).toContainText('Released');
  await expect(page.getByRole('group', { name: 'Booking actions' })).toBeHidden();
  await expectNoAxeViolations('shipment of the B/L');
  expect(await pageWidthOverflow(page)).toBeLessThanOrEqual(0);
  await reviewScreenshot(page, testInfo, 'delivery-orders', 'shipment');

  // The consignee follows its cargo by the B/L number, as the carrier's public tracking answers anyone who has it.
  await page
    .getByRole('region', { name: 'You are consignee on this shipment' })
    .getByRole('link', { name: `Track B/L ${BL}` })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cargo tracking' })).toBeVisible();
  const tracked = page.getByRole('article', { name: `B/L number ${BL}` });
  await expect(tracked.getByText('Current status').first()).toBeVisible({ timeout: 30_000 });
  await expect(tracked.getByRole('heading', { level: 3, name: `Container ${CONTAINERS[0]!}` })).toBeVisible();
  await expectNoAxeViolations('tracking of the B/L');
});

test('a B/L refused for its open collect charges links to its invoice, which opens with its lines', async ({
  page,
  expectNoAxeViolations,
}, testInfo) => {
  test.setTimeout(90_000);
  await page.goto('login');
  await submitLogin(page, DEMO_LOGINS.shipper);
  await expect(page).not.toHaveURL(/\/login/, { timeout: 30_000 });
  await page.goto('documentation/delivery-orders');
  const table = page
    .getByRole('table', { name: 'Import B/Ls of your company' })
    .or(page.getByRole('list', { name: 'Import B/Ls of your company' }));
  // FIXED_NOW is before 06:00 UTC: ONEYSHAE26110103, sailing today, has neither its arrival notice nor its invoice yet.
  await expect(table).toContainText('Collect charges not invoiced yet', { timeout: 30_000 });
  // Only the sea waybill ONEYSHAE26110102 is refused for its collect charges: its invoice is the one link of the kind.
  const invoiceLink = table.getByRole('link', { name: /^INVKR\d{9}3$/ });
  await expect(invoiceLink).toBeVisible({ timeout: 30_000 });
  const invoiceNumber = ((await invoiceLink.textContent()) ?? '').trim();
  await invoiceLink.click();
  await expect(page.getByRole('heading', { level: 1, name: `Invoice ${invoiceNumber}` })).toBeVisible();
  const lines = page.getByRole('table', { name: 'Charges of the invoice' });
  await expect(lines.locator('tbody').getByRole('row').first()).toBeVisible();
  await expect(page.getByRole('main')).toContainText('ONEYSHAE26110102');
  await expectNoAxeViolations('collect invoice');
  await reviewScreenshot(page, testInfo, 'delivery-orders', 'collect-invoice');
});
