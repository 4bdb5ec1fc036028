// jsdom: the app's API client resolves its relative base URL against the page's origin, where the mock answers.
import { afterEach, describe, expect, it } from 'vitest';

import {
  amendBooking,
  cancelBooking,
  createBooking,
  getBooking,
  getBookings,
  uploadBookingDocument,
} from '@/domain/booking/booking-api';
import { bookingQueries, bookingRefetchInterval, isBookingProcessing } from '@/domain/booking/booking-queries';
import { ApiError } from '@/lib/api-error';
import { userIdOfKey } from '@/lib/user-scope';
import { closeSessionChannel } from '@/services/session/broadcast';
import { logIn } from '@/services/session/session-auth';

import { DEMO_LOGINS } from '../../../mocks/auth/demo-users';
import { setBookingConfirmDelayMs } from '../../../mocks/booking/booking-settings';
import { createBookingRequest, createCancelBooking } from '../../../mocks/booking/factories';

afterEach(() => {
  closeSessionChannel();
});

describe('booking API client', () => {
  it('sends repeated statuses and the list parameters, and parses the page', async () => {
    await logIn(DEMO_LOGINS.shipper);
    // A page that holds every confirmed and rejected booking of the demo shipper, whatever week it is.
    const page = await getBookings({ status: ['CONFIRMED', 'REJECTED'], pageSize: 50, sort: 'departureDateTime' });
    expect(page.pageSize).toBe(50);
    expect(page.totalCount).toBeGreaterThan(0);
    expect(new Set(page.bookings.map((row) => row.bookingStatus))).toEqual(new Set(['CONFIRMED', 'REJECTED']));
  });

  it('creates with an Idempotency-Key, reads, amends and cancels a booking', async () => {
    await logIn(DEMO_LOGINS.shipper);
    setBookingConfirmDelayMs(0);
    const key = crypto.randomUUID();
    const { carrierBookingRequestReference: reference } = await createBooking(createBookingRequest(), key);
    await expect(createBooking(createBookingRequest(), key)).resolves.toEqual({
      carrierBookingRequestReference: reference,
    });
    const booking = await getBooking(reference);
    expect(booking).toMatchObject({ carrierBookingRequestReference: reference, bookingStatus: 'CONFIRMED' });
    await expect(
      amendBooking(reference, createBookingRequest({ remarks: 'Amended.' }), crypto.randomUUID()),
    ).resolves.toEqual({ carrierBookingRequestReference: reference });
    // The delay is 0: the amendment is decided at the next read.
    expect(await getBooking(reference)).toMatchObject({
      amendedBookingStatus: 'AMENDMENT_CONFIRMED',
      remarks: 'Amended.',
    });
    await cancelBooking(reference, createCancelBooking('confirmed'));
    expect((await getBooking(reference)).bookingStatus).toBe('CANCELLED');
    const conflict = await cancelBooking(reference, createCancelBooking('confirmed')).catch((error: unknown) => error);
    expect(conflict).toBeInstanceOf(ApiError);
    expect(conflict).toMatchObject({ status: 409, code: 'BOOKING_STATUS_CONFLICT' });
  });

  it('rejects with the field errors of a 400', async () => {
    await logIn(DEMO_LOGINS.shipper);
    const request = createBookingRequest();
    const invalid = { ...request, requestedEquipments: [{ ...request.requestedEquipments[0]!, units: 1000 }] };
    const error = await createBooking(invalid, crypto.randomUUID()).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).errors?.[0]).toMatchObject({ jsonPath: '$.requestedEquipments[0].units' });
  });

  it('uploads a supporting document as multipart and parses the descriptor', async () => {
    await logIn(DEMO_LOGINS.shipper);
    const file = new File(['MSDS of paint'], 'msds.pdf', { type: 'application/pdf' });
    // jsdom's XMLHttpRequest hands MSW the file part without its name and content (a browser keeps them; the
    // handler's own test, tests/mocks/booking, sends a real multipart body): only the fields are checked here.
    const document = await uploadBookingDocument(file, 'MSDS');
    expect(document.documentTypeCode).toBe('MSDS');
    expect(document.documentId).toMatch(/^DOC\d+$/);
  });
});

describe('booking queries', () => {
  it('scopes every key to the user and polls only while the carrier is processing', () => {
    const list = bookingQueries.list('demo.shipper', { page: 2 });
    const detail = bookingQueries.detail('demo.shipper', 'BKR100000001');
    expect(userIdOfKey(list.queryKey)).toBe('demo.shipper');
    expect(userIdOfKey(detail.queryKey)).toBe('demo.shipper');
    expect(list.queryKey.slice(0, bookingQueries.lists('demo.shipper').length)).toEqual(
      bookingQueries.lists('demo.shipper'),
    );
    expect(isBookingProcessing({ bookingStatus: 'RECEIVED' })).toBe(true);
    expect(isBookingProcessing({ bookingStatus: 'CONFIRMED', amendedBookingStatus: 'AMENDMENT_RECEIVED' })).toBe(true);
    expect(isBookingProcessing({ bookingStatus: 'PENDING_UPDATE' })).toBe(false);
    expect(isBookingProcessing({ bookingStatus: 'CONFIRMED', amendedBookingStatus: 'AMENDMENT_CONFIRMED' })).toBe(
      false,
    );

    expect(bookingRefetchInterval(undefined)).toBe(false);
    const now = Date.parse('2026-11-27T10:00:00Z');
    expect(bookingRefetchInterval({ bookingStatus: 'RECEIVED', updatedDateTime: '2026-11-27T10:00:00Z' }, now)).toBe(
      2000,
    );
    expect(bookingRefetchInterval({ bookingStatus: 'RECEIVED', updatedDateTime: '2026-11-22T10:00:00Z' }, now)).toBe(
      false,
    );
    expect(
      bookingRefetchInterval({ bookingStatus: 'CANCELLED', bookingCancellationStatus: 'CANCELLATION_CONFIRMED' }),
    ).toBe(false);
    expect(typeof detail.refetchInterval).toBe('function');
  });
});
