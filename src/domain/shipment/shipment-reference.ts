/*
 * The formats of the carrier's shipment references (docs/areas/booking.md, docs/areas/tracking.md): what a page may
 * take from its URL before it asks the server. A reference of another format is not one of the carrier's: the page
 * shows "not found among your shipments" without a request, and never prints the text it was given.
 */

/** A booking request reference (carrierBookingRequestReference): 'BKR' + 9 digits, e.g. 'BKR100000010'. */
export const BOOKING_REQUEST_REFERENCE_PATTERN = /^BKR\d{9}$/;

/**
 * A booking number (carrierBookingReference, given at confirmation): 4 capital letters (the POL's location code and
 * the booking office) + 8 digits, e.g. 'PUSB10000010'.
 */
export const BOOKING_NUMBER_PATTERN = /^[A-Z]{4}\d{8}$/;

/** A B/L number (transportDocumentReference): the carrier's SCAC 'ONEY' + the booking number, e.g. 'ONEYPUSB10000010'. */
export const BL_NUMBER_PATTERN = /^ONEY[A-Z]{4}\d{8}$/;

/** Whether `value` (as given: no trimming or upper-casing) is a booking number ({@link BOOKING_NUMBER_PATTERN}). */
export function isBookingNumber(value: string): boolean {
  return BOOKING_NUMBER_PATTERN.test(value);
}

/**
 * Whether `value` is a reference a booking page takes: a booking number or a booking request reference
 * ({@link BOOKING_REQUEST_REFERENCE_PATTERN}).
 */
export function isBookingReference(value: string): boolean {
  return BOOKING_NUMBER_PATTERN.test(value) || BOOKING_REQUEST_REFERENCE_PATTERN.test(value);
}

/** Whether `value` is a B/L number ({@link BL_NUMBER_PATTERN}). */
export function isBlNumber(value: string): boolean {
  return BL_NUMBER_PATTERN.test(value);
}

/**
 * A reference from a URL query parameter as pages read it: trimmed and upper-cased (people type and paste them so),
 * '' when absent. Validate the result with the functions above before using or showing it.
 */
export function referenceParam(params: URLSearchParams, name: string): string {
  return (params.get(name) ?? '').trim().toUpperCase();
}

/** Whether `error` is the server's 404 or 403 answer: see `lib/load-state.ts`. */
export { isNotFoundAnswer } from '@/lib/load-state';
