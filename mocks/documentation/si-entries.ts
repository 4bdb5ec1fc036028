import type { Booking } from '@/domain/booking/booking-answer-contract';

import { getBooking, storedBookingsOf } from '../booking/booking-store';
import { parseSeededReference } from '../booking/references';
import { seededBooking } from '../booking/seed';
import { anchorOf, SEEDED_USERS, seededCount, thisWeekSlotOf } from '../booking/seed-variants';
import { defineUserCollection } from '../db';
import { bookingNumberOfBl } from '../tracking/identifiers';
import { type BookingFacts, bookingFactsOf, shippingInstructionsOfBooking } from './si-derive';
import { siReferenceOf, type SiStep, type StoredSi } from './si-lifecycle';
import { type SeededRank, seededSteps } from './si-seeded';

/*
 * Which bookings of a user have an SI row (every confirmed one), and the SI each has: stored once the user sent or
 * acted on it, else seeded for a generated booking (./si-seeded.ts), else none yet. Read by ./si-store.ts (the SI
 * steps) and ./si-list.ts (the list and dashboard).
 */

/** SIs users sent or acted on, by booking number. */
export const storedSis = defineUserCollection<StoredSi>('shipping-instructions', {
  idOf: (stored) => stored.carrierBookingReference,
});
/** Booking statuses that have a booking number and go on to an SI. */
const SI_BOOKING_STATUSES = new Set(['CONFIRMED', 'PENDING_AMENDMENT', 'COMPLETED']);

/** One confirmed booking of the user with what documentation needs. */
export interface Entry {
  booking: Booking;
  facts: BookingFacts;
  /** A generated booking (it comes with a seeded SI), not one the user created. */
  isGenerated: boolean;
}

/** The entry of a booking that goes on to an SI (confirmed, with a booking number and a vessel leg), else undefined. */
function entryOf(booking: Booking, isGenerated: boolean): Entry | undefined {
  if (!SI_BOOKING_STATUSES.has(booking.bookingStatus)) return undefined;
  const facts = bookingFactsOf(booking);
  return facts ? { booking, facts, isGenerated } : undefined;
}

/** The seeded steps of an entry's SI, or undefined when it has none (created by the user, or not sent yet). */
export function seededStepsOf(userId: string, entry: Entry, nowMs: number): SiStep[] | undefined {
  if (!entry.isGenerated) return undefined;
  const rank = generatedOf(userId, nowMs).ranks.get(entry.facts.carrierBookingReference);
  return rank ? seededSteps(rank, entry.facts, nowMs) : undefined;
}

interface GeneratedEntries {
  anchorMs: number;
  entries: Entry[];
  /** Booking number -> rank of the seeded SI. */
  ranks: Map<string, SeededRank>;
}

const generatedEntries = new Map<string, GeneratedEntries>();

/** The confirmed generated bookings of the user and their seeded ranks (cached for the week, like the booking list). */
function generatedOf(userId: string, nowMs: number): GeneratedEntries {
  const anchorMs = anchorOf(nowMs);
  const cached = generatedEntries.get(userId);
  if (cached?.anchorMs === anchorMs) return cached;
  const entries: Entry[] = [];
  const ranks = new Map<string, SeededRank>();
  let sailed = 0;
  let upcoming = 0;
  for (let index = 0; index < seededCount(userId); index += 1) {
    const generated = seededBooking(userId, index, nowMs);
    const entry = generated && entryOf(generated.booking, true);
    if (!entry) continue;
    entries.push(entry);
    // This week's bookings have sent no SI: they fill the SI summary's "due within" and "overdue" tiles.
    if (thisWeekSlotOf(userId, index) !== undefined) continue;
    const isSailed = entry.booking.bookingStatus === 'COMPLETED';
    ranks.set(entry.facts.carrierBookingReference, {
      sailed: isSailed,
      rank: isSailed ? (sailed += 1) - 1 : (upcoming += 1) - 1,
    });
  }
  const result = { anchorMs, entries, ranks };
  generatedEntries.set(userId, result);
  return result;
}

/** Every confirmed booking of the user at `nowMs`: generated ones (replaced where the user changed them), then theirs. */
export function entriesOf(userId: string, nowMs: number): Entry[] {
  const stored = storedBookingsOf(userId, nowMs);
  const overrides = new Map(stored.map((booking) => [booking.carrierBookingRequestReference, booking]));
  const entries: Entry[] = [];
  for (const entry of generatedOf(userId, nowMs).entries) {
    const override = overrides.get(entry.booking.carrierBookingRequestReference);
    if (!override) {
      entries.push(entry);
      continue;
    }
    overrides.delete(entry.booking.carrierBookingRequestReference);
    const replaced = entryOf(override, true);
    if (replaced) entries.push(replaced);
  }
  for (const booking of overrides.values()) {
    const entry = entryOf(booking, false);
    if (entry) entries.push(entry);
  }
  return entries;
}

/** The entry of one booking number (or B/L number) of the user, undefined when not theirs or not confirmed. */
export function entryByReference(userId: string, reference: string, nowMs: number): Entry | undefined {
  const bookingNumber = bookingNumberOfBl(reference) ?? reference.replace(/^SI(?=[A-Z]{4}\d{8}$)/, '');
  const booking = getBooking(userId, bookingNumber, nowMs);
  if (!booking || booking.carrierBookingReference !== bookingNumber) return undefined;
  const seeded = SEEDED_USERS[userId];
  const parsed = parseSeededReference(booking.carrierBookingRequestReference);
  return entryOf(booking, parsed !== undefined && seeded !== undefined && parsed.tag === seeded.tag);
}

/** The SI of an entry as stored, or as seeded (not stored until the user acts), or undefined when none was sent. */
export function storedOrSeeded(userId: string, entry: Entry, nowMs: number): StoredSi | undefined {
  const stored = storedSis.get(userId, entry.facts.carrierBookingReference);
  if (stored) return stored;
  const steps = seededStepsOf(userId, entry, nowMs);
  if (!steps) return undefined;
  return {
    carrierBookingReference: entry.facts.carrierBookingReference,
    shippingInstructionsReference: siReferenceOf(entry.facts.carrierBookingReference),
    request: shippingInstructionsOfBooking(entry.booking, entry.facts),
    isLate: steps[0]?.event === 'SI_RECEIVED_LATE',
    steps,
  };
}
