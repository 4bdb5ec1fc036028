import { DEMO_LOGINS } from '../mocks/auth/demo-users';
import { letCarrierDecide } from './carrier-clock';
import { expect, test } from './fixtures';
import { submitLogin } from './mock-scenarios';
import { BookingRequestPage } from './pages/booking-request-page';
import { reviewScreenshot } from './review-screenshot';

const TEMPLATE = 'Rotterdam weekly (e2e)';

test.describe('booking templates', () => {
  test('demo.shipper saves a booking request as a template and shares it; the colleague demo.shipper2 books from it', async ({
    page,
    expectNoAxeViolations,
  }, testInfo) => {
    test.setTimeout(180_000);
    const shot = (name: string) => reviewScreenshot(page, testInfo, 'booking-templates', name);
    // Leaving the request with unsaved values asks (leave guard); the draft is kept, so leaving is fine.
    page.on('dialog', (dialog) => {
      if (dialog.type() === 'beforeunload') void dialog.accept();
    });

    // The shipper fills a booking request and saves it as a template.
    await page.goto('booking/booking-request');
    await submitLogin(page, DEMO_LOGINS.shipper);
    const form = new BookingRequestPage(page);
    await expect(form.heading).toBeVisible();
    await form.fillRoute('2026-11-24');
    await form.serviceContract.fill('SC-KR-2026-0042');
    await form.fillEquipment(1, {
      sizeType: '45G1',
      quantity: '2',
      commodity: 'LCD monitors',
      hsCode: '852852',
      weightKg: '18500',
    });
    await page.getByRole('button', { name: 'Save as template' }).click();
    const save = page.getByRole('dialog', { name: 'Save as template' });
    const name = save.getByRole('textbox', { name: /^Template name/ });
    await expect(name).toHaveValue('Busan, South Korea - Rotterdam, Netherlands');
    await expectNoAxeViolations('save as template');
    await name.fill(TEMPLATE);
    await save.getByRole('button', { name: 'Save' }).click();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: `Template “${TEMPLATE}” saved.` })
        .first(),
    ).toBeVisible();

    // ... shares it with the colleague, by user ID.
    await page.goto('booking/share-booking-template');
    await expect(page.getByRole('heading', { level: 1, name: 'Share booking template' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Template' }).selectOption({ label: TEMPLATE });
    await page.getByRole('textbox', { name: 'Colleagues (user IDs or e-mails)' }).fill('demo.shipper2');
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await expect(page.getByText(/Seo-yeon Park \(demo\.shipper2/)).toBeVisible();
    await expectNoAxeViolations('shared');
    await shot('shared');

    // ... and logs out.
    await page.getByRole('button', { name: `Account menu of ${DEMO_LOGINS.shipper.name}` }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();

    // The colleague sees it among the templates they may use, with who shared it.
    await page.goto('booking/booking-template');
    await submitLogin(page, DEMO_LOGINS.shipper2);
    await expect(page.getByRole('heading', { level: 1, name: 'Booking templates' })).toBeVisible();
    const card = page.getByRole('listitem', { name: TEMPLATE });
    await expect(card).toContainText('Busan, South Korea (KRPUS) → Rotterdam, Netherlands (NLRTM)');
    await expect(card).toContainText('2 × 45G1');
    await expect(card).toContainText('Shared by');
    await expect(card).toContainText(DEMO_LOGINS.shipper.name);
    await expectNoAxeViolations('templates of the colleague');
    await shot('usable');

    // "Use" opens the booking request filled from the template; the colleague picks the date and sailing and books.
    await card.getByRole('link', { name: /^Use/ }).click();
    await expect(form.heading).toBeVisible();
    await expect(page.getByText(`Template “${TEMPLATE}” applied.`)).toBeVisible();
    await expect(page).toHaveURL(/\/one-ecom\/booking\/booking-request$/);
    await expect(form.origin).toHaveValue('Busan, South Korea');
    await expect(form.destination).toHaveValue('Rotterdam, Netherlands');
    await expect(form.line(1).getByRole('textbox', { name: /^Commodity/ })).toHaveValue('LCD monitors');
    await expect(form.serviceContract).toHaveValue('SC-KR-2026-0042');
    await expectNoAxeViolations('request from template');
    await form.cargoReadyDate.fill('2026-11-24');
    await form.cargoReadyDate.press('Tab');
    await expect(form.sailings.getByRole('radio').nth(1)).toBeVisible();
    await form.chooseFirstOpenSailing();
    await shot('request');
    await form.submit.click();
    await expect(page).toHaveURL(/\/one-ecom\/booking\/booking-request\/submitted\/[^/?]+$/);
    const status = page.getByRole('status').filter({ hasText: 'Status' });
    await expect(status).toContainText('Received');
    // The carrier decides after its confirm delay on the mock's (fixed) clock.
    await expect(status).toContainText('Confirmed', { timeout: await letCarrierDecide(page, 10_000) });
    await expectNoAxeViolations('booked from template');
  });
});
