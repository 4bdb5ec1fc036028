import { WEEK_HOURS } from './proforma';
import { isBlankSailing } from './route-builder';
import { SCHEDULE_EPOCH_MS, type ServiceDefinition } from './services';
import { datedCall, fleetIndex, type VesselCall } from './vessel-calls';

/*
 * The calls of one port in a period, for the port schedule (docs/areas/schedule.md "Port schedule"): the SAME dated
 * calls the vessel schedule answers (mocks/schedule/data/vessel-calls.ts: callsOfVessel over the fleetIndex, with the
 * late voyages of voyage-delays.ts and the terminals of terminals.ts), kept where the vessel calls at the port. So a
 * call on the port schedule has the times, delay and cut-offs the vessel schedule shows for it.
 * It walks the weeks as callsOfVessel does but dates only the calls at the port: dating every call of every vessel
 * calling at a hub took about 2 s per request (tests/mocks/schedule/port-schedule.test.ts checks both give the same).
 */

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** A period of UTC days, both inclusive ('yyyy-MM-dd'), as the port schedule query names it. */
export interface PortPeriod {
  date: string;
  endDate: string;
}

/** The period as epoch ms [fromMs, toMs): 00:00 UTC of `date` to 24:00 UTC of `endDate` (as the vessel schedule reads it). */
export function periodMs(period: PortPeriod): { fromMs: number; toMs: number } {
  return {
    fromMs: Date.parse(`${period.date}T00:00:00Z`),
    toMs: Date.parse(`${period.endDate}T00:00:00Z`) + DAY_MS,
  };
}

/**
 * Every call at port `portCode` (UN/LOCODE) whose arrival or departure falls in `period`, of every vessel of
 * `services`, ordered by planned arrival. Deterministic for `seed` (the schedule generator's). [] for a port no
 * service calls at.
 */
export function callsAtPort(
  services: readonly ServiceDefinition[],
  seed: number,
  portCode: string,
  period: PortPeriod,
): VesselCall[] {
  const { fromMs, toMs } = periodMs(period);
  const weekMs = WEEK_HOURS * HOUR_MS;
  const calls: VesselCall[] = [];
  for (const { service, slot } of fleetIndex(services).values()) {
    const vessel = service.vessels[slot];
    const atPort = service.calls.flatMap((call, index) => (call.port === portCode ? [index] : []));
    if (!vessel || atPort.length === 0) continue;
    const count = service.vessels.length;
    const origin = SCHEDULE_EPOCH_MS + service.phaseHours * HOUR_MS;
    // The weeks callsOfVessel walks: voyage k of this vessel has k = slot (mod count), blank sailings have no calls.
    const firstWeek = Math.floor((fromMs - origin - (service.roundTripHours + 72) * HOUR_MS) / weekMs);
    const lastWeek = Math.ceil((toMs - origin) / weekMs);
    for (let week = firstWeek; week <= lastWeek; week += 1) {
      if ((((week - slot) % count) + count) % count !== 0 || isBlankSailing(seed, service.code, week)) continue;
      for (const call of atPort) {
        const dated = datedCall(service, vessel, seed, { week, call });
        const departure = dated.plannedDeparture.epochMs + (dated.departureDelay?.ms ?? 0);
        if (departure >= fromMs && dated.plannedArrival.epochMs < toMs) calls.push(dated);
      }
    }
  }
  return calls.sort((a, b) => a.plannedArrival.epochMs - b.plannedArrival.epochMs);
}
