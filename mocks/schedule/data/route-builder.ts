import type {
  CutOffTime,
  PointToPointParams,
  PointToPointRoute,
  RouteLocation,
  SailInfo,
} from '@/domain/schedule-search/point-to-point-contract';

import { sumEmissions, truckLegEmission, vesselLegEmission } from './emissions';
import { requirePort } from './ports';
import { WEEK_HOURS } from './proforma';
import { hashInt, hashUnit } from './random';
import {
  type LegTemplate,
  MAX_CONNECTION_HOURS,
  MIN_CONNECTION_HOURS,
  type NetworkIndex,
  type RoutingTemplate,
} from './route-finder';
import { SCHEDULE_EPOCH_MS, type ServiceDefinition } from './services';
import { type LocalTime, toLocalHour, toLocalSlot } from './zoned-time';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Share of voyages cancelled (blank sailings), deterministic per seed, service and week. */
const BLANK_SAILING_RATE = 0.015;
/** Average truck speed between the customer's door and the terminal, in km/h (urban and port traffic). */
const TRUCK_KMH = 40;
/** Local hours cut-offs fall on (office hours). */
const CUT_OFF_SLOTS = [9, 12, 17];
/** Local hours trucks pick up or deliver at (appointment slots). */
const TRUCK_SLOTS = [8, 10, 13, 15];

/** Voyage number text of `service`'s voyage `k`: the sailing vessel's 3-digit round-voyage number and `direction`. */
export function voyageOf(service: ServiceDefinition, k: number, direction: string) {
  const count = service.vessels.length;
  const slot = ((k % count) + count) % count;
  const vessel = service.vessels[slot];
  const base = service.voyageBases[slot] ?? 1;
  const number = ((((base - 1 + Math.floor(k / count)) % 999) + 999) % 999) + 1;
  return { vessel, voyageNumber: `${String(number).padStart(3, '0')}${direction}` };
}

/** True when voyage `k` of service `code` is a blank sailing for `seed` (about 1.5% of voyages). */
export function isBlankSailing(seed: number, code: string, k: number): boolean {
  return hashUnit(seed, 'blank', code, k) < BLANK_SAILING_RATE;
}

/**
 * Cut-off offsets before the vessel's ETD at `port` on `serviceCode`, in hours, deterministic per seed, service and
 * port: port/CY (PCO) 24-36 h, VGM (VCO) at or up to 12 h before PCO (a container without a VGM must not be loaded,
 * so carriers want it by the time the box is gated in), documentation (DCO) 48-72 h and at least 12 h before VCO.
 * Hence DCO < VCO <= PCO < ETD.
 */
export function cutOffOffsets(seed: number, serviceCode: string, port: string) {
  const pco = 24 + 6 * hashInt(0, 2, seed, 'pco', serviceCode, port);
  const vco = pco + 6 * hashInt(0, 2, seed, 'vco', serviceCode, port);
  const dco = Math.max(48, vco + 12) + 6 * hashInt(0, 2, seed, 'dco', serviceCode, port);
  return { pco, dco, vco };
}

/** Road distance between the customer's door in the port area and the terminal of `port`, in km (20-120). */
export function truckDistanceKm(port: string): number {
  return hashInt(20, 120, 'door-km', port);
}

/** Trucking time door <-> terminal of `port` in whole hours: 40 km/h plus an hour for the terminal gate (2-4 h). */
export function truckHours(port: string): number {
  return 1 + Math.ceil(truckDistanceKm(port) / TRUCK_KMH);
}

function location(code: string, facilityTypeCode: 'POTE' | 'CLOC'): RouteLocation {
  const port = requirePort(code);
  return {
    locationCode: port.locationCode,
    locationName: port.locationName,
    countryCode: port.countryCode,
    timeZone: port.timeZone,
    facilityTypeCode,
  };
}

interface TimedLeg {
  readonly info: Omit<SailInfo, 'sequenceNumber' | 'departureDate' | 'arrivalDate' | 'transitDays'>;
  readonly departure: LocalTime;
  readonly arrival: LocalTime;
}

const days = (from: LocalTime, to: LocalTime): number => Math.max(0, Math.ceil((to.epochMs - from.epochMs) / DAY_MS));

function vesselLeg(index: NetworkIndex, leg: LegTemplate, k: number, departureMs: number): TimedLeg | undefined {
  const { alight, call: board } = leg;
  const service = index.services[leg.service];
  const from = service?.calls[board];
  const to = service?.calls[alight];
  const cumulative = index.cumulativeKm[leg.service];
  if (!service || !from || !to || !cumulative) return undefined;
  const total = cumulative.at(-1) ?? 0;
  const startKm = cumulative[board] ?? 0;
  const endKm = cumulative[alight] ?? 0;
  const distanceKm = alight > board ? endKm - startKm : total - startKm + endKm;
  const { vessel, voyageNumber } = voyageOf(service, k, from.direction);
  const fromLocation = location(from.port, 'POTE');
  const toLocation = location(to.port, 'POTE');
  return {
    info: {
      modeOfTransport: 'VESSEL',
      departureLocation: fromLocation,
      arrivalLocation: toLocation,
      vesselName: vessel?.name ?? null,
      vesselIMONumber: vessel?.imo ?? null,
      voyageNumber,
      serviceCode: service.code,
      serviceName: service.name,
      emission: service.hasEmissionData ? vesselLegEmission(distanceKm, service.vesselTeu) : null,
    },
    departure: toLocalHour(departureMs, fromLocation.timeZone),
    arrival: toLocalHour(departureMs + leg.hours * HOUR_MS, toLocation.timeZone),
  };
}

function truckLeg(from: RouteLocation, to: RouteLocation, departureMs: number): TimedLeg {
  const hours = truckHours(from.locationCode);
  return {
    info: {
      modeOfTransport: 'TRUCK',
      departureLocation: from,
      arrivalLocation: to,
      vesselName: null,
      vesselIMONumber: null,
      voyageNumber: null,
      serviceCode: null,
      serviceName: null,
      emission: truckLegEmission(truckDistanceKm(from.locationCode)),
    },
    departure: toLocalHour(departureMs, from.timeZone),
    arrival: toLocalHour(departureMs + hours * HOUR_MS, to.timeZone),
  };
}

/**
 * The port (PCO), VGM (VCO) and documentation (DCO) cut-offs of `serviceCode`'s call at `port` whose vessel departs at
 * `etdMs` (epoch ms, the local whole hour the schedule shows): {@link cutOffOffsets} before ETD, moved back to office
 * hours (09:00, 12:00, 17:00 local). The point-to-point routes and the vessel schedule both use it, so a sailing has
 * the same cut-offs in both.
 */
export function callCutOffs(
  seed: number,
  serviceCode: string,
  port: { locationCode: string; timeZone: string },
  etdMs: number,
): { pcoAt: LocalTime; vcoAt: LocalTime; dcoAt: LocalTime } {
  const offsets = cutOffOffsets(seed, serviceCode, port.locationCode);
  const slotBefore = (epochMs: number) => toLocalSlot(epochMs, port.timeZone, CUT_OFF_SLOTS, 'before');
  const pcoAt = slotBefore(etdMs - offsets.pco * HOUR_MS);
  const vcoAt = slotBefore(Math.min(etdMs - offsets.vco * HOUR_MS, pcoAt.epochMs));
  const dcoAt = slotBefore(Math.min(etdMs - offsets.dco * HOUR_MS, vcoAt.epochMs - HOUR_MS));
  return { pcoAt, vcoAt, dcoAt };
}

/** Absolute departure (epoch ms) of `service`'s voyage `k` at call `call`. */
const departureMsOf = (service: ServiceDefinition, call: number, k: number): number =>
  SCHEDULE_EPOCH_MS + (service.phaseHours + WEEK_HOURS * k + (service.calls[call]?.departureHours ?? 0)) * HOUR_MS;

/**
 * The dated routes of `routing` whose departure from POR (local date) lies in [params.fromDate, params.toDate]: one
 * per weekly sailing of the first vessel, skipping blank sailings and any week whose connection would wait over
 * 10 days. Applies the receiving/delivery terms (Door adds a TRUCK leg from/to a customer location), cut-offs at the
 * POL and CO2 per leg and route. Route times are local to each location, whole hours.
 */
export function buildRoutes(
  index: NetworkIndex,
  seed: number,
  routing: RoutingTemplate,
  params: PointToPointParams,
): PointToPointRoute[] {
  const firstLeg = routing.legs[0];
  const firstService = firstLeg ? index.services[firstLeg.service] : undefined;
  if (!firstLeg || !firstService) return [];
  const base =
    SCHEDULE_EPOCH_MS + (firstService.phaseHours + (firstService.calls[firstLeg.call]?.departureHours ?? 0)) * HOUR_MS;
  const windowStart = Date.parse(`${params.fromDate}T00:00:00Z`) - 14 * HOUR_MS;
  const windowEnd = Date.parse(`${params.toDate}T00:00:00Z`) + (36 + 96) * HOUR_MS;
  const kMin = Math.ceil((windowStart - base) / (WEEK_HOURS * HOUR_MS));
  const kMax = Math.floor((windowEnd - base) / (WEEK_HOURS * HOUR_MS));
  const routes: PointToPointRoute[] = [];
  for (let k = kMin; k <= kMax; k += 1) {
    const route = buildRoute(index, seed, routing, params, k);
    if (!route) continue;
    const date = route.departureDate.slice(0, 10);
    if (date >= params.fromDate && date <= params.toDate) routes.push(route);
  }
  return routes;
}

function buildRoute(
  index: NetworkIndex,
  seed: number,
  routing: RoutingTemplate,
  params: PointToPointParams,
  k: number,
): PointToPointRoute | undefined {
  const vesselLegs: TimedLeg[] = [];
  let readyMs = Number.NEGATIVE_INFINITY;
  let week = k;
  for (const [position, leg] of routing.legs.entries()) {
    const service = index.services[leg.service];
    if (!service) return undefined;
    if (position > 0) {
      // Next weekly sailing of this service at least 24 h after arrival, skipping blank sailings.
      const firstPossible = readyMs + MIN_CONNECTION_HOURS * HOUR_MS;
      week = Math.ceil((firstPossible - departureMsOf(service, leg.call, 0)) / (WEEK_HOURS * HOUR_MS));
    }
    while (isBlankSailing(seed, service.code, week)) {
      if (position === 0) return undefined;
      week += 1;
    }
    const departureMs = departureMsOf(service, leg.call, week);
    if (position > 0 && departureMs - readyMs > MAX_CONNECTION_HOURS * HOUR_MS) return undefined;
    const timed = vesselLeg(index, leg, week, departureMs);
    if (!timed) return undefined;
    vesselLegs.push(timed);
    readyMs = departureMs + leg.hours * HOUR_MS;
  }
  const first = vesselLegs[0];
  const last = vesselLegs.at(-1);
  const firstService = index.services[routing.legs[0]?.service ?? -1];
  if (!first || !last || !firstService) return undefined;

  const pol = first.info.departureLocation;
  const pod = last.info.arrivalLocation;
  const { pcoAt, vcoAt, dcoAt } = callCutOffs(seed, firstService.code, pol, first.departure.epochMs);
  const cutOff = (code: CutOffTime['cutOffDateTimeCode'], at: { wire: string }): CutOffTime => ({
    cutOffDateTimeCode: code,
    cutOffDateTime: at.wire,
    locationCode: pol.locationCode,
  });
  const cutOffTimes = [cutOff('PCO', pcoAt), cutOff('DCO', dcoAt), cutOff('VCO', vcoAt)];

  const legs: TimedLeg[] = [...vesselLegs];
  const por = params.rcvTermCode === 'D' ? location(pol.locationCode, 'CLOC') : pol;
  const del = params.deTermCode === 'D' ? location(pod.locationCode, 'CLOC') : pod;
  if (params.rcvTermCode === 'D') {
    // The truck picks up in office hours and reaches the terminal a few hours before the port cut-off.
    const gateInMs = pcoAt.epochMs - hashInt(2, 6, 'gate-buffer', pol.locationCode) * HOUR_MS;
    const pickUp = toLocalSlot(gateInMs - truckHours(pol.locationCode) * HOUR_MS, pol.timeZone, TRUCK_SLOTS, 'before');
    legs.unshift(truckLeg(por, pol, pickUp.epochMs));
  }
  if (params.deTermCode === 'D') {
    const releaseMs = last.arrival.epochMs + hashInt(24, 48, seed, 'release', pod.locationCode, k) * HOUR_MS;
    legs.push(truckLeg(pod, del, toLocalSlot(releaseMs, pod.timeZone, TRUCK_SLOTS, 'after').epochMs));
  }

  const start = legs[0] ?? first;
  const end = legs.at(-1) ?? last;
  const sailInfo: SailInfo[] = legs.map((leg, position) => ({
    sequenceNumber: position + 1,
    ...leg.info,
    departureDate: leg.departure.wire,
    arrivalDate: leg.arrival.wire,
    transitDays: days(leg.departure, leg.arrival),
  }));
  const transshipmentPorts = vesselLegs.slice(1).map((leg) => leg.info.departureLocation);
  const keyParts = vesselLegs.map((leg) => `${leg.info.serviceCode ?? ''}.${leg.info.voyageNumber ?? ''}`);
  return {
    key: [
      por.locationCode,
      del.locationCode,
      `${params.rcvTermCode}${params.deTermCode}`,
      ...keyParts,
      first.departure.wire.slice(0, 10),
    ].join('-'),
    routeType: vesselLegs.length === 1 ? 'DIRECT' : 'TRANSSHIPMENT',
    receiptTypeAtOrigin: params.rcvTermCode === 'D' ? 'SD' : 'CY',
    deliveryTypeAtDestination: params.deTermCode === 'D' ? 'SD' : 'CY',
    por,
    pol,
    pod,
    del,
    departureDate: start.departure.wire,
    arrivalDate: end.arrival.wire,
    transitTime: days(start.departure, end.arrival),
    transshipmentPorts,
    sailInfo,
    cutOffTimes,
    emission: sumEmissions(sailInfo.map((leg) => leg.emission)),
  };
}
