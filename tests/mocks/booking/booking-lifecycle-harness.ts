import { expect } from 'vitest';

import { type Booking } from '@/domain/booking/booking-answer-contract';
import { type CreateBooking, type CreateBookingResponse } from '@/domain/booking/booking-contract';

import { scheduleGenerator } from '../../../mocks/schedule/data/schedule-generator';
import { type MockSession, useMockSession } from '../mock-session';
import { callMock } from './booking-http';

// Shared by the booking lifecycle tests (booking-lifecycle.test.ts, booking-guards.test.ts).

// The lifecycle runs on stored timestamps: the tests move the clock (only Date is faked, so MSW's promises still run).
/** "Now" at the start of every test: 2026-11-23 03:00 UTC, epoch ms. */
export const START = Date.parse('2026-11-23T03:00:00Z');

/** What {@link useBookingSession} gives a test file: the mock session and calls of the booking endpoints as its user. */
export interface BookingSession {
  session: MockSession;
  /** POSTs a booking request (a fresh Idempotency-Key unless given), expects 202, resolves to its request reference. */
  create: (request: CreateBooking, idempotencyKey?: string) => Promise<string>;
  /** GETs a booking by request reference or booking number, expects 200, resolves to the booking. */
  read: (reference: string) => Promise<Booking>;
}

/**
 * Registers the file's session hooks ({@link useMockSession} at {@link START}); call once at a test file's top level,
 * since hooks belong to the file that registers them.
 */
export function useBookingSession(): BookingSession {
  const session = useMockSession(START);

  async function create(request: CreateBooking, idempotencyKey: string = crypto.randomUUID()): Promise<string> {
    const answer = await callMock<CreateBookingResponse>('POST', 'v1/bookings', {
      token: session.token,
      body: request,
      idempotencyKey,
    });
    expect(answer.status).toBe(202);
    return answer.body.carrierBookingRequestReference;
  }

  async function read(reference: string): Promise<Booking> {
    const answer = await callMock<Booking>('GET', `v1/bookings/${reference}`, { token: session.token });
    expect(answer.status).toBe(200);
    return answer.body;
  }

  return { session, create, read };
}

/** A booking's status history as `bookingStatus[/amendedBookingStatus][/bookingCancellationStatus]`, oldest first. */
export const statuses = (booking: Booking) =>
  booking.statusHistory.map((entry) =>
    [entry.bookingStatus, entry.amendedBookingStatus, entry.bookingCancellationStatus].filter(Boolean).join('/'),
  );

/** The December sailings Busan -> Rotterdam of the schedule (terms: CY unless given). */
export function busanRotterdam(rcvTermCode: 'D' | 'Y' = 'Y', deTermCode: 'D' | 'Y' = 'Y') {
  return scheduleGenerator.findRoutes({
    porCode: 'KRPUS',
    delCode: 'NLRTM',
    fromDate: '2026-12-01',
    toDate: '2026-12-31',
    rcvTermCode,
    deTermCode,
  });
}
