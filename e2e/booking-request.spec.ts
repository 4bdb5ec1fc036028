import { letCarrierDecide } from './carrier-clock';
import { expect, test } from './fixtures';
import { submitLogin } from './mock-scenarios';
import { BookingRequestPage } from './pages/booking-request-page';
import { reviewScreenshot } from './review-screenshot';
import { createShipper } from './users';

test.describe('booking request', () => {
  test('a new shipper books Busan to Rotterdam on a chosen sailing, reloads halfway, submits twice (one booking), sees it confirmed; a Door pick-up DG booking without emergency contact needs an update', async ({
    page,
    expectNoAxeViolations,
  }, testInfo) => {
    // One long journey (two bookings, a reload, the carrier's answers): longer than the default 60 s on 2 cores.
    test.setTimeout(180_000);
    const shot = (name: string) => reviewScreenshot(page, testInfo, 'booking-request', name);
    // The leave guard's unload prompt (docs/requirements.md §4) on a reload with a draft: the draft is saved, so leaving is fine.
    page.on('dialog', (dialog) => {
      if (dialog.type() === 'beforeunload') void dialog.accept();
    });

    const shipper = await createShipper(page);
    await page.goto('booking/booking-request');
    await expect(page).toHaveURL(/\/one-ecom\/login\?returnTo=%2Fbooking%2Fbooking-request$/);
    await submitLogin(page, shipper);

    const form = new BookingRequestPage(page);
    await expect(form.heading).toBeVisible();
    // The shipper is the user's company, prefilled; the booking agent is the company too.
    await expect(
      page.getByRole('group', { name: 'Shipper' }).getByRole('combobox', { name: /^Company name/ }),
    ).toHaveValue('Busan Test Exports Co., Ltd.');
    await expectNoAxeViolations('empty booking request');

    await form.fillRoute('2026-11-24');
    const sailing = await form.chooseFirstOpenSailing();
    await form.serviceContract.fill('SC-KR-2026-0042');
    await expectNoAxeViolations('route and sailing');
    await shot('sailings');

    // Reload halfway: nothing typed is lost.
    await form.waitForDraftWith('SC-KR-2026-0042');
    await page.reload();
    await expect(form.heading).toBeVisible();
    await expect(page.getByText('Your unsubmitted booking request was restored.')).toBeVisible();
    await expect(form.origin).toHaveValue('Busan, South Korea');
    await expect(form.destination).toHaveValue('Rotterdam, Netherlands');
    await expect(form.cargoReadyDate).toHaveValue('2026-11-24');
    await expect(form.sailings.getByRole('radio', { name: sailing.split('\n')[0] })).toBeChecked();
    await expect(form.serviceContract).toHaveValue('SC-KR-2026-0042');

    // A rule at the field on the way: 1,000 containers are too many (the input keeps three digits).
    await form.fillEquipment(1, {
      sizeType: '45G1',
      quantity: '0',
      commodity: 'LCD monitors',
      hsCode: '852852',
      weightKg: '18500',
    });
    const quantity = form.line(1).getByRole('textbox', { name: /^Quantity/ });
    await expect(quantity).toHaveAccessibleDescription('Enter a whole number from 1 to 999.');
    await quantity.fill('2');
    await expect(quantity).not.toHaveAttribute('aria-invalid');
    // The message was the quantity's alone: the weight never showed one.
    await expect(form.line(1).getByRole('textbox', { name: /^Cargo weight per container/ })).not.toHaveAttribute(
      'aria-invalid',
    );
    await expectNoAxeViolations('equipment');
    await shot('form');

    // Two presses, one booking.
    await form.submit.dblclick();
    await expect(page).toHaveURL(/\/one-ecom\/booking\/booking-request\/submitted\/[^/?]+$/);
    const submittedHeading = page.getByRole('heading', { level: 1, name: 'Booking request submitted' });
    await expect(submittedHeading).toBeVisible();
    const status = page.getByRole('status').filter({ hasText: 'Status' });
    await expect(status).toContainText('Received');
    await expectNoAxeViolations('submitted, received');
    await shot('received');

    await expect(status).toContainText('Confirmed', { timeout: await letCarrierDecide(page, 10_000) });
    const bookingNumber = page.locator('dt:text-is("Booking number") + dd');
    await expect(bookingNumber).toHaveText(/^[A-Z0-9]{8,}$/);
    await expect(page.getByRole('list', { name: 'Cut-offs' })).toContainText('Port (CY) cut-off');
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
    await expectNoAxeViolations('submitted, confirmed');
    await shot('confirmed');
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('header')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    await shot('print');
    await page.emulateMedia({ media: 'screen' });

    // The shipments overview holds exactly this one booking.
    const number = (await bookingNumber.textContent()) ?? '';
    await page.getByRole('link', { name: 'Go to shipments overview' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Shipments/ })).toBeVisible();
    await expect(page.getByText(number, { exact: true }).filter({ visible: true })).toHaveCount(1);
    await expect(page.getByText('You have no bookings yet.')).toHaveCount(0);

    // A dangerous-goods booking without an emergency contact: the carrier asks for an update.
    await page.goto('booking/booking-request');
    await expect(form.heading).toBeVisible();
    await expect(page.getByText('Your unsubmitted booking request was restored.')).toHaveCount(0);
    await form.fillRoute('2026-11-24');
    // Door at origin: the truck picks up at the shipper's street address (the country is the origin's).
    await page.getByRole('group', { name: 'Origin term' }).getByRole('radio', { name: 'Door' }).check();
    const pickUp = page.getByRole('group', { name: 'Pick-up address' });
    await expect(pickUp.getByRole('textbox', { name: /^Country code/ })).toHaveValue('KR');
    await pickUp.getByRole('textbox', { name: /^Street and number/ }).fill('Jungang-daero 1');
    await pickUp.getByRole('textbox', { name: /^City/ }).fill('Busan');
    await form.sailings.getByRole('radio', { name: 'No preference' }).check();
    await form.serviceContract.fill('SC-KR-2026-0042');
    await form.fillEquipment(1, {
      sizeType: '22G1',
      quantity: '1',
      commodity: 'Paint',
      hsCode: '320890',
      weightKg: '8000',
    });
    const line = form.line(1);
    await line.getByRole('checkbox', { name: 'Dangerous goods' }).check();
    await line.getByRole('textbox', { name: /^UN number/ }).fill('1263');
    await line.getByRole('textbox', { name: /^IMO class/ }).fill('3');
    await line.getByRole('combobox', { name: 'Packing group' }).selectOption('3');
    await line.getByRole('textbox', { name: /^Proper shipping name/ }).fill('PAINT');
    await expectNoAxeViolations('dangerous goods');
    await shot('dangerous-goods');
    await form.submit.click();
    await expect(submittedHeading).toBeVisible();
    await expect(status).toContainText('Update needed', { timeout: await letCarrierDecide(page, 20_000) });
    await expect(page.getByRole('list', { name: "Carrier's feedback" })).toContainText(/emergency/i);
    await expect(page.getByText('Jungang-daero 1, Busan, KR')).toBeVisible();
    await expectNoAxeViolations('submitted, pending update');
    await shot('pending-update');

    // The answer is the booking detail's (h-bk-shipments): the missing emergency contact, then the carrier confirms.
    await page.getByRole('link', { name: 'Open the booking to answer' }).click();
    await expect(page).toHaveURL(/\/one-ecom\/manage-shipment\/shipments\/[^/?]+$/);
    await page.getByRole('button', { name: 'Provide the missing information' }).click();
    const amend = page.getByRole('dialog');
    const contact = amend.getByRole('group', { name: 'Emergency contact for UN 1263 PAINT' });
    await contact.getByRole('textbox', { name: /^Contact name/ }).fill('Busan Test Emergency Desk');
    await contact.getByRole('textbox', { name: /^24-hour phone/ }).fill('+82 51 740 9000');
    await amend.getByRole('button', { name: 'Send amendment' }).click();
    await expect(amend).toBeHidden();
    await expect(page.getByText('Update received').first()).toBeVisible();
    const answered = await letCarrierDecide(page, 30_000);
    await expect(page.getByText('Confirmed').first()).toBeVisible({ timeout: answered });
    await expectNoAxeViolations('dangerous goods booking answered');
    await shot('answered');
  });
});
