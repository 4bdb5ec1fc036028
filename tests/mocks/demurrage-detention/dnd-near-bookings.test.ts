import { describe, expect, it } from 'vitest';

import type { BookingStatus } from '@/domain/booking/booking-codes-contract';

import { DEMO_USERS } from '../../../mocks/auth/demo-users';
import { listBookings } from '../../../mocks/booking/booking-list';
import { cancelBooking, getBooking } from '../../../mocks/booking/booking-store';
import { anchorOf } from '../../../mocks/booking/seed-variants';
import { containerFactsOf } from '../../../mocks/demurrage-detention/container-facts';
import { containerFactsOfUser, DND_DEMO_CONTAINER } from '../../../mocks/demurrage-detention/containers';
import { NEAR_STATUSES, nearBookingsOf, nearWindowOf } from '../../../mocks/demurrage-detention/near-bookings';

/*
 * The D&D containers derive only the bookings whose sailing is near the anchor week (docs/mock-backend.md "Derived
 * lazily"): the answer must stay the one of the full scan it replaced (every booking listed, filtered by status and
 * window, then each read again), for the same user and instant, containers and clocks alike.
 */

const FORWARDER = DEMO_USERS.forwarder.user.userId;
const SHIPPER = DEMO_USERS.shipper.user.userId;
/** The e2e's fixed "now" (a Saturday) and a Wednesday afternoon in another month and week. */
const DATES = [Date.parse('2026-11-21T02:00:00Z'), Date.parse('2027-02-03T15:30:00Z')];

/** The full scan: the booking list filtered by status and window, sorted by departure, each booking read again. */
function fullScanBookings(userId: string, nowMs: number) {
  const window = nearWindowOf(anchorOf(nowMs));
  const { bookings } = listBookings(
    userId,
    {
      status: NEAR_STATUSES as BookingStatus[],
      departureFrom: window.departureFrom,
      departureTo: window.departureTo,
      sort: 'departureDateTime',
      page: 1,
      pageSize: 100_000,
    },
    nowMs,
  );
  return bookings
    .filter(
      (summary) =>
        Date.parse(summary.arrivalDateTime ?? '') >= window.earliestArrivalMs &&
        Date.parse(summary.departureDateTime ?? '') <= window.latestDepartureMs,
    )
    .flatMap((summary) => getBooking(userId, summary.carrierBookingRequestReference, nowMs) ?? []);
}

describe('the D&D containers of the bookings near the anchor week', () => {
  for (const nowMs of DATES) {
    const day = new Date(nowMs).toISOString();

    it(`gives the forwarder the full scan's containers and clocks at ${day}`, () => {
      const expected = fullScanBookings(FORWARDER, nowMs).flatMap((booking) => containerFactsOf(booking));
      const containers = containerFactsOfUser(FORWARDER, nowMs);
      expect(containers.length).toBeGreaterThan(5_000);
      expect(containers).toEqual(expected);
    }, 120_000);

    it(`gives the D&D invoice's import-only facts the import clocks of the full facts at ${day}`, () => {
      const bookings = fullScanBookings(SHIPPER, nowMs);
      const importOnly = bookings.flatMap((booking) => containerFactsOf(booking, 'IMPORT'));
      const full = bookings.flatMap((booking) => containerFactsOf(booking));
      const importKinds = (container: (typeof full)[number]) => ({
        ...container,
        clocks: container.clocks.filter((clock) => clock.kind.startsWith('IMPORT_')),
      });
      expect(importOnly.length).toBeGreaterThan(10);
      expect(importOnly.every((container) => container.clocks.every((clock) => clock.kind.startsWith('IMPORT_')))).toBe(
        true,
      );
      expect(importOnly).toEqual(full.map(importKinds));
    });

    it(`gives the demo shipper the full scan's containers after the demo container at ${day}`, () => {
      const expected = fullScanBookings(SHIPPER, nowMs).flatMap((booking) => containerFactsOf(booking));
      const [demo, ...containers] = containerFactsOfUser(SHIPPER, nowMs);
      expect(demo?.equipmentReference).toBe(DND_DEMO_CONTAINER);
      expect(containers).toEqual(expected);
    });
  }

  it('takes a generated booking the user changed as stored, in its place by departure', () => {
    const nowMs = DATES[0] ?? 0;
    const anchorMs = anchorOf(nowMs);
    const before = nearBookingsOf(SHIPPER, anchorMs, nowMs);
    // A confirmed booking not yet departed can be cancelled (../../../mocks/booking/lifecycle.ts cancelStoredBooking).
    const changed = before.find(
      (booking) =>
        booking.bookingStatus === 'CONFIRMED' &&
        Date.parse(booking.transportPlan?.[0]?.plannedDepartureDateTime ?? '') > nowMs,
    );
    expect(changed).toBeDefined();
    const reference = changed?.carrierBookingRequestReference ?? '';
    const reason = 'Cargo not ready';
    const answer = cancelBooking(
      SHIPPER,
      reference,
      { bookingCancellationStatus: 'CANCELLATION_RECEIVED', reason },
      nowMs,
    );
    expect(answer).toEqual({ carrierBookingRequestReference: reference });
    const after = nearBookingsOf(SHIPPER, anchorMs, nowMs);
    expect(after).toEqual(fullScanBookings(SHIPPER, nowMs));
    // The stored booking replaces the generated one (cancellation received, or decided already: the decision delay is
    // a setting other tests change).
    expect(after).not.toContainEqual(changed);
  });
});
