import type { ShipmentCutOffTime, Transport } from '@/domain/booking/booking-answer-contract';
import type { CreateBooking } from '@/domain/booking/booking-contract';
import type { PointToPointRoute } from '@/domain/schedule-search/point-to-point-contract';

import { hashInt } from '../schedule/data/random';
import { portCutOffMs } from '../schedule/data/route-cut-off';
import { scheduleGenerator } from '../schedule/data/schedule-generator';
import { isoUtc } from '../schedule/data/zoned-time';
import { SEED_LANES } from './data/seed-data';
import { createBookingRequestForRoute } from './factories';
import { cutOffTimesOf, routeHasReeferPlugs, transportPlanOf } from './sailings';
import { BOOKING_SEED, type SeedVariant } from './seed-variants';

/*
 * The sailing pool of the generated bookings: the schedule's sailings on the seed lanes around the anchor week, with
 * what every booking on a sailing shares worked out once. The bookings drawn on them: ./seed.ts.
 */

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

/** A sailing of the pool with what every booking on it shares (computed once per sailing). */
export interface PoolSailing {
  route: PointToPointRoute;
  /** Departure of the main-carriage leg, the port cut-off and the documentation cut-off (DCO) at POL, epoch ms. */
  departureMs: number;
  pcoMs: number;
  dcoMs: number;
  plan: Transport[];
  cutOffs: ShipmentCutOffTime[];
  hasReeferPlugs: boolean;
  /** The request fields the sailing decides (terms, vessel, voyage, service, dates, locations), shared by its bookings. */
  routeRequest: CreateBooking;
}

interface Pool {
  anchorMs: number;
  /**
   * Per lane of {@link SEED_LANES}, its sailings within 6 weeks either side of the anchor: all of them, those that
   * sailed before the anchor, and those whose port cut-off is still 2 days ahead at the end of the anchor's week.
   */
  lanes: { all: PoolSailing[]; past: PoolSailing[]; future: PoolSailing[] }[];
  /** Every lane's sailings whose DCO falls from 2 days before the anchor to 9 days after it, by DCO. */
  thisWeek: PoolSailing[];
}

let cachedPool: Pool | undefined;

/** The sailings generated bookings use, for the anchor (cached: the schedule search runs once per week). */
export function poolFor(anchorMs: number): Pool {
  if (cachedPool?.anchorMs === anchorMs) return cachedPool;
  const fromDate = isoUtc(anchorMs - 42 * DAY_MS).slice(0, 10);
  const toDate = isoUtc(anchorMs + 42 * DAY_MS).slice(0, 10);
  const lanes = SEED_LANES.map(([porCode, delCode]) => {
    const all = scheduleGenerator
      .findRoutes({ porCode, delCode, fromDate, toDate, rcvTermCode: 'Y', deTermCode: 'Y' })
      .map((route): PoolSailing => {
        const plan = transportPlanOf(route);
        const mainCarriage = plan.find((transport) => transport.transportPlanStage === 'MNC');
        const cutOffs = cutOffTimesOf(route, { receiptTypeAtOrigin: 'CY' });
        const dco = cutOffs.find((cutOff) => cutOff.cutOffDateTimeCode === 'DCO');
        return {
          route,
          departureMs: mainCarriage ? Date.parse(mainCarriage.plannedDepartureDateTime) : anchorMs,
          pcoMs: portCutOffMs(route),
          dcoMs: dco ? Date.parse(dco.cutOffDateTime) : Number.NaN,
          plan,
          cutOffs,
          hasReeferPlugs: routeHasReeferPlugs(route),
          routeRequest: createBookingRequestForRoute(route),
        };
      });
    return {
      all,
      past: all.filter((sailing) => sailing.departureMs < anchorMs),
      future: all.filter((sailing) => sailing.pcoMs > anchorMs + WEEK_MS + 2 * DAY_MS),
    };
  });
  const thisWeek = lanes
    .flatMap((lane) => lane.all)
    .filter((sailing) => sailing.dcoMs >= anchorMs - 2 * DAY_MS && sailing.dcoMs <= anchorMs + 9 * DAY_MS)
    .sort((a, b) => a.dcoMs - b.dcoMs);
  cachedPool = { anchorMs, lanes, thisWeek };
  return cachedPool;
}

/**
 * The sailing of this week's booking number `slot` of `count`: the one whose DCO is nearest to its target, the
 * targets spread evenly from a day before the anchor to two days after its week (10 days), so DCOs follow each other
 * about every 20 hours (12 bookings) whatever the day, and one is always due in the next 24 to 48 hours.
 */
export function pickThisWeekSailing(pool: Pool, slot: number, count: number): PoolSailing | undefined {
  const targetMs = pool.anchorMs - DAY_MS + ((slot + 0.5) * 10 * DAY_MS) / count;
  let best: PoolSailing | undefined;
  for (const sailing of pool.thisWeek) {
    if (!best || Math.abs(sailing.dcoMs - targetMs) < Math.abs(best.dcoMs - targetMs)) best = sailing;
  }
  return best;
}

/** Which sailings a variant may use: sailed ones, ones whose port cut-off is still ahead, or all of them. */
function timingOf(variant: SeedVariant): 'past' | 'future' | 'all' {
  if (variant === 'COMPLETED') return 'past';
  if (
    variant === 'REJECTED' ||
    variant === 'DECLINED' ||
    variant === 'CANCELLED' ||
    variant === 'CANCELLED_CONFIRMED'
  ) {
    return 'all';
  }
  return 'future';
}

/** The sailing of generated booking `index` of `userId`: a lane drawn for it, then a sailing of the variant's timing. */
export function pickSailing(pool: Pool, userId: string, index: number, variant: SeedVariant): PoolSailing | undefined {
  const timing = timingOf(variant);
  const first = hashInt(0, pool.lanes.length - 1, BOOKING_SEED, userId, index, 'lane');
  for (let step = 0; step < pool.lanes.length; step += 1) {
    const candidates = pool.lanes[(first + step) % pool.lanes.length]?.[timing] ?? [];
    if (candidates.length > 0) {
      return candidates[hashInt(0, candidates.length - 1, BOOKING_SEED, userId, index, 'sailing')];
    }
  }
  return undefined;
}
