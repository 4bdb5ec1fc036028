import type { Booking, Transport } from '@/domain/booking/booking-answer-contract';
import type { CreateBooking } from '@/domain/booking/booking-contract';

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

/** What a generated booking is made of before it is put together: drawn from the user, the index and the week. */
interface SeedParts {
  variant: SeedVariant;
  sailing: PoolSailing;
  request: CreateBooking;
  createdMs: number;
  statusHistory: Booking['statusHistory'];
  /** The history's last entry: the booking's status now and when it was last updated. */
  last: Booking['statusHistory'][number];
  feedbacks: Booking['feedbacks'];
  bookingNumber: string;
  requestReference: string;
}

function seedPartsOf(userId: string, index: number, nowMs: number): SeedParts | undefined {
  const seeded = SEEDED_USERS[userId];
  const sailing = seededSailingOf(userId, index, nowMs);
  if (!seeded || !sailing) return undefined;
  const anchorMs = anchorOf(nowMs);
  const variant = seedVariantOf(userId, index);
  const request = requestFor(userId, index, variant, sailing);
  const createdMs = createdMsOf(userId, index, variant, sailing, anchorMs);
  const feedbacks = feedbacksOf(variant, request, sailing);
  const statusHistory = historyOf(variant, createdMs, sailing, feedbacks, anchorMs);
  return {
    variant,
    sailing,
    request,
    createdMs,
    statusHistory,
    last: statusHistory.at(-1) ?? { bookingStatus: 'RECEIVED', dateTime: isoUtc(createdMs) },
    feedbacks,
    bookingNumber: seededBookingNumber(seeded.tag, index, sailing.route.pol.locationCode),
    requestReference: seededRequestReference(seeded.tag, index),
  };
}

/**
 * Generated booking `index` (0-based) of `userId` around the anchor of `nowMs`, or undefined when the user has
 * none with that index. Deterministic: the same user, index and week give the same booking.
 */
export function seededBooking(userId: string, index: number, nowMs: number): SeededBooking | undefined {
  const parts = seedPartsOf(userId, index, nowMs);
  if (!parts) return undefined;
  const { variant, sailing, request, createdMs, statusHistory, last, feedbacks, bookingNumber } = parts;
  const booking: Booking = {
    ...request,
    carrierBookingRequestReference: parts.requestReference,
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

/** The facts of a booking that invoicing reads (mocks/e-finance/invoice-sources.ts billableShipmentOf). */
export type BilledBookingFacts = Pick<
  Booking,
  | 'carrierBookingRequestReference'
  | 'carrierBookingReference'
  | 'bookingStatus'
  | 'statusHistory'
  | 'updatedDateTime'
  | 'transportPlan'
  | 'shipmentLocations'
  | 'documentParties'
  | 'bookingChannelReference'
  | 'contractQuotationReference'
  | 'requestedEquipments'
  | 'confirmedEquipments'
  | 'freightPaymentTermCode'
>;

/**
 * The billed facts of generated booking `index` of `userId` at `nowMs`, the same as {@link seededBooking}'s booking
 * holds, without putting the booking together: copying the request into each booking was two thirds of the time the
 * forwarder's company's 20,000 generated bookings took for its first invoice list (docs/performance.md).
 */
export function seededBilledFacts(userId: string, index: number, nowMs: number): BilledBookingFacts | undefined {
  const parts = seedPartsOf(userId, index, nowMs);
  if (!parts) return undefined;
  const { variant, sailing, request, statusHistory, last } = parts;
  const confirmed = CONFIRMED_VARIANTS.has(variant);
  return {
    carrierBookingRequestReference: parts.requestReference,
    bookingStatus: last.bookingStatus,
    statusHistory,
    updatedDateTime: last.dateTime,
    shipmentLocations: request.shipmentLocations,
    documentParties: request.documentParties,
    requestedEquipments: request.requestedEquipments,
    freightPaymentTermCode: request.freightPaymentTermCode,
    bookingChannelReference: request.bookingChannelReference,
    ...(request.contractQuotationReference ? { contractQuotationReference: request.contractQuotationReference } : {}),
    ...(confirmed ? { carrierBookingReference: parts.bookingNumber, transportPlan: sailing.plan } : {}),
  };
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
