import type { Booking, Transport } from '@/domain/booking/booking-answer-contract';

import { isoUtc } from '../schedule/data/zoned-time';
import { parseSeededReference, seededBookingNumber, seededRequestReference } from './references';
import { createdMsOf, feedbacksOf, historyOf } from './seed-history';
import { pickSailing, pickThisWeekSailing, poolFor, type PoolSailing } from './seed-pool';
import { requestFor } from './seed-request';
import {
  anchorOf,
  SEEDED_USERS,
  type SeedVariant,
  seedVariantOf,
  THIS_WEEK_COUNT,
  thisWeekSlotOf,
} from './seed-variants';

/*
 * The demo users' bookings (docs/areas/booking.md, seed data), generated on demand and never stored: a pure function of
 * the user, the booking's index and the anchor (the UTC week of "now", so the demo's sailings stay around today).
 * Only bookings a user creates or changes live in the mock database, as overrides by request reference.
 */

const CONFIRMED_VARIANTS: ReadonlySet<SeedVariant> = new Set([
  'CONFIRMED',
  'AMENDMENT_RECEIVED',
  'AMENDMENT_CONFIRMED',
  'PENDING_AMENDMENT',
  'DECLINED',
  'CANCELLED_CONFIRMED',
  'COMPLETED',
]);

/**
 * The pool sailing (./seed-pool.ts) generated booking `index` of `userId` is placed on around the anchor of `nowMs`,
 * or undefined when the user has no such booking. Cheap (a few hashes): it lets a caller pick bookings by their
 * sailing before deriving them (the D&D containers, mocks/demurrage-detention/near-bookings.ts).
 */
export function seededSailingOf(userId: string, index: number, nowMs: number): PoolSailing | undefined {
  const seeded = SEEDED_USERS[userId];
  if (!seeded || !Number.isInteger(index) || index < 0 || index >= seeded.count) return undefined;
  const pool = poolFor(anchorOf(nowMs));
  const slot = thisWeekSlotOf(userId, index);
  return slot === undefined
    ? pickSailing(pool, userId, index, seedVariantOf(userId, index))
    : pickThisWeekSailing(pool, slot, THIS_WEEK_COUNT);
}

/**
 * The transport plan generated booking `index` of `userId` carries around the anchor of `nowMs`: its sailing's plan
 * (the same array) once the booking is confirmed (also amended, declined, cancelled after confirmation or completed),
 * else undefined, as {@link seededBooking} sets it, without deriving the booking.
 */
export function seededTransportPlanOf(userId: string, index: number, nowMs: number): Transport[] | undefined {
  return CONFIRMED_VARIANTS.has(seedVariantOf(userId, index)) ? seededSailingOf(userId, index, nowMs)?.plan : undefined;
}

/** A generated booking and the booking number it has or would get. */
export interface SeededBooking {
  booking: Booking;
  bookingNumber: string;
}

/**
 * Generated booking `index` (0-based) of `userId` around the anchor of `nowMs`, or undefined when the user has
 * none with that index. Deterministic: the same user, index and week give the same booking.
 */
export function seededBooking(userId: string, index: number, nowMs: number): SeededBooking | undefined {
  const seeded = SEEDED_USERS[userId];
  const sailing = seededSailingOf(userId, index, nowMs);
  if (!seeded || !sailing) return undefined;
  const anchorMs = anchorOf(nowMs);
  const variant = seedVariantOf(userId, index);
  const request = requestFor(userId, index, variant, sailing);
  const createdMs = createdMsOf(userId, index, variant, sailing, anchorMs);
  const feedbacks = feedbacksOf(variant, request, sailing);
  const statusHistory = historyOf(variant, createdMs, sailing, feedbacks, anchorMs);
  const last = statusHistory.at(-1) ?? { bookingStatus: 'RECEIVED', dateTime: isoUtc(createdMs) };
  const bookingNumber = seededBookingNumber(seeded.tag, index, sailing.route.pol.locationCode);
  const booking: Booking = {
    ...request,
    carrierBookingRequestReference: seededRequestReference(seeded.tag, index),
    bookingStatus: last.bookingStatus,
    statusHistory,
    createdDateTime: statusHistory[0]?.dateTime ?? isoUtc(createdMs),
    updatedDateTime: last.dateTime,
  };
  if (CONFIRMED_VARIANTS.has(variant)) {
    booking.carrierBookingReference = bookingNumber;
    booking.confirmedEquipments = request.requestedEquipments.map(({ ISOEquipmentCode, units }) => ({
      ISOEquipmentCode,
      units,
    }));
    booking.transportPlan = sailing.plan;
    booking.shipmentCutOffTimes = sailing.cutOffs;
  }
  if (variant === 'AMENDMENT_RECEIVED' || variant === 'AMENDMENT_CONFIRMED') booking.amendedBookingStatus = variant;
  if (variant === 'CANCELLED_CONFIRMED') booking.bookingCancellationStatus = 'CANCELLATION_CONFIRMED';
  if (feedbacks) booking.feedbacks = feedbacks;
  return { booking, bookingNumber };
}

/**
 * The generated booking a reference (request reference or booking number) names, for `userId` at `nowMs`; undefined
 * when it is not one of theirs.
 */
export function seededBookingByReference(userId: string, reference: string, nowMs: number): SeededBooking | undefined {
  const parsed = parseSeededReference(reference);
  const seeded = SEEDED_USERS[userId];
  if (!parsed || !seeded || parsed.tag !== seeded.tag) return undefined;
  const generated = seededBooking(userId, parsed.index, nowMs);
  if (!generated) return undefined;
  const { booking } = generated;
  return booking.carrierBookingRequestReference === reference || booking.carrierBookingReference === reference
    ? generated
    : undefined;
}
