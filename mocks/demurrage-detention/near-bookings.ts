import { addDays, format } from 'date-fns';

import type { Booking, Transport } from '@/domain/booking/booking-answer-contract';

import { toRow } from '../booking/booking-list';
import { storedBookingsOf } from '../booking/booking-store';
import { seededRequestReference } from '../booking/references';
import { seededBooking, seededTransportPlanOf } from '../booking/seed';
import { SEEDED_USERS } from '../booking/seed-variants';

/*
 * The bookings of a user that can have a D&D clock near an anchor week (docs/areas/demurrage-detention.md;
 * docs/mock-backend.md "Derived lazily"): confirmed, pending amendment or completed, departing (POL local date) from
 * {@link WINDOW_BEFORE_DAYS} before to {@link WINDOW_AFTER_DAYS} after the anchor, arriving at most
 * {@link NEAR_ARRIVAL_DAYS} before it and departing at most {@link NEAR_DEPARTURE_DAYS} after it. The answer is the one
 * the booking list (GET v1/bookings, ../booking/booking-list.ts) filtered that way gives, by departure, but a generated
 * booking is only derived when its sailing's plan falls in the window: the forwarder's 10,000 bookings cost a few
 * hashes each instead of a full booking each (listing them all took 1.1-1.3 s in CPU profiles on a busy 2-core
 * machine).
 */

const DAY_MS = 86_400_000;
/** Bookings that departed this long before the anchor week can still have an import clock running (days). */
export const WINDOW_BEFORE_DAYS = 75;
/** Bookings departing this long after the anchor can have an export clock running already (days). */
export const WINDOW_AFTER_DAYS = 21;
/**
 * A clock can run from about a week before departure (empty release) to ten days after arrival (empty return), late
 * voyages add up to LATE_HOURS_MAX (60 h) per leg, and a container stays listed DND_RECENT_DAYS (7) after its last
 * stop: bookings arriving more than this many days before the anchor have no listed container (days).
 */
export const NEAR_ARRIVAL_DAYS = 7 + 15;
/** Bookings departing more than this many days after the anchor have no clock started in its week (days). */
export const NEAR_DEPARTURE_DAYS = 17;
/** The booking statuses whose containers move (a confirmed booking's plan is the one its containers follow). */
export const NEAR_STATUSES: readonly string[] = ['CONFIRMED', 'PENDING_AMENDMENT', 'COMPLETED'];

/** The window of an anchor: POL local departure dates ('yyyy-MM-dd'), the arrival and departure bounds (epoch ms). */
export function nearWindowOf(anchorMs: number) {
  return {
    departureFrom: format(addDays(anchorMs, -WINDOW_BEFORE_DAYS), 'yyyy-MM-dd'),
    departureTo: format(addDays(anchorMs, WINDOW_AFTER_DAYS), 'yyyy-MM-dd'),
    earliestArrivalMs: anchorMs - NEAR_ARRIVAL_DAYS * DAY_MS,
    latestDepartureMs: anchorMs + NEAR_DEPARTURE_DAYS * DAY_MS,
  };
}

type NearWindow = ReturnType<typeof nearWindowOf>;

/** Whether a plan's main carriage (as the list row reads it: first departure, last arrival) is in the window. */
function planIsNear(plan: Transport[], window: NearWindow): boolean {
  const mainCarriage = plan.filter((transport) => transport.transportPlanStage === 'MNC');
  const departure = mainCarriage[0]?.plannedDepartureDateTime;
  const arrival = mainCarriage.at(-1)?.plannedArrivalDateTime;
  if (departure === undefined) return false;
  const departureDate = departure.slice(0, 10);
  return (
    departureDate >= window.departureFrom &&
    departureDate <= window.departureTo &&
    Date.parse(arrival ?? '') >= window.earliestArrivalMs &&
    Date.parse(departure) <= window.latestDepartureMs
  );
}

/** A near booking with its departure (epoch ms), else undefined: the list's status and date filters, the bounds. */
function nearRow(booking: Booking, window: NearWindow): { booking: Booking; departureMs: number } | undefined {
  const row = toRow(booking);
  const near =
    NEAR_STATUSES.includes(row.summary.bookingStatus) &&
    row.departureDate !== undefined &&
    row.departureDate >= window.departureFrom &&
    row.departureDate <= window.departureTo &&
    Date.parse(row.summary.arrivalDateTime ?? '') >= window.earliestArrivalMs &&
    Date.parse(row.summary.departureDateTime ?? '') <= window.latestDepartureMs;
  return near && row.departureMs !== undefined ? { booking, departureMs: row.departureMs } : undefined;
}

/**
 * The bookings of `userId` that can have a D&D clock near `anchorMs` (Monday 00:00Z of the week of `nowMs`), as seen
 * at `nowMs`, by departure (ties by request reference): the user's stored bookings (created, or generated ones they
 * changed) and the generated ones not stored whose sailing is in the window. The same bookings in the same order as
 * the booking list filtered and sorted that way (`sort=departureDateTime`).
 */
export function nearBookingsOf(userId: string, anchorMs: number, nowMs: number): Booking[] {
  const window = nearWindowOf(anchorMs);
  const stored = storedBookingsOf(userId, nowMs);
  const storedReferences = new Set(stored.map((booking) => booking.carrierBookingRequestReference));
  const rows = stored.map((booking) => nearRow(booking, window));
  const seeded = SEEDED_USERS[userId];
  // A generated booking's plan is its sailing's (shared by every booking on it): judge each plan once.
  const planNear = new Map<Transport[], boolean>();
  for (let index = 0; seeded && index < seeded.count; index += 1) {
    const plan = seededTransportPlanOf(userId, index, nowMs);
    if (!plan || storedReferences.has(seededRequestReference(seeded.tag, index))) continue;
    let isNear = planNear.get(plan);
    if (isNear === undefined) {
      isNear = planIsNear(plan, window);
      planNear.set(plan, isNear);
    }
    // A generated booking has no pending decision: the store reads it as generated (../booking/lifecycle.ts settle).
    const generated = isNear ? seededBooking(userId, index, nowMs) : undefined;
    if (generated) rows.push(nearRow(generated.booking, window));
  }
  return rows
    .filter((row) => row !== undefined)
    .sort((a, b) => {
      if (a.departureMs !== b.departureMs) return a.departureMs - b.departureMs;
      const refA = a.booking.carrierBookingRequestReference;
      const refB = b.booking.carrierBookingRequestReference;
      return refA < refB ? -1 : refA > refB ? 1 : 0;
    })
    .map((row) => row.booking);
}
