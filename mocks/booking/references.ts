import { hashInt } from '../schedule/data/random';

/*
 * The references of the mock carrier (docs/areas/booking.md). A request reference is 'BKR' + 9 digits, known at once; a
 * booking number (carrierBookingReference) is 4 letters from the POL (its UN/LOCODE's location part and the booking
 * office letter 'B') + 8 digits, 'PUSB10000123' at Busan, given at confirmation. Seeded bookings carry their user's tag
 * (1-8) and index in the digits, so either reference leads back to the generated booking without generating the list;
 * bookings users create start their digits with 9. The formats themselves are the portal's
 * (src/domain/shipment/shipment-reference.ts).
 */

const OFFICE_LETTER = 'B';

function prefixOf(polCode: string): string {
  return `${polCode.slice(2, 5).toUpperCase()}${OFFICE_LETTER}`;
}

/** The request reference of seeded booking `index` of the user with `tag` (1-8). */
export function seededRequestReference(tag: number, index: number): string {
  return `BKR${tag}${String(index).padStart(8, '0')}`;
}

/** The booking number of seeded booking `index` of the user with `tag` (1-8), loaded at `polCode`. */
export function seededBookingNumber(tag: number, index: number, polCode: string): string {
  return `${prefixOf(polCode)}${tag}${String(index).padStart(7, '0')}`;
}

/** The user tag and index a seeded reference of either kind encodes, or undefined for any other reference. */
export function parseSeededReference(reference: string): { tag: number; index: number } | undefined {
  const request = /^BKR([1-8])(\d{8})$/.exec(reference);
  if (request) return { tag: Number(request[1]), index: Number(request[2]) };
  const number = /^[A-Z]{4}([1-8])(\d{7})$/.exec(reference);
  if (number) return { tag: Number(number[1]), index: Number(number[2]) };
  return undefined;
}

/**
 * References for a booking a user creates: deterministic for (user, idempotency key, attempt), digits starting with 9.
 * The caller bumps `attempt` while either reference is taken.
 */
export function createdReferences(
  userId: string,
  idempotencyKey: string,
  polCode: string,
  attempt: number,
): { carrierBookingRequestReference: string; bookingNumber: string } {
  const request = hashInt(0, 99_999_999, 'request', userId, idempotencyKey, attempt);
  const number = hashInt(0, 9_999_999, 'number', userId, idempotencyKey, attempt);
  return {
    carrierBookingRequestReference: `BKR9${String(request).padStart(8, '0')}`,
    bookingNumber: `${prefixOf(polCode)}9${String(number).padStart(7, '0')}`,
  };
}
