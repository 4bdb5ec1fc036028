import type { Booking } from '@/domain/booking/booking-answer-contract';
import type { CreateBooking } from '@/domain/booking/booking-contract';

/*
 * What the mock database keeps of a booking (./lifecycle.ts runs the steps on it): the booking after its last settled
 * step with the carrier's pending decision, the refusal of a step, and the split of a booking into the request as sent
 * and what the carrier added (DCSA Booking 2.0.5: CreateBooking vs Booking).
 */

/** The carrier's next decision on a stored booking: on the request (or its update), or on an amendment. */
export interface PendingDecision {
  kind: 'BOOKING' | 'AMENDMENT';
  /** When the carrier decides, epoch ms. */
  decideAtMs: number;
  /** The request (or amended request) to decide on. */
  request: CreateBooking;
}

/** A booking as the mock database stores it: its state after the last settled step, and what is still to come. */
export interface StoredBooking {
  booking: Booking;
  pending?: PendingDecision;
  /** The booking number it gets at its first confirmation (fixed when the request arrives). */
  bookingNumber: string;
}

/** A refused step: the HTTP status and the error body's code and message. */
export interface StepRefusal {
  status: 409;
  code: 'BOOKING_STATUS_CONFLICT';
  message: string;
}

/** What the carrier adds to a request; everything else of a Booking is the request as sent. */
const CARRIER_FIELDS = [
  'carrierBookingRequestReference',
  'carrierBookingReference',
  'bookingStatus',
  'amendedBookingStatus',
  'bookingCancellationStatus',
  'confirmedEquipments',
  'transportPlan',
  'shipmentCutOffTimes',
  'feedbacks',
  'statusHistory',
  'createdDateTime',
  'updatedDateTime',
] as const satisfies readonly (keyof Booking)[];

/** The booking with its request part replaced by `request` (optional fields the new request leaves out go). */
export function withRequest(booking: Booking, request: CreateBooking): Booking {
  const carrierPart = Object.fromEntries(
    CARRIER_FIELDS.filter((field) => booking[field] !== undefined).map((field) => [field, booking[field]]),
  ) as Pick<Booking, (typeof CARRIER_FIELDS)[number]>;
  return { ...structuredClone(request), ...carrierPart };
}

/** The request part of a booking (what a PUT would send to keep it as it is). */
export function requestOf(booking: Booking): CreateBooking {
  const carrierFields = new Set<string>(CARRIER_FIELDS);
  return structuredClone(
    Object.fromEntries(Object.entries(booking).filter(([field]) => !carrierFields.has(field))),
  ) as CreateBooking;
}

/** True for a refused step. */
export function isRefusal(value: StoredBooking | StepRefusal): value is StepRefusal {
  return 'status' in value;
}
