import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';

import { createBookingSchema } from '@/domain/booking/booking-contract';
import { sessionStore } from '@/domain/session/session-store';
import { BookingSubmittedPage } from '@/features/booking/components/booking-submitted-page';
import { readBookingDraft } from '@/features/booking/hooks/use-booking-draft';

import { setBookingConfirmDelayMs } from '../../../mocks/booking/booking-settings';
import { createBooking } from '../../../mocks/booking/booking-store';
import { server } from '../../../mocks/node';
import { renderWithProviders } from '../../render';
import { writeCompleteDraft } from './booking-draft-fixtures';
import {
  BOOKINGS,
  bookingsOf,
  bookingStatus,
  logInNewShipper,
  PAGE_TEST,
  renderPage,
  SLOW,
} from './booking-request-harness';

afterEach(() => {
  sessionStore.getState().logOut();
});

describe('booking request: one submit', PAGE_TEST, () => {
  it('creates one booking on a double press and opens the submitted view', async () => {
    const userId = await logInNewShipper();
    writeCompleteDraft('Busan Test Exports Co., Ltd.', '2');
    const { user, router } = renderPage();
    const submit = await screen.findByRole('button', { name: 'Submit booking request' }, SLOW);
    await user.dblClick(submit);
    expect(await screen.findByRole('heading', { name: 'Booking request submitted' }, SLOW)).toBeInTheDocument();
    expect(bookingsOf(userId).totalCount).toBe(1);
    const reference = bookingsOf(userId).bookings[0]?.carrierBookingRequestReference;
    expect(router.state.location.pathname).toBe(`/booking/booking-request/submitted/${reference ?? ''}`);
    // Submitted: the draft is gone.
    expect(readBookingDraft()).toBeNull();
  }, 40_000);

  it('retries after a 504 with the same Idempotency-Key: still one booking', async () => {
    const userId = await logInNewShipper();
    writeCompleteDraft('Busan Test Exports Co., Ltd.', '2');
    // The carrier creates the booking, but the answer is lost on the way back (gateway timeout).
    server.use(
      http.post(
        BOOKINGS,
        async ({ request }) => {
          const key = request.headers.get('Idempotency-Key') ?? '';
          createBooking(userId, createBookingSchema.parse(await request.json()), key, Date.now());
          return HttpResponse.json({ code: 'GATEWAY_TIMEOUT', status: 504, message: 'timeout' }, { status: 504 });
        },
        { once: true },
      ),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Submit booking request' }, SLOW));
    // The 504 pops up the server-timeout alert (docs/requirements.md §8); the form says what happened to the request.
    const popup = await screen.findByRole('alertdialog', { name: 'Server timeout' });
    await user.click(within(popup).getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not be sent/);
    expect(bookingsOf(userId).totalCount).toBe(1);
    // The key survives in the draft (a reload before the retry would reuse it too).
    expect(readBookingDraft()?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);

    await user.click(screen.getByRole('button', { name: 'Submit booking request' }));
    expect(await screen.findByRole('heading', { name: 'Booking request submitted' }, SLOW)).toBeInTheDocument();
    expect(bookingsOf(userId).totalCount).toBe(1);
  });

  it('puts server field errors on their fields and focuses the first', async () => {
    await logInNewShipper();
    writeCompleteDraft('Busan Test Exports Co., Ltd.', '2');
    server.use(
      http.post(BOOKINGS, () =>
        HttpResponse.json(
          {
            code: 'BAD_REQUEST',
            status: 400,
            message: 'invalid booking',
            errors: [
              {
                jsonPath: '$.requestedEquipments[0].commodities[0].HSCodes[0]',
                property: 'HSCodes',
                message: 'an HS code has 6 to 10 digits',
              },
              { jsonPath: '$.requestedEquipments[0].units', property: 'units', message: 'at most 999' },
            ],
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Submit booking request' }, SLOW));
    const hsCode = screen.getByRole('textbox', { name: 'HS code' });
    await waitFor(() => {
      expect(hsCode).toHaveAccessibleDescription('An HS code has 6 to 10 digits. 6 to 10 digits');
    });
    expect(screen.getByRole('textbox', { name: 'Quantity' })).toHaveAccessibleDescription(
      'Enter a whole number from 1 to 999.',
    );
    await waitFor(() => {
      expect(hsCode).toHaveFocus();
    });
  });
});

describe('submitted view', PAGE_TEST, () => {
  it('turns RECEIVED into CONFIRMED with the booking number and cut-offs, without a reload', async () => {
    const userId = await logInNewShipper();
    setBookingConfirmDelayMs(2000);
    writeCompleteDraft('Busan Test Exports Co., Ltd.', '2');
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Submit booking request' }, SLOW));
    await screen.findByText('Request reference', {}, SLOW);
    expect(bookingStatus()).toHaveTextContent('Received');
    await waitFor(() => {
      expect(bookingStatus()).toHaveTextContent('Confirmed');
    }, SLOW);
    const bookingNumber = bookingsOf(userId).bookings[0]?.carrierBookingReference ?? 'none';
    expect(screen.getByText(bookingNumber)).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Cut-offs' })).toHaveTextContent(/Port \(CY\) cut-off/);
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to shipments overview' })).toHaveAttribute(
      'href',
      '/manage-shipment/shipments',
    );
  });

  it('shows PENDING_UPDATE with the carrier feedback and a link to answer it', async () => {
    const userId = await logInNewShipper();
    setBookingConfirmDelayMs(0);
    const { createBookingRequest, createDangerousGoods, createDangerousGoodsEquipment } =
      await import('../../../mocks/booking/factories');
    const request = createBookingRequest({
      requestedEquipments: [
        createDangerousGoodsEquipment(createDangerousGoods({ emergencyContactDetails: undefined })),
      ],
    });
    const { carrierBookingRequestReference: reference } = createBooking(userId, request, 'key-dg', Date.now());
    renderWithProviders(<BookingSubmittedPage />, {
      loginGuard: true,
      route: `/booking/booking-request/submitted/${reference}`,
      path: '/booking/booking-request/submitted/:bookingReference',
    });
    expect(await screen.findByText('The carrier needs more information before confirming.')).toBeInTheDocument();
    expect(bookingStatus()).toHaveTextContent('Update needed');
    expect(screen.getByRole('list', { name: "Carrier's feedback" })).toHaveTextContent(/emergency/i);
    expect(screen.getByRole('link', { name: 'Open the booking to answer' })).toHaveAttribute(
      'href',
      `/manage-shipment/shipments/${reference}`,
    );
  });
});
