import type { TsFlag } from '@/domain/schedule-search/schedule-search-contract';

import { WEEK_HOURS } from './proforma';
import type { ServiceDefinition } from './services';

/** Shortest connection between two vessels at a transshipment port, in hours. */
export const MIN_CONNECTION_HOURS = 24;
/** Longest acceptable wait for the connecting vessel, in hours (10 days; weekly services never need more than 8). */
export const MAX_CONNECTION_HOURS = 240;
/** Most routings offered per weekly departure. */
export const MAX_ROUTINGS = 3;
/** Ranking penalty per transshipment, in hours: a direct sailing wins unless it is more than two days slower. */
const TRANSSHIPMENT_PENALTY_HOURS = 48;

/** A boarding call: service index and call index in the network's service list. */
export interface CallRef {
  readonly service: number;
  readonly call: number;
}

/** One vessel leg of a routing: board `service` at `call`, stay aboard to call `alight` (maybe of the next voyage). */
export interface LegTemplate extends CallRef {
  readonly alight: number;
  /** Hours aboard from departure at `call` to arrival at `alight`. */
  readonly hours: number;
}

/** A routing between two ports, independent of the week: legs plus its nominal transit (weekly pattern). */
export interface RoutingTemplate {
  readonly legs: readonly LegTemplate[];
  /** Port-to-port hours including connection waits, as every week (before blank sailings). */
  readonly transitHours: number;
}

/** Lookup structures over the network's services, built once per generator. */
export interface NetworkIndex {
  readonly services: readonly ServiceDefinition[];
  /** Port -> the calls of all services there. */
  readonly callsAt: ReadonlyMap<string, readonly CallRef[]>;
  /** Per service, cumulative sea km from call 0 to call i (length calls + 1; the last is the loop's total). */
  readonly cumulativeKm: readonly (readonly number[])[];
}

/** Builds the {@link NetworkIndex} of `services`. */
export function createNetworkIndex(services: readonly ServiceDefinition[]): NetworkIndex {
  const callsAt = new Map<string, CallRef[]>();
  services.forEach((service, serviceIndex) => {
    service.calls.forEach((call, callIndex) => {
      const list = callsAt.get(call.port) ?? [];
      list.push({ service: serviceIndex, call: callIndex });
      callsAt.set(call.port, list);
    });
  });
  const cumulativeKm = services.map((service) => {
    const sums = [0];
    for (const km of service.legDistancesKm) sums.push((sums.at(-1) ?? 0) + km);
    return sums;
  });
  return { services, callsAt, cumulativeKm };
}

type Reach = ReadonlyMap<string, { readonly alight: number; readonly hours: number }>;

/**
 * Finds and ranks the routings between two ports and answers them per transshipment filter. Routings cover direct
 * sailings (one service calls POL, later POD), one transshipment and, when fewer than two one-stop routings exist, two
 * transshipments. A vessel leg never passes the same port twice (no sailing round the loop to come back), the
 * connection at a transshipment port is at least 24 h and waits for the next weekly sailing. Results are cached per
 * port pair, so repeated searches cost a map lookup.
 */
export function createRouteFinder(index: NetworkIndex) {
  const reachCache = new Map<string, Reach>();
  const templateCache = new Map<string, RoutingTemplate[]>();

  const reach = (ref: CallRef): Reach => {
    const key = `${ref.service}:${ref.call}`;
    const cached = reachCache.get(key);
    if (cached) return cached;
    const service = index.services[ref.service];
    const result = new Map<string, { alight: number; hours: number }>();
    if (service) {
      const { calls, roundTripHours } = service;
      const start = calls[ref.call];
      const visited = new Set(start ? [start.port] : []);
      for (let step = 1; step < calls.length && start; step += 1) {
        const alight = (ref.call + step) % calls.length;
        const call = calls[alight];
        if (!call || visited.has(call.port)) break;
        visited.add(call.port);
        const arrival = call.arrivalHours + (alight < ref.call ? roundTripHours : 0);
        result.set(call.port, { alight, hours: arrival - start.departureHours });
      }
    }
    reachCache.set(key, result);
    return result;
  };

  /** Hours from arrival of `from` (alighting) to departure of `to` (boarding), next weekly sailing >= 24 h later. */
  const connectionWait = (from: LegTemplate, to: CallRef): number => {
    const a = index.services[from.service];
    const b = index.services[to.service];
    const boardCall = a?.calls[from.call];
    const nextCall = b?.calls[to.call];
    if (!a || !b || !boardCall || !nextCall) return Number.POSITIVE_INFINITY;
    const arrival = a.phaseHours + boardCall.departureHours + from.hours;
    const departure = b.phaseHours + nextCall.departureHours;
    const gap = departure - arrival - MIN_CONNECTION_HOURS;
    return MIN_CONNECTION_HOURS + (((gap % WEEK_HOURS) + WEEK_HOURS) % WEEK_HOURS);
  };

  const toTarget = (target: string): Map<string, LegTemplate[]> => {
    const byPort = new Map<string, LegTemplate[]>();
    const serviceIds = new Set((index.callsAt.get(target) ?? []).map((ref) => ref.service));
    for (const serviceId of serviceIds) {
      index.services[serviceId]?.calls.forEach((call, callIndex) => {
        const hit = reach({ service: serviceId, call: callIndex }).get(target);
        if (!hit || call.port === target) return;
        const list = byPort.get(call.port) ?? [];
        list.push({ service: serviceId, call: callIndex, alight: hit.alight, hours: hit.hours });
        byPort.set(call.port, list);
      });
    }
    return byPort;
  };

  const legFrom = (ref: CallRef, alight: number, hours: number): LegTemplate => ({ ...ref, alight, hours });

  const search = (pol: string, pod: string): RoutingTemplate[] => {
    const best = new Map<string, RoutingTemplate>();
    const offer = (legs: LegTemplate[], transitHours: number): void => {
      // One routing per service sequence: the fastest transshipment port wins.
      const key = legs.map((leg) => leg.service).join('>');
      const current = best.get(key);
      if (!current || transitHours < current.transitHours) best.set(key, { legs, transitHours });
    };
    const origins = index.callsAt.get(pol) ?? [];
    const arrivals = toTarget(pod);
    let oneStop = 0;
    for (const origin of origins) {
      for (const [port, hit] of reach(origin)) {
        const first = legFrom(origin, hit.alight, hit.hours);
        if (port === pod) {
          offer([first], hit.hours);
          continue;
        }
        for (const last of arrivals.get(port) ?? []) {
          if (last.service === first.service) continue;
          const wait = connectionWait(first, last);
          offer([first, last], first.hours + wait + last.hours);
          oneStop += 1;
        }
      }
    }
    if (oneStop < 2) {
      for (const origin of origins) {
        for (const [hub1, hit1] of reach(origin)) {
          if (hub1 === pod) continue;
          const first = legFrom(origin, hit1.alight, hit1.hours);
          for (const middleRef of index.callsAt.get(hub1) ?? []) {
            if (middleRef.service === first.service) continue;
            const wait1 = connectionWait(first, middleRef);
            for (const [hub2, hit2] of reach(middleRef)) {
              if (hub2 === pod || hub2 === pol) continue;
              const middle = legFrom(middleRef, hit2.alight, hit2.hours);
              for (const last of arrivals.get(hub2) ?? []) {
                if (last.service === first.service || last.service === middle.service) continue;
                const transit = first.hours + wait1 + middle.hours + connectionWait(middle, last) + last.hours;
                offer([first, middle, last], transit);
              }
            }
          }
        }
      }
    }
    return [...best.values()].sort((a, b) => score(a) - score(b));
  };

  return {
    /**
     * The best routings from `pol` to `pod` for the transshipment filter `tsFlag` ('D' direct only, 'T' with
     * transshipment only, undefined all): at most {@link MAX_ROUTINGS}, ranked by transit plus 48 h per
     * transshipment, dropping any routing much slower than the best (more than 35% plus 3 days) and any routing
     * that another with fewer transshipments matches or beats on transit. Empty when none.
     */
    findTemplates(pol: string, pod: string, tsFlag?: TsFlag): RoutingTemplate[] {
      const key = `${pol}|${pod}`;
      let all = templateCache.get(key);
      if (!all) {
        all = search(pol, pod);
        templateCache.set(key, all);
      }
      const pool = all.filter((routing) =>
        tsFlag === 'D' ? routing.legs.length === 1 : tsFlag === 'T' ? routing.legs.length > 1 : true,
      );
      const first = pool[0];
      if (!first) return [];
      const limit = first.transitHours * 1.35 + 72;
      // A routing with more transshipments and no faster transit than another is never offered: a carrier would not
      // sell an extra transshipment that gains nothing.
      const undominated = pool.filter(
        (routing) =>
          !pool.some((other) => other.legs.length < routing.legs.length && other.transitHours <= routing.transitHours),
      );
      return undominated.filter((routing) => routing.transitHours <= limit).slice(0, MAX_ROUTINGS);
    },
  };
}

function score(routing: RoutingTemplate): number {
  return routing.transitHours + (routing.legs.length - 1) * TRANSSHIPMENT_PENALTY_HOURS;
}

/** The route finder type returned by {@link createRouteFinder}. */
export type RouteFinder = ReturnType<typeof createRouteFinder>;
