import type { Booking } from '@/domain/booking/booking-answer-contract';

import { DEMO_USERS } from '../../../mocks/auth/demo-users';
import { seededBooking } from '../../../mocks/booking/seed';
import { isTracked } from '../../../mocks/tracking/event-generation';
import { transportDelays } from '../../../mocks/tracking/late-voyages';

/** The instant the tracking tests run at (Date is faked to it): Monday 23 November 2026, 03:00 UTC. */
export const NOW = Date.parse('2026-11-23T03:00:00Z');

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

/** Vessel legs of a booking's plan, in order. */
export function vesselLegsOf(booking: Booking) {
  return (booking.transportPlan ?? []).filter((leg) => leg.transportPlanStage === 'MNC');
}

/** The first generated booking of `userId` (indices from 0, at {@link NOW}) that is tracked and satisfies `accept`. */
export function findSeeded(
  accept: (booking: Booking) => boolean,
  userId: string = DEMO_USERS.forwarder.user.userId,
): Booking {
  for (let index = 0; index < 10_000; index += 1) {
    const booking = seededBooking(userId, index, NOW)?.booking;
    if (booking && isTracked(booking) && accept(booking)) return booking;
  }
  throw new Error('no generated booking fits');
}

/**
 * `find`, run once: a fixture scans up to a few hundred generated bookings, and several tests of a file ask for it. Each
 * caller gets its own copy, so a test that changes its booking cannot change another's.
 */
function once(find: () => Booking): () => Booking {
  let found: Booking | undefined;
  return () => structuredClone((found ??= find()));
}

/** A tracked booking routed over a transshipment port (two vessel legs or more). */
export const transshipmentBooking = once(() => findSeeded((booking) => vesselLegsOf(booking).length >= 2));
/**
 * A tracked direct booking whose vessel leaves the port of loading on time and arrives late; at {@link NOW} the delay
 * is known and the vessel has not arrived yet.
 */
export const lateBooking = once(() =>
  findSeeded((booking) => {
    const legs = vesselLegsOf(booking);
    const facts = legs[0] ? transportDelays(legs[0]) : undefined;
    if (legs.length !== 1 || facts?.departure !== null || !facts.arrival) return false;
    const arrivalMs = Date.parse(legs[0]?.plannedArrivalDateTime ?? '') + facts.arrival.ms;
    return facts.arrival.knownAtMs <= NOW && arrivalMs > NOW;
  }),
);
/** A tracked direct booking whose vessel is late already at the port of loading (it boards mid-voyage). */
export const lateFromLoadingBooking = once(() =>
  findSeeded((booking) => {
    const legs = vesselLegsOf(booking);
    const facts = legs[0] ? transportDelays(legs[0]) : undefined;
    return legs.length === 1 && facts?.departure !== null && facts?.arrival !== null;
  }),
);
/** A tracked direct booking whose vessel is on time. */
export const punctualBooking = once(() =>
  findSeeded((booking) => {
    const legs = vesselLegsOf(booking);
    const facts = legs[0] ? transportDelays(legs[0]) : undefined;
    return legs.length === 1 && facts?.departure === null && facts.arrival === null;
  }),
);

/**
 * Instants across a booking's life from its (last) confirmation on: before release, around each leg, long after
 * delivery. A booking is not read before it is confirmed as it is.
 */
export function instantsAcross(booking: Booking): number[] {
  const legs = vesselLegsOf(booking);
  const confirmed = Math.max(
    ...booking.statusHistory
      .filter((entry) => entry.bookingStatus === 'CONFIRMED')
      .map((entry) => Date.parse(entry.dateTime)),
  );
  const instants = [confirmed + HOUR_MS];
  for (const leg of legs) {
    const departure = Date.parse(leg.plannedDepartureDateTime);
    const arrival = Date.parse(leg.plannedArrivalDateTime);
    instants.push(departure - 10 * DAY_MS, departure - DAY_MS, departure + HOUR_MS, (departure + arrival) / 2);
    instants.push(arrival - HOUR_MS, arrival + 2 * DAY_MS, arrival + 5 * DAY_MS);
  }
  instants.push(Date.parse(legs.at(-1)?.plannedArrivalDateTime ?? '') + 40 * DAY_MS);
  return instants.filter((instant) => instant > confirmed).map((instant) => Math.floor(instant / 60_000) * 60_000);
}
