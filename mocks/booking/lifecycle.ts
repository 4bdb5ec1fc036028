import type { Booking, StatusHistoryEntry } from '@/domain/booking/booking-answer-contract';
import type { BookingStatus } from '@/domain/booking/booking-codes-contract';
import type { CancelBooking, CreateBooking } from '@/domain/booking/booking-contract';

import { isoUtc } from '../schedule/data/zoned-time';
import { evaluateRequest } from './booking-evaluation';
import { requestedChoice, type SailingChoice } from './sailings';
import { type PendingDecision, type StepRefusal, type StoredBooking, withRequest } from './stored-booking';

/*
 * The booking lifecycle of the mock carrier (docs/areas/booking.md; DCSA Booking 2.0.5 statuses). Deterministic and
 * without timers: a booking is stored with the carrier's next decision and the instant it falls due
 * (`pending.decideAtMs`, the confirm delay after the user's step); whoever reads the booking at or after that instant
 * sees the decision applied ({@link viewBooking}), so a reload, another tab and a test with fake time agree. The
 * stored shape is ./stored-booking.ts.
 *
 *   POST          -> RECEIVED -(delay)-> CONFIRMED | REJECTED | PENDING_UPDATE
 *   PUT (before confirmation)  -> UPDATE_RECEIVED -(delay)-> CONFIRMED | REJECTED | PENDING_UPDATE
 *   PUT (confirmed)            -> amendedBookingStatus AMENDMENT_RECEIVED -(delay)-> AMENDMENT_CONFIRMED | _DECLINED
 *   PATCH bookingStatus CANCELLED (before confirmation)                   -> CANCELLED at once
 *   PATCH bookingCancellationStatus CANCELLATION_RECEIVED (confirmed)     -> CANCELLATION_CONFIRMED + CANCELLED at once
 *   PATCH amendedBookingStatus AMENDMENT_CANCELLED (amendment pending)    -> AMENDMENT_CANCELLED at once
 */

/** The statuses before the carrier's confirmation, in which the request itself may change or be cancelled. */
const BEFORE_CONFIRMATION: readonly BookingStatus[] = ['RECEIVED', 'PENDING_UPDATE', 'UPDATE_RECEIVED'];
/** The statuses of a confirmed booking that may be amended or cancelled. */
const CONFIRMED_STATES: readonly BookingStatus[] = ['CONFIRMED', 'PENDING_AMENDMENT'];
/** The booking without feedbacks (a confirmation answers them). */
function withoutFeedbacks(booking: Booking): Booking {
  return Object.fromEntries(Object.entries(booking).filter(([field]) => field !== 'feedbacks')) as Booking;
}

function appendHistory(booking: Booking, entry: StatusHistoryEntry): Booking {
  return { ...booking, statusHistory: [...booking.statusHistory, entry], updatedDateTime: entry.dateTime };
}

/** The sailing a confirmed booking is on (its first main-carriage leg), to keep it when an amendment names none. */
function confirmedChoice(booking: Booking): SailingChoice | undefined {
  const leg = booking.transportPlan?.find((transport) => transport.transportPlanStage === 'MNC');
  if (!leg?.vesselName || !leg.carrierExportVoyageNumber) return undefined;
  return {
    vesselName: leg.vesselName,
    voyageNumber: leg.carrierExportVoyageNumber,
    ...(leg.carrierServiceCode ? { serviceCode: leg.carrierServiceCode } : {}),
  };
}

/** Applies a due decision to the booking (at its own instant, not the reader's). */
function decide(stored: StoredBooking, pending: PendingDecision): Booking {
  const at = isoUtc(pending.decideAtMs);
  const booking = stored.booking;
  if (pending.kind === 'BOOKING') {
    const evaluation = evaluateRequest(pending.request, requestedChoice(pending.request), pending.decideAtMs);
    const base = withRequest(booking, pending.request);
    if (evaluation.outcome === 'CONFIRMED') {
      const rest = withoutFeedbacks(base);
      return appendHistory(
        { ...rest, ...evaluation.booking, bookingStatus: 'CONFIRMED', carrierBookingReference: stored.bookingNumber },
        { bookingStatus: 'CONFIRMED', dateTime: at },
      );
    }
    return appendHistory(
      { ...base, bookingStatus: evaluation.outcome, feedbacks: evaluation.feedbacks },
      {
        bookingStatus: evaluation.outcome,
        dateTime: at,
        reason: evaluation.feedbacks.map((feedback) => feedback.message).join(' '),
      },
    );
  }
  // An amendment of a confirmed booking: on the sailing it names, else the one it is on.
  const evaluation = evaluateRequest(
    pending.request,
    requestedChoice(pending.request) ?? confirmedChoice(booking),
    pending.decideAtMs,
  );
  if (evaluation.outcome === 'CONFIRMED') {
    const rest = withoutFeedbacks(withRequest(booking, pending.request));
    return appendHistory(
      { ...rest, ...evaluation.booking, bookingStatus: 'CONFIRMED', amendedBookingStatus: 'AMENDMENT_CONFIRMED' },
      { bookingStatus: 'CONFIRMED', amendedBookingStatus: 'AMENDMENT_CONFIRMED', dateTime: at },
    );
  }
  return appendHistory(
    { ...booking, amendedBookingStatus: 'AMENDMENT_DECLINED', feedbacks: evaluation.feedbacks },
    {
      bookingStatus: booking.bookingStatus,
      amendedBookingStatus: 'AMENDMENT_DECLINED',
      dateTime: at,
      reason: evaluation.feedbacks.map((feedback) => feedback.message).join(' '),
    },
  );
}

/** The stored booking with its pending decision applied when it is due at `nowMs` (what a mutation starts from). */
export function settle(stored: StoredBooking, nowMs: number): StoredBooking {
  const { pending } = stored;
  if (!pending || pending.decideAtMs > nowMs) return stored;
  return { booking: decide(stored, pending), bookingNumber: stored.bookingNumber };
}

/** The booking as a reader sees it at `nowMs`: with the carrier's decision once it is due. */
export function viewBooking(stored: StoredBooking, nowMs: number): Booking {
  return settle(stored, nowMs).booking;
}

/** A new booking request as received at `nowMs`: RECEIVED, decided `delayMs` later. */
export function receiveBooking(
  request: CreateBooking,
  references: { carrierBookingRequestReference: string; bookingNumber: string },
  nowMs: number,
  delayMs: number,
): StoredBooking {
  const at = isoUtc(nowMs);
  return {
    booking: {
      ...structuredClone(request),
      carrierBookingRequestReference: references.carrierBookingRequestReference,
      bookingStatus: 'RECEIVED',
      statusHistory: [{ bookingStatus: 'RECEIVED', dateTime: at }],
      createdDateTime: at,
      updatedDateTime: at,
    },
    pending: { kind: 'BOOKING', decideAtMs: nowMs + delayMs, request: structuredClone(request) },
    bookingNumber: references.bookingNumber,
  };
}

function refusal(booking: Booking, action: string): StepRefusal {
  const status = [booking.bookingStatus, booking.amendedBookingStatus, booking.bookingCancellationStatus]
    .filter(Boolean)
    .join(', ');
  return {
    status: 409,
    code: 'BOOKING_STATUS_CONFLICT',
    message: `Booking ${booking.carrierBookingReference ?? booking.carrierBookingRequestReference} cannot ${action} in status ${status}.`,
  };
}

/**
 * A PUT at `nowMs`: before confirmation the request is updated (UPDATE_RECEIVED; this answers PENDING_UPDATE), a
 * confirmed booking gets an amendment (AMENDMENT_RECEIVED); both are decided `delayMs` later. Anything else (REJECTED,
 * DECLINED, CANCELLED, COMPLETED, an amendment already pending) is refused with 409.
 */
export function amendStoredBooking(
  stored: StoredBooking,
  request: CreateBooking,
  nowMs: number,
  delayMs: number,
): StoredBooking | StepRefusal {
  const current = settle(stored, nowMs);
  const { booking } = current;
  const at = isoUtc(nowMs);
  const decideAtMs = nowMs + delayMs;
  if (BEFORE_CONFIRMATION.includes(booking.bookingStatus)) {
    return {
      booking: appendHistory(
        { ...withRequest(booking, request), bookingStatus: 'UPDATE_RECEIVED' },
        { bookingStatus: 'UPDATE_RECEIVED', dateTime: at },
      ),
      pending: { kind: 'BOOKING', decideAtMs, request: structuredClone(request) },
      bookingNumber: current.bookingNumber,
    };
  }
  if (
    CONFIRMED_STATES.includes(booking.bookingStatus) &&
    booking.amendedBookingStatus !== 'AMENDMENT_RECEIVED' &&
    booking.bookingCancellationStatus === undefined
  ) {
    return {
      booking: appendHistory(
        { ...booking, amendedBookingStatus: 'AMENDMENT_RECEIVED' },
        { bookingStatus: booking.bookingStatus, amendedBookingStatus: 'AMENDMENT_RECEIVED', dateTime: at },
      ),
      pending: { kind: 'AMENDMENT', decideAtMs, request: structuredClone(request) },
      bookingNumber: current.bookingNumber,
    };
  }
  return refusal(booking, 'be amended');
}

/** The departure of the booking's first main-carriage leg, epoch ms (undefined without a plan). */
function departureMs(booking: Booking): number | undefined {
  const leg = booking.transportPlan?.find((transport) => transport.transportPlanStage === 'MNC');
  return leg ? Date.parse(leg.plannedDepartureDateTime) : undefined;
}

/**
 * A PATCH (DCSA CancelBookingRequest) at `nowMs`, settled at once: `bookingStatus: CANCELLED` before confirmation;
 * `bookingCancellationStatus: CANCELLATION_RECEIVED` on a confirmed booking whose vessel has not sailed (the carrier
 * confirms: CANCELLATION_CONFIRMED, CANCELLED; a pending amendment is dropped); `amendedBookingStatus:
 * AMENDMENT_CANCELLED` while an amendment is pending. Any other combination is refused with 409.
 */
export function cancelStoredBooking(
  stored: StoredBooking,
  body: CancelBooking,
  nowMs: number,
): StoredBooking | StepRefusal {
  const current = settle(stored, nowMs);
  const { booking, bookingNumber } = current;
  const at = isoUtc(nowMs);
  if ('bookingStatus' in body) {
    if (!BEFORE_CONFIRMATION.includes(booking.bookingStatus)) return refusal(booking, 'be cancelled as a request');
    return {
      booking: appendHistory(
        { ...booking, bookingStatus: 'CANCELLED' },
        { bookingStatus: 'CANCELLED', dateTime: at, reason: body.reason },
      ),
      bookingNumber,
    };
  }
  if ('bookingCancellationStatus' in body) {
    const departure = departureMs(booking);
    if (
      !CONFIRMED_STATES.includes(booking.bookingStatus) ||
      booking.bookingCancellationStatus !== undefined ||
      (departure !== undefined && departure <= nowMs)
    ) {
      return refusal(booking, 'be cancelled');
    }
    const amendmentDropped = booking.amendedBookingStatus === 'AMENDMENT_RECEIVED';
    const received = appendHistory(
      {
        ...booking,
        bookingCancellationStatus: 'CANCELLATION_RECEIVED',
        ...(amendmentDropped ? { amendedBookingStatus: 'AMENDMENT_CANCELLED' as const } : {}),
      },
      {
        bookingStatus: booking.bookingStatus,
        bookingCancellationStatus: 'CANCELLATION_RECEIVED',
        dateTime: at,
        reason: body.reason,
      },
    );
    return {
      booking: appendHistory(
        { ...received, bookingStatus: 'CANCELLED', bookingCancellationStatus: 'CANCELLATION_CONFIRMED' },
        { bookingStatus: 'CANCELLED', bookingCancellationStatus: 'CANCELLATION_CONFIRMED', dateTime: at },
      ),
      bookingNumber,
    };
  }
  if (booking.amendedBookingStatus !== 'AMENDMENT_RECEIVED') return refusal(booking, 'cancel an amendment');
  return {
    booking: appendHistory(
      { ...booking, amendedBookingStatus: 'AMENDMENT_CANCELLED' },
      {
        bookingStatus: booking.bookingStatus,
        amendedBookingStatus: 'AMENDMENT_CANCELLED',
        dateTime: at,
        reason: body.reason,
      },
    ),
    bookingNumber,
  };
}
