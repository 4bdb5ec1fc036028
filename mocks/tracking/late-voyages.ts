import type { Transport } from '@/domain/booking/booking-answer-contract';

import { sailingDelays } from '../schedule/data/sailing-delays';
import type { CallDelay, VesselLegDelays } from '../schedule/data/vessel-calls';
import { LATE_HOURS_MAX, LATE_HOURS_MIN, LATE_VOYAGE_SHARE, VOYAGE_DELAY_SEED } from '../schedule/data/voyage-delays';

/*
 * Late voyages of the tracking mock (docs/areas/tracking.md): a vessel leg is late exactly as the vessel schedule
 * dates its calls (mocks/schedule/data/vessel-calls.ts vesselLegDelays): the departure from the port of loading and the
 * arrival at the port of discharge by the same hours, known from the same instant. A late arrival before a
 * transshipment that leaves the container less than a day before the connecting vessel's departure makes it wait.
 */

const HOUR_MS = 3_600_000;
/** The least time between discharge from one vessel and departure on the next (h): the schedule's shortest connection. */
const MIN_TRANSSHIPMENT_HOURS = 24;

/** Mixed into every choice of the tracking mock: the late voyages' seed (mocks/schedule/data/voyage-delays.ts). */
export const TRACKING_SEED = VOYAGE_DELAY_SEED;
export { LATE_HOURS_MAX, LATE_HOURS_MIN, LATE_VOYAGE_SHARE };

/** A delay that moves an event: how late, when the carrier learns it, and whose lateness it is. */
export interface Delay {
  ms: number;
  knownAtMs: number;
  /** 'ONE HARMONY 012E'. */
  label: string;
  /** The vessel leg (index in the plan's vessel legs) whose vessel is late. */
  legIndex: number;
}

/** The delays moving each vessel leg's departure and arrival: element i of each list belongs to vessel leg i. */
export interface LegDelayLists {
  departures: Delay[][];
  arrivals: Delay[][];
}

/** The vessel schedule's delays of a booking's vessel leg at its port of loading and port of discharge. */
export function transportDelays(leg: Transport): VesselLegDelays {
  return sailingDelays({
    vesselIMONumber: leg.vesselIMONumber,
    vesselName: leg.vesselName,
    loadPort: leg.loadLocation.UNLocationCode,
    dischargePort: leg.dischargeLocation.UNLocationCode,
    plannedDepartureMs: Date.parse(leg.plannedDepartureDateTime),
  });
}

const sum = (delays: readonly Delay[]): number => delays.reduce((total, delay) => total + delay.ms, 0);

/**
 * The delays of each vessel leg of a plan. `departures` and `arrivals` are the legs' planned instants, epoch ms. A leg's
 * own delays are its vessel's (the vessel schedule's); a late arrival that leaves less than
 * {@link MIN_TRANSSHIPMENT_HOURS} before the next leg's departure carries the shortfall over to that leg.
 */
export function legDelays(
  vesselLegs: readonly Transport[],
  departures: readonly number[],
  arrivals: readonly number[],
): LegDelayLists {
  const lists: LegDelayLists = { departures: [], arrivals: [] };
  vesselLegs.forEach((leg, legIndex) => {
    const label = `${leg.vesselName ?? ''} ${leg.carrierExportVoyageNumber ?? ''}`.trim();
    const own = (delay: CallDelay | null): Delay[] =>
      delay ? [{ ms: delay.ms, knownAtMs: delay.knownAtMs, label, legIndex }] : [];
    const departureMs = departures[legIndex] ?? 0;
    const facts = transportDelays(leg);
    let departure = own(facts.departure);
    let arrival = own(facts.arrival);
    const before = lists.arrivals[legIndex - 1];
    if (before && before.length > 0) {
      const readyMs = (arrivals[legIndex - 1] ?? 0) + sum(before) + MIN_TRANSSHIPMENT_HOURS * HOUR_MS;
      const waitMs = readyMs - (departureMs + sum(departure));
      if (waitMs > 0) {
        const latest = before.reduce((last, delay) => (delay.knownAtMs > last.knownAtMs ? delay : last));
        const wait = { ...latest, ms: waitMs };
        departure = [...departure, wait];
        arrival = [...arrival, wait];
      }
    }
    lists.departures.push(departure);
    lists.arrivals.push(arrival);
  });
  return lists;
}
