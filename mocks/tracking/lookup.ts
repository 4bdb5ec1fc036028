import type { Booking } from '@/domain/booking/booking-answer-contract';

import { getBooking, storedBookingsOfEveryUser } from '../booking/booking-store';
import { parseSeededReference, seededRequestReference } from '../booking/references';
import { SEEDED_USERS } from '../booking/seed-variants';
import { containersOf, isTracked } from './event-generation';
import { bookingNumberOfBl, decodeContainerNumber } from './identifiers';
import { findImportShipment } from './import-shipments';

/*
 * Public look-ups of the tracking mock (docs/areas/tracking.md): whoever's booking it is, by booking number, B/L
 * number or container number, as the carrier's public tracking page does. The import shipments another company booked
 * (./import-shipments.ts) are asked first; generated bookings are decoded from their numbers (no list is generated);
 * bookings users created are found by scanning the stored bookings of every user.
 */

const userIdOfTag = new Map(Object.entries(SEEDED_USERS).map(([userId, { tag }]) => [tag, userId]));

function trackedOrUndefined(booking: Booking | undefined): Booking | undefined {
  return booking && isTracked(booking) ? booking : undefined;
}

/** The tracked booking (confirmed, with a plan) whose booking number is `bookingNumber` at `nowMs`, of any user. */
export function findBookingByNumber(bookingNumber: string, nowMs: number): Booking | undefined {
  const imported = findImportShipment('booking', bookingNumber, nowMs);
  if (imported) return imported;
  const seeded = parseSeededReference(bookingNumber);
  const userId = seeded ? userIdOfTag.get(seeded.tag) : undefined;
  if (seeded && /^[A-Z]{4}/.test(bookingNumber)) {
    // A generated booking's number (or one a user changed, which getBooking finds among the stored ones).
    return userId ? trackedOrUndefined(getBooking(userId, bookingNumber, nowMs)) : undefined;
  }
  return trackedOrUndefined(
    storedBookingsOfEveryUser(nowMs).find((booking) => booking.carrierBookingReference === bookingNumber),
  );
}

/** The tracked booking a B/L number ('ONEY' + booking number) names at `nowMs`. */
export function findBookingByBl(blNumber: string, nowMs: number): Booking | undefined {
  const bookingNumber = bookingNumberOfBl(blNumber);
  return bookingNumber ? findBookingByNumber(bookingNumber, nowMs) : undefined;
}

/**
 * The tracked booking that container `containerNumber` is released to at `nowMs` (before its empty release a
 * container belongs to no booking).
 */
export function findBookingByContainer(containerNumber: string, nowMs: number): Booking | undefined {
  const imported = findImportShipment('container', containerNumber, nowMs);
  if (imported) return imported;
  const decoded = decodeContainerNumber(containerNumber);
  if (!decoded) return undefined;
  const holds = (booking: Booking | undefined) =>
    booking !== undefined &&
    containersOf(booking, nowMs).some((container) => container.equipmentReference === containerNumber);
  if ('scan' in decoded) return storedBookingsOfEveryUser(nowMs).find(holds);
  const userId = userIdOfTag.get(decoded.tag);
  if (!userId) return undefined;
  const booking = getBooking(userId, seededRequestReference(decoded.tag, decoded.index), nowMs);
  if (holds(booking)) return booking;
  // A generated booking a user amended to more containers keeps slots 0-9 as generated; its others are hashed.
  return undefined;
}
