import { type Port, requirePort } from './ports';
import { WEEK_HOURS } from './proforma';
import { callCutOffs, isBlankSailing, voyageOf } from './route-builder';
import { SCHEDULE_EPOCH_MS, type ServiceDefinition } from './services';
import { type Terminal, terminalOfCall } from './terminals';
import type { Vessel } from './vessels';
import { delayReasonOf, lateVoyage } from './voyage-delays';
import { type LocalTime, toLocalHour } from './zoned-time';

/*
 * The port calls of one vessel, dated: the same service loops, pro-forma offsets, weekly phases, voyage numbering,
 * blank sailings and cut-offs as the point-to-point routes (mocks/schedule/data/route-builder.ts), so a sailing of
 * the vessel schedule is the sailing the point-to-point search offers. Late voyages come from voyage-delays.ts, the
 * choice the tracking events make too.
 */

const HOUR_MS = 3_600_000;
/** Shortest port stay a late vessel keeps (h): it leaves on plan only if it can still work its cargo. */
const MIN_STAY_HOURS = 6;

/** A delay of the calls after the first of a voyage: its size, SMDG reason and when the carrier learns it. */
export interface CallDelay {
  /** ms. */
  readonly ms: number;
  /** SMDG delay reason code. */
  readonly reason: 'WEA' | 'STR';
  /** Epoch ms: half way through the voyage's first leg (as the tracking events learn it). */
  readonly knownAtMs: number;
}

/** One dated port call of a vessel. */
export interface VesselCall {
  readonly service: ServiceDefinition;
  readonly vessel: Vessel;
  /** Week number of the round voyage (see SCHEDULE_EPOCH_MS) and index of the call in the service's calls. */
  readonly week: number;
  readonly callIndex: number;
  readonly port: Port;
  readonly terminal: Terminal;
  /** Voyage numbers the vessel arrives on and leaves on ('021W'); they differ where the loop turns. */
  readonly importVoyage: string;
  readonly exportVoyage: string;
  /** Planned arrival and departure: whole local hours at the port (as the point-to-point routes show them). */
  readonly plannedArrival: LocalTime;
  readonly plannedDeparture: LocalTime;
  /** Delay of the arrival and of the departure, null when on time. */
  readonly arrivalDelay: CallDelay | null;
  readonly departureDelay: CallDelay | null;
  /** Port, VGM and documentation cut-offs of the call (local whole hours). */
  readonly cutOffs: ReturnType<typeof callCutOffs>;
}

interface CallRef {
  week: number;
  call: number;
}

function plannedMs(service: ServiceDefinition, ref: CallRef, kind: 'arrivalHours' | 'departureHours'): number {
  const hours = service.calls[ref.call]?.[kind] ?? 0;
  return SCHEDULE_EPOCH_MS + (service.phaseHours + WEEK_HOURS * ref.week + hours) * HOUR_MS;
}

function previousCall(service: ServiceDefinition, ref: CallRef): CallRef {
  const count = service.vessels.length;
  return ref.call > 0
    ? { week: ref.week, call: ref.call - 1 }
    : { week: ref.week - count, call: service.calls.length - 1 };
}

function nextCall(service: ServiceDefinition, ref: CallRef): CallRef {
  const count = service.vessels.length;
  return ref.call < service.calls.length - 1
    ? { week: ref.week, call: ref.call + 1 }
    : { week: ref.week + count, call: 0 };
}

const exportVoyageOf = (service: ServiceDefinition, ref: CallRef): string =>
  voyageOf(service, ref.week, service.calls[ref.call]?.direction ?? 'E').voyageNumber;

/** The delay of the voyage the vessel sails on after `ref` (the voyage's half that `ref` belongs to), or null. */
function voyageDelay(service: ServiceDefinition, vessel: Vessel, ref: CallRef): CallDelay | null {
  const voyage = exportVoyageOf(service, ref);
  const ms = lateVoyage({ vesselIMONumber: vessel.imo, carrierExportVoyageNumber: voyage });
  if (ms === 0) return null;
  // The half of the loop that carries this voyage number starts at the first call with its direction.
  const direction = service.calls[ref.call]?.direction;
  const start = { week: ref.week, call: service.calls.findIndex((call) => call.direction === direction) };
  const departure = plannedMs(service, start, 'departureHours');
  const arrival = plannedMs(service, nextCall(service, start), 'arrivalHours');
  return {
    ms,
    reason: delayReasonOf({ vesselIMONumber: vessel.imo, carrierExportVoyageNumber: voyage }),
    knownAtMs: departure + Math.floor((arrival - departure) / 2),
  };
}

/** The planned times (local whole hours) and the delays of call `ref`: a datedCall without terminal and cut-offs. */
function callTimes(service: ServiceDefinition, vessel: Vessel, ref: CallRef) {
  const port = requirePort(service.calls[ref.call]?.port ?? '');
  const previous = previousCall(service, ref);
  // A late voyage is late at every call after its first, up to the port where the loop turns.
  const arrivalDelay = voyageDelay(service, vessel, previous);
  const plannedArrival = toLocalHour(plannedMs(service, ref, 'arrivalHours'), port.timeZone);
  const plannedDeparture = toLocalHour(plannedMs(service, ref, 'departureHours'), port.timeZone);
  let departureDelay = arrivalDelay;
  if (arrivalDelay && exportVoyageOf(service, ref) !== exportVoyageOf(service, previous)) {
    // Where the loop turns the vessel makes up time in port, keeping the shortest stay it needs.
    const slackMs = plannedDeparture.epochMs - plannedArrival.epochMs - MIN_STAY_HOURS * HOUR_MS;
    const left = Math.max(0, arrivalDelay.ms - slackMs);
    departureDelay = left > 0 ? { ...arrivalDelay, ms: left } : null;
  }
  return { plannedArrival, plannedDeparture, arrivalDelay, departureDelay };
}

/**
 * Call `ref.call` of round voyage week `ref.week` of `vessel` on `service`, dated (planned, delays, terminal, cut-offs),
 * whether or not the vessel sails that week; {@link callsOfVessel} picks the weeks. Exported for the port schedule
 * (mocks/schedule/data/port-calls.ts), which dates only the calls at one port.
 */
export function datedCall(service: ServiceDefinition, vessel: Vessel, seed: number, ref: CallRef): VesselCall {
  const port = requirePort(service.calls[ref.call]?.port ?? '');
  const previous = previousCall(service, ref);
  const { plannedArrival, plannedDeparture, arrivalDelay, departureDelay } = callTimes(service, vessel, ref);
  return {
    service,
    vessel,
    week: ref.week,
    callIndex: ref.call,
    port,
    terminal: terminalOfCall(service.code, port.locationCode, port.locationName),
    importVoyage: exportVoyageOf(service, previous),
    exportVoyage: exportVoyageOf(service, ref),
    plannedArrival,
    plannedDeparture,
    arrivalDelay,
    departureDelay,
    cutOffs: callCutOffs(seed, service.code, port, plannedDeparture.epochMs),
  };
}

/** The service and rotation slot of each vessel of `services`, by IMO number. */
export function fleetIndex(
  services: readonly ServiceDefinition[],
): Map<string, { service: ServiceDefinition; slot: number }> {
  const index = new Map<string, { service: ServiceDefinition; slot: number }>();
  for (const service of services) service.vessels.forEach((vessel, slot) => index.set(vessel.imo, { service, slot }));
  return index;
}

/**
 * The calls of `vessel` (slot `slot` of `service`) whose arrival or departure, planned or late, falls in
 * [fromMs, toMs) (epoch ms), in calling order. Blank sailings (the voyages the point-to-point search skips) have no
 * calls. Deterministic for `seed` (the schedule generator's).
 */
export function callsOfVessel(
  service: ServiceDefinition,
  slot: number,
  seed: number,
  fromMs: number,
  toMs: number,
): VesselCall[] {
  const vessel = service.vessels[slot];
  if (!vessel) return [];
  const count = service.vessels.length;
  const weekMs = WEEK_HOURS * HOUR_MS;
  const origin = SCHEDULE_EPOCH_MS + service.phaseHours * HOUR_MS;
  // Voyage k of this vessel: k = slot (mod count); it spans the round trip plus the latest delay.
  const firstWeek = Math.floor((fromMs - origin - (service.roundTripHours + 72) * HOUR_MS) / weekMs);
  const lastWeek = Math.ceil((toMs - origin) / weekMs);
  const calls: VesselCall[] = [];
  for (let week = firstWeek; week <= lastWeek; week += 1) {
    if ((((week - slot) % count) + count) % count !== 0 || isBlankSailing(seed, service.code, week)) continue;
    service.calls.forEach((_, call) => {
      const dated = datedCall(service, vessel, seed, { week, call });
      const arrival = dated.plannedArrival.epochMs;
      const departure = dated.plannedDeparture.epochMs + (dated.departureDelay?.ms ?? 0);
      if (departure >= fromMs && arrival < toMs) calls.push(dated);
    });
  }
  return calls;
}

/** A vessel leg of a booking or route as planned: the vessel, the port of loading and its planned departure, the port of discharge. */
export interface PlannedVesselLeg {
  readonly vesselIMONumber?: string | null | undefined;
  readonly vesselName?: string | null | undefined;
  /** UN/LOCODEs. */
  readonly loadPort: string;
  readonly dischargePort: string;
  /** Epoch ms: the planned departure from `loadPort` (a whole local hour, as the point-to-point routes give it). */
  readonly plannedDepartureMs: number;
}

/** The delays of a vessel leg as the vessel schedule dates its two calls (null when on time). */
export interface VesselLegDelays {
  readonly departure: CallDelay | null;
  readonly arrival: CallDelay | null;
}

const ON_TIME: VesselLegDelays = { departure: null, arrival: null };
const fleets = new WeakMap<readonly ServiceDefinition[], Map<string, { service: ServiceDefinition; slot: number }>>();

function fleetOf(services: readonly ServiceDefinition[]) {
  let fleet = fleets.get(services);
  if (!fleet) {
    fleet = fleetIndex(services);
    for (const [, entry] of [...fleet]) fleet.set(entry.service.vessels[entry.slot]?.name ?? '', entry);
    fleets.set(services, fleet);
  }
  return fleet;
}

/**
 * The one answer of the mock to "is this sailing late?" (docs/areas/schedule.md): the departure delay of the vessel's
 * call at the port of loading and the arrival delay of its next call at the port of discharge, as the vessel schedule
 * dates them. The point-to-point results, the tracking events and the notifications all ask here, so a late voyage is
 * late by the same hours, for the same reason, known from the same instant everywhere. A leg that is no sailing of the
 * network (unknown vessel, or no call at that port at that planned time) is on time.
 */
export function vesselLegDelays(
  services: readonly ServiceDefinition[],
  seed: number,
  leg: PlannedVesselLeg,
): VesselLegDelays {
  // Thousands of generated bookings sail on a few hundred sailings: each is dated once (bounded, cleared when full).
  const key = `${seed}|${leg.vesselIMONumber ?? leg.vesselName ?? ''}|${leg.loadPort}|${leg.plannedDepartureMs}|${leg.dischargePort}`;
  let cached = legDelayCache.get(services)?.get(key);
  if (!cached) {
    cached = datedLegDelays(services, leg);
    let cache = legDelayCache.get(services);
    if (!cache || cache.size >= LEG_DELAY_CACHE_SIZE)
      legDelayCache.set(services, (cache = new Map<string, VesselLegDelays>()));
    cache.set(key, cached);
  }
  return cached;
}

const LEG_DELAY_CACHE_SIZE = 20_000;
const legDelayCache = new WeakMap<readonly ServiceDefinition[], Map<string, VesselLegDelays>>();

function datedLegDelays(services: readonly ServiceDefinition[], leg: PlannedVesselLeg): VesselLegDelays {
  const entry = fleetOf(services).get(leg.vesselIMONumber ?? '') ?? fleetOf(services).get(leg.vesselName ?? '');
  const vessel = entry?.service.vessels[entry.slot];
  if (!entry || !vessel) return ON_TIME;
  const { service, slot } = entry;
  const count = service.vessels.length;
  for (const [index, call] of service.calls.entries()) {
    if (call.port !== leg.loadPort) continue;
    const origin = SCHEDULE_EPOCH_MS + (service.phaseHours + call.departureHours) * HOUR_MS;
    const week = Math.round((leg.plannedDepartureMs - origin) / (WEEK_HOURS * HOUR_MS));
    if ((((week - slot) % count) + count) % count !== 0) continue;
    const board = callTimes(service, vessel, { week, call: index });
    if (board.plannedDeparture.epochMs !== leg.plannedDepartureMs) continue;
    let ref: CallRef = { week, call: index };
    for (let step = 0; step < service.calls.length; step += 1) {
      ref = nextCall(service, ref);
      if (service.calls[ref.call]?.port === leg.dischargePort) {
        return { departure: board.departureDelay, arrival: callTimes(service, vessel, ref).arrivalDelay };
      }
    }
  }
  return ON_TIME;
}
