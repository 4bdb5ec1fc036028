import { type Booking } from '@/domain/booking/booking-answer-contract';
import { type CancelBooking, type CreateBooking } from '@/domain/booking/booking-contract';

import { defineUserCollection, defineUserDocument, storedUserIds } from '../db';
import { getBookingConfirmDelayMs } from './booking-settings';
import { amendStoredBooking, cancelStoredBooking, receiveBooking, viewBooking } from './lifecycle';
import { createdReferences, parseSeededReference, seededRequestReference } from './references';
import { locationCode } from './sailings';
import { seededBookingByReference } from './seed';
import { SEEDED_USERS } from './seed-variants';
import { isRefusal, type StepRefusal, type StoredBooking } from './stored-booking';

/*
 * The bookings of each user in the mock database: generated ones (./seed.ts, never stored) overlaid with what users
 * created or changed (stored by request reference, with the carrier's pending decision: ./lifecycle.ts). Every read
 * applies the decisions due at that instant; nothing runs on a timer. The list of them is ./booking-list.ts.
 */

/** Created or changed bookings, by carrierBookingRequestReference (overrides of generated ones use theirs). */
const storedBookings = defineUserCollection<StoredBooking>('bookings', {
  idOf: (stored) => stored.booking.carrierBookingRequestReference,
});
/** Booking number -> request reference of the bookings users created (generated ones decode their numbers). */
const bookingNumbers = defineUserDocument<Record<string, string>>('booking-numbers', () => ({}));
/** Idempotency-Key -> request reference, per user: a retried POST or PUT answers the first result. */
const idempotencyKeys = defineUserDocument<Record<string, string>>('booking-idempotency', () => ({}));

/**
 * A stored booking of the user, or a generated one, by request reference or booking number; undefined if not theirs.
 * A booking number finds a booking only once it has it (confirmed at `nowMs`), also a generated booking confirmed
 * after the user changed it.
 */
function findStored(userId: string, reference: string, nowMs: number): StoredBooking | undefined {
  const seeded = SEEDED_USERS[userId];
  const parsed = parseSeededReference(reference);
  const candidates = [
    reference,
    bookingNumbers.get(userId)?.[reference],
    parsed && seeded && parsed.tag === seeded.tag ? seededRequestReference(seeded.tag, parsed.index) : undefined,
  ];
  for (const requestReference of new Set(candidates)) {
    const stored = requestReference === undefined ? undefined : storedBookings.get(userId, requestReference);
    if (!stored) continue;
    const booking = viewBooking(stored, nowMs);
    const matches =
      booking.carrierBookingRequestReference === reference || booking.carrierBookingReference === reference;
    return matches ? stored : undefined;
  }
  const generated = seededBookingByReference(userId, reference, nowMs);
  return generated ? { booking: generated.booking, bookingNumber: generated.bookingNumber } : undefined;
}

/** The booking as the user sees it at `nowMs`, by request reference or booking number; undefined if not theirs. */
export function getBooking(userId: string, reference: string, nowMs: number): Booking | undefined {
  const stored = findStored(userId, reference, nowMs);
  return stored ? viewBooking(stored, nowMs) : undefined;
}

/**
 * Every stored booking (created by a user, or a generated one a user changed) of every user, as seen at `nowMs`, in no
 * particular order. For look-ups that are not per user: public cargo tracking by booking or container number
 * (mocks/tracking). Generated bookings are not listed: their references decode to them (./references.ts).
 */
export function storedBookingsOfEveryUser(nowMs: number): Booking[] {
  return storedUserIds().flatMap((userId) => storedBookings.list(userId).map((stored) => viewBooking(stored, nowMs)));
}

/**
 * The stored bookings of `userId` (created by them, or generated ones they changed) as seen at `nowMs`, in the order
 * they were first stored. Few per user, so cheap to read often: the notifications mock checks them live.
 */
export function storedBookingsOf(userId: string, nowMs: number): Booking[] {
  return storedBookings.list(userId).map((stored) => viewBooking(stored, nowMs));
}

/** The outcome of a create or amend: the request reference, and whether this call made the change. */
export interface Accepted {
  carrierBookingRequestReference: string;
  /** False when the Idempotency-Key was seen before: nothing changed. */
  created: boolean;
}

/** The request reference a create with `idempotencyKey` of `userId` already made, or undefined for a new key. */
export function createdWithKey(userId: string, idempotencyKey: string): string | undefined {
  return idempotencyKeys.get(userId)?.[idempotencyKey];
}

/**
 * Receives a booking request of `userId` at `nowMs` (RECEIVED; decided after the confirm delay). The same
 * `idempotencyKey` again answers the first request's reference and creates nothing.
 */
export function createBooking(userId: string, request: CreateBooking, idempotencyKey: string, nowMs: number): Accepted {
  const seen = idempotencyKeys.get(userId)?.[idempotencyKey];
  if (seen) return { carrierBookingRequestReference: seen, created: false };
  const numbers = bookingNumbers.get(userId) ?? {};
  const pol = locationCode(request, 'POL') ?? 'XXXXX';
  let attempt = 0;
  let references = createdReferences(userId, idempotencyKey, pol, attempt);
  while (
    storedBookings.get(userId, references.carrierBookingRequestReference) !== undefined ||
    numbers[references.bookingNumber] !== undefined
  ) {
    attempt += 1;
    references = createdReferences(userId, idempotencyKey, pol, attempt);
  }
  storedBookings.put(userId, receiveBooking(request, references, nowMs, getBookingConfirmDelayMs()));
  bookingNumbers.set(userId, { ...numbers, [references.bookingNumber]: references.carrierBookingRequestReference });
  idempotencyKeys.set(userId, {
    ...idempotencyKeys.get(userId),
    [idempotencyKey]: references.carrierBookingRequestReference,
  });
  return { carrierBookingRequestReference: references.carrierBookingRequestReference, created: true };
}

/** Why a step on a booking failed: unknown (404) or refused in its status (409). */
export type StepFailure = { status: 404 } | StepRefusal;

/**
 * Amends booking `reference` of `userId` at `nowMs` (lifecycle.ts `amendStoredBooking`); a seen `idempotencyKey`
 * answers without changing anything.
 */
export function amendBooking(
  userId: string,
  reference: string,
  request: CreateBooking,
  idempotencyKey: string,
  nowMs: number,
): Accepted | StepFailure {
  const stored = findStored(userId, reference, nowMs);
  if (!stored) return { status: 404 };
  const requestReference = stored.booking.carrierBookingRequestReference;
  const keyScope = `${requestReference}:${idempotencyKey}`;
  if (idempotencyKeys.get(userId)?.[keyScope])
    return { carrierBookingRequestReference: requestReference, created: false };
  const next = amendStoredBooking(stored, request, nowMs, getBookingConfirmDelayMs());
  if (isRefusal(next)) return next;
  storedBookings.put(userId, next);
  idempotencyKeys.set(userId, { ...idempotencyKeys.get(userId), [keyScope]: requestReference });
  return { carrierBookingRequestReference: requestReference, created: true };
}

/** Cancels booking `reference` of `userId` at `nowMs` (lifecycle.ts `cancelStoredBooking`). */
export function cancelBooking(
  userId: string,
  reference: string,
  body: CancelBooking,
  nowMs: number,
): { carrierBookingRequestReference: string } | StepFailure {
  const stored = findStored(userId, reference, nowMs);
  if (!stored) return { status: 404 };
  const next = cancelStoredBooking(stored, body, nowMs);
  if (isRefusal(next)) return next;
  storedBookings.put(userId, next);
  return { carrierBookingRequestReference: next.booking.carrierBookingRequestReference };
}
