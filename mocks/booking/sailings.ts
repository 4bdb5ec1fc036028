import type { ShipmentCutOffTime, Transport } from '@/domain/booking/booking-answer-contract';
import type { BookingCutOffCode, ShipmentLocationType } from '@/domain/booking/booking-codes-contract';
import type { CreateBooking } from '@/domain/booking/booking-contract';
import type { PointToPointRoute } from '@/domain/schedule-search/point-to-point-contract';
import { addDaysToIsoDate } from '@/lib/dates';

import { getPort } from '../schedule/data/ports';
import { firstVesselLeg, portCutOffMs } from '../schedule/data/route-cut-off';
import { scheduleGenerator } from '../schedule/data/schedule-generator';
import type { Operator } from '../schedule/data/service-types';
import { isoUtc, isoWithOffset, toLocalSlot, wireTimeToEpochMs } from '../schedule/data/zoned-time';

/*
 * The sailings a booking can go on: the point-to-point schedule's routes (mocks/schedule, the same generator as the
 * schedule page) looked up for a booking request, and turned into the booking's DCSA transport plan and cut-offs.
 */

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** How far after the expected departure date a chosen vessel/voyage is searched (days): a week's slip is normal. */
const CHOSEN_SAILING_WINDOW_DAYS = 21;
/** How far after the cargo-ready date "no preference" looks for the first sailing (days). */
const NO_PREFERENCE_WINDOW_DAYS = 42;

/**
 * Operators whose services have no reefer plugs (the reefer rule, docs/areas/booking.md): the partner feeder operators of
 * the network (mocks/schedule/data/service-types.ts: X_PRESS, PIL, SAMUDERA) run small dry-cargo feeder tonnage. A
 * sailing with any vessel leg on one of their services cannot carry an active reefer.
 */
export const NO_REEFER_OPERATORS: readonly Operator[] = ['X_PRESS', 'PIL', 'SAMUDERA'];

// The route's first vessel leg and port cut-off belong to the schedule (the prices mocks use them without the booking);
// booking code and its tests keep reading them here, beside the sailing lookup that relies on them.
export { firstVesselLeg, portCutOffMs };

/** The UN/LOCODE of the booking's shipment location of `type`, if given. */
export function locationCode(request: Pick<CreateBooking, 'shipmentLocations'>, type: ShipmentLocationType) {
  return request.shipmentLocations.find((location) => location.locationTypeCode === type)?.location.UNLocationCode;
}

/** The schedule search that covers a booking request's places and terms, departing within [fromDate, toDate]. */
function routesFor(request: CreateBooking, fromDate: string, toDate: string): PointToPointRoute[] {
  const pol = locationCode(request, 'POL');
  const pod = locationCode(request, 'POD');
  if (!pol || !pod) return [];
  return scheduleGenerator.findRoutes({
    // Every location of the network is a port, so the schedule's POR/DEL are the booking's POL/POD; the terms decide
    // whether it adds the truck legs of Door (SD) pick-up and delivery.
    porCode: pol,
    delCode: pod,
    fromDate,
    toDate,
    rcvTermCode: request.receiptTypeAtOrigin === 'SD' ? 'D' : 'Y',
    deTermCode: request.deliveryTypeAtDestination === 'SD' ? 'D' : 'Y',
  });
}

/** A vessel and voyage to look for (a sailing chosen from the schedule, or the one a confirmed booking is on). */
export interface SailingChoice {
  vesselName: string;
  voyageNumber: string;
  serviceCode?: string;
}

/** The outcome of looking up the sailing of a request. */
export type SailingLookup =
  { found: true; route: PointToPointRoute } | { found: false; reason: 'NO_SUCH_SAILING' | 'NO_SAILING' };

/**
 * The sailing of a booking request, as the carrier finds it at `atMs`: with a `choice`, the route from POL to POD
 * whose first vessel leg is that vessel and voyage (same name case-insensitively, same voyage, same service when
 * given), departing from `expectedDepartureDate` (or `atMs`'s date) up to three weeks later; without, the first route
 * departing on or after the cargo-ready date (`expectedDepartureFromPlaceOfReceiptDate`, else `expectedDepartureDate`,
 * else today) whose port cut-off is still ahead at `atMs`. Dates are POL local dates.
 */
export function findSailing(request: CreateBooking, choice: SailingChoice | undefined, atMs: number): SailingLookup {
  const today = isoUtc(atMs).slice(0, 10);
  if (choice) {
    const from = addDaysToIsoDate(request.expectedDepartureDate ?? today, -7);
    const routes = routesFor(request, from, addDaysToIsoDate(from, CHOSEN_SAILING_WINDOW_DAYS + 7));
    const route = routes.find((candidate) => {
      const leg = firstVesselLeg(candidate);
      return (
        leg?.vesselName?.toUpperCase() === choice.vesselName.toUpperCase() &&
        leg.voyageNumber === choice.voyageNumber &&
        (!choice.serviceCode || leg.serviceCode === choice.serviceCode)
      );
    });
    return route ? { found: true, route } : { found: false, reason: 'NO_SUCH_SAILING' };
  }
  const readyDate = request.expectedDepartureFromPlaceOfReceiptDate ?? request.expectedDepartureDate ?? today;
  const from = readyDate < today ? today : readyDate;
  const route = routesFor(request, from, addDaysToIsoDate(from, NO_PREFERENCE_WINDOW_DAYS)).find(
    (candidate) => portCutOffMs(candidate) > atMs,
  );
  return route ? { found: true, route } : { found: false, reason: 'NO_SAILING' };
}

/** The sailing a request asks for: its vessel and voyage when it names them, else none ("no preference"). */
export function requestedChoice(request: CreateBooking): SailingChoice | undefined {
  if (!request.vessel || !request.carrierExportVoyageNumber) return undefined;
  return {
    vesselName: request.vessel.name,
    voyageNumber: request.carrierExportVoyageNumber,
    ...(request.carrierServiceCode ? { serviceCode: request.carrierServiceCode } : {}),
  };
}

/** True when every vessel leg of the route is on a service with reefer plugs (see {@link NO_REEFER_OPERATORS}). */
export function routeHasReeferPlugs(route: PointToPointRoute): boolean {
  const operators = new Map(scheduleGenerator.services.map((service) => [service.code, service.operator]));
  return route.sailInfo.every((leg) => {
    if (leg.modeOfTransport !== 'VESSEL' || !leg.serviceCode) return true;
    const operator = operators.get(leg.serviceCode);
    return operator === undefined || !NO_REEFER_OPERATORS.includes(operator);
  });
}

/**
 * The DCSA transport plan of a route: truck legs before the first vessel leg are pre-carriage (PRC), vessel legs main
 * carriage (MNC), truck legs after the last one on-carriage (ONC); planned dates are local dates at the load and
 * discharge places, and the date-times carry the place's offset.
 */
export function transportPlanOf(route: PointToPointRoute): Transport[] {
  const firstVessel = route.sailInfo.findIndex((leg) => leg.modeOfTransport === 'VESSEL');
  const lastVessel = route.sailInfo.findLastIndex((leg) => leg.modeOfTransport === 'VESSEL');
  return route.sailInfo.map((leg, index) => {
    const stage = index < firstVessel ? 'PRC' : index > lastVessel ? 'ONC' : 'MNC';
    const departureMs = wireTimeToEpochMs(leg.departureDate, leg.departureLocation.timeZone);
    const arrivalMs = wireTimeToEpochMs(leg.arrivalDate, leg.arrivalLocation.timeZone);
    const transport: Transport = {
      transportPlanStage: stage,
      transportPlanStageSequenceNumber: index + 1,
      loadLocation: {
        UNLocationCode: leg.departureLocation.locationCode,
        locationName: leg.departureLocation.locationName,
      },
      dischargeLocation: {
        UNLocationCode: leg.arrivalLocation.locationCode,
        locationName: leg.arrivalLocation.locationName,
      },
      plannedDepartureDate: leg.departureDate.slice(0, 10),
      plannedArrivalDate: leg.arrivalDate.slice(0, 10),
      plannedDepartureDateTime: isoWithOffset(departureMs, leg.departureLocation.timeZone),
      plannedArrivalDateTime: isoWithOffset(arrivalMs, leg.arrivalLocation.timeZone),
      modeOfTransport: leg.modeOfTransport,
    };
    if (leg.modeOfTransport === 'VESSEL') {
      if (leg.vesselName) transport.vesselName = leg.vesselName;
      if (leg.vesselIMONumber) transport.vesselIMONumber = leg.vesselIMONumber;
      if (leg.serviceCode) transport.carrierServiceCode = leg.serviceCode;
      if (leg.voyageNumber) transport.carrierExportVoyageNumber = leg.voyageNumber;
    }
    return transport;
  });
}

/** Office hours (local) the derived cut-offs fall on. */
const OFFICE_SLOTS = [9, 12, 17] as const;

/**
 * The booking's cut-offs at POL (local time with offset), from the route's schedule cut-offs: documentation (DCO), VGM
 * (VCO), port (PCO); plus the empty container pick-up (ECP, 6 days before PCO) and the earliest full-container delivery
 * at the terminal (EFC, gate opening, 4 days before PCO), on office hours; and the LCL delivery cut-off at the CFS
 * (LCO, 24 h before PCO) when the cargo is received at a CFS. Ordered by time.
 */
export function cutOffTimesOf(route: PointToPointRoute, request: Pick<CreateBooking, 'receiptTypeAtOrigin'>) {
  const timeZone = route.pol.timeZone;
  const times: { code: BookingCutOffCode; epochMs: number }[] = route.cutOffTimes.map((cutOff) => ({
    code: cutOff.cutOffDateTimeCode,
    epochMs: wireTimeToEpochMs(cutOff.cutOffDateTime, timeZone),
  }));
  const pcoMs = portCutOffMs(route);
  const slotBefore = (epochMs: number) => toLocalSlot(epochMs, timeZone, OFFICE_SLOTS, 'before').epochMs;
  times.push({ code: 'EFC', epochMs: slotBefore(pcoMs - 4 * DAY_MS) });
  times.push({ code: 'ECP', epochMs: slotBefore(pcoMs - 6 * DAY_MS) });
  if (request.receiptTypeAtOrigin === 'CFS') times.push({ code: 'LCO', epochMs: slotBefore(pcoMs - 24 * HOUR_MS) });
  return times
    .sort((a, b) => a.epochMs - b.epochMs)
    .map((time): ShipmentCutOffTime => ({
      cutOffDateTimeCode: time.code,
      cutOffDateTime: isoWithOffset(time.epochMs, timeZone),
    }));
}

/** Name and IANA time zone of a UN/LOCODE from the network's ports (the code itself and UTC for an unknown one). */
export function placeOf(code: string): { UNLocationCode: string; locationName: string; timeZone: string } {
  const port = getPort(code);
  return { UNLocationCode: code, locationName: port?.locationName ?? code, timeZone: port?.timeZone ?? 'UTC' };
}
