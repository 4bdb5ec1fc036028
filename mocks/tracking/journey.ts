import type { Booking, Transport } from '@/domain/booking/booking-answer-contract';
import type {
  EquipmentDetails,
  EquipmentEventType,
  EventLocation,
  ShipmentLocationType,
  TransportPhase,
} from '@/domain/tracking/tracking-contract';

import { placeOf } from '../booking/sailings';
import { hashInt } from '../schedule/data/random';
import { type Delay, legDelays, TRACKING_SEED } from './late-voyages';

/*
 * The journey of a tracked booking as the event generators (./event-stages.ts) read it: its ports, the planned
 * instants of its legs and cut-offs, the delays of late voyages, and the shape of one unclassified event (a step).
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** One event before it is classified: where, when planned, which delays move it, and what it is. */
export interface Step {
  /** Stable part of the eventID ('GTOT-E', 'LOAD-1'); with the slot and booking number it is unique. */
  key: string;
  /** Lifecycle rank: ties of time are ordered by it. */
  rank: number;
  plannedMs: number;
  delays: readonly Delay[];
  location: EventLocation;
  timeZone: string;
  shipmentLocationType?: ShipmentLocationType;
  kind:
    | { type: 'SHIPMENT' }
    | { type: 'TRANSPORT'; transportEventType: 'ARRIVED' | 'DEPARTED'; leg: Transport }
    | {
        type: 'EQUIPMENT';
        equipmentEventType: EquipmentEventType;
        slot: number;
        emptyIndicator: 'EMPTY' | 'LADEN';
        transportPhase: TransportPhase;
        leg?: Transport;
      };
}

/** What every step generator of a booking reads, worked out once per booking. Instants are epoch ms. */
export interface Journey {
  bookingNumber: string;
  /** The main-carriage legs in plan order. */
  vesselLegs: Transport[];
  /** Planned departure and arrival of each vessel leg. */
  departures: number[];
  arrivals: number[];
  /** departureDelays[i] and arrivalDelays[i]: what moves vessel leg i's departure and arrival (./late-voyages.ts). */
  departureDelays: Delay[][];
  arrivalDelays: Delay[][];
  porCode: string;
  delCode: string;
  pol: string;
  pod: string;
  confirmedMs: number;
  /** Empty container pick-up (ECP) and full container gate-in (EFC) cut-offs; a week and five days before sailing. */
  ecpMs: number;
  efcMs: number;
  /** First departure and last arrival of the on-carriage (ONC) legs, when the booking has any. */
  onCarriageDepartureMs: number | undefined;
  onCarriageArrivalMs: number | undefined;
}

/** The instant of the booking's first confirmation and of its plan's last (re)issue (a confirmed amendment), epoch ms. */
export function confirmationsOf(booking: Booking): { confirmedMs: number; planIssuedMs: number } {
  const issues = booking.statusHistory.filter(
    (entry) =>
      (entry.bookingStatus === 'CONFIRMED' && entry.amendedBookingStatus === undefined) ||
      entry.amendedBookingStatus === 'AMENDMENT_CONFIRMED',
  );
  const created = Date.parse(booking.createdDateTime);
  const first = issues[0] ? Date.parse(issues[0].dateTime) : created;
  const last = issues.at(-1) ? Date.parse(issues.at(-1)?.dateTime ?? '') : first;
  return { confirmedMs: first, planIssuedMs: last };
}

/** The booking's container slots with their size-types, in the order of its confirmed equipments. */
export function slotsOf(booking: Booking): { slot: number; ISOEquipmentCode: EquipmentDetails['ISOEquipmentCode'] }[] {
  const equipments = booking.confirmedEquipments ?? booking.requestedEquipments;
  return equipments
    .flatMap((equipment) => Array.from({ length: equipment.units }, () => equipment.ISOEquipmentCode))
    .map((ISOEquipmentCode, slot) => ({ slot, ISOEquipmentCode }));
}

/** The journey of a booking's transport plan, or undefined when the plan has no vessel leg. */
export function journeyOf(booking: Booking): Journey | undefined {
  const plan = [...(booking.transportPlan ?? [])].sort(
    (a, b) => a.transportPlanStageSequenceNumber - b.transportPlanStageSequenceNumber,
  );
  const vesselLegs = plan.filter((leg) => leg.transportPlanStage === 'MNC');
  const onCarriage = plan.filter((leg) => leg.transportPlanStage === 'ONC');
  const firstLeg = plan[0];
  const lastLeg = plan.at(-1);
  if (!firstLeg || !lastLeg || vesselLegs.length === 0) return undefined;
  const porCode = firstLeg.loadLocation.UNLocationCode;
  const delCode = lastLeg.dischargeLocation.UNLocationCode;
  const departures = vesselLegs.map((leg) => Date.parse(leg.plannedDepartureDateTime));
  const arrivals = vesselLegs.map((leg) => Date.parse(leg.plannedArrivalDateTime));
  const firstDeparture = departures[0] ?? 0;
  const delays = legDelays(vesselLegs, departures, arrivals);
  const ecp = booking.shipmentCutOffTimes?.find((cutOff) => cutOff.cutOffDateTimeCode === 'ECP');
  const efc = booking.shipmentCutOffTimes?.find((cutOff) => cutOff.cutOffDateTimeCode === 'EFC');
  return {
    bookingNumber: booking.carrierBookingReference ?? booking.carrierBookingRequestReference,
    vesselLegs,
    departures,
    arrivals,
    departureDelays: delays.departures,
    arrivalDelays: delays.arrivals,
    porCode,
    delCode,
    pol: vesselLegs[0]?.loadLocation.UNLocationCode ?? porCode,
    pod: vesselLegs.at(-1)?.dischargeLocation.UNLocationCode ?? delCode,
    confirmedMs: confirmationsOf(booking).confirmedMs,
    ecpMs: ecp ? Date.parse(ecp.cutOffDateTime) : firstDeparture - 7 * DAY_MS,
    efcMs: efc ? Date.parse(efc.cutOffDateTime) : firstDeparture - 5 * DAY_MS,
    onCarriageDepartureMs: onCarriage[0] ? Date.parse(onCarriage[0].plannedDepartureDateTime) : undefined,
    onCarriageArrivalMs: onCarriage.at(-1) ? Date.parse(onCarriage.at(-1)?.plannedArrivalDateTime ?? '') : undefined,
  };
}

/** The delays that move vessel leg `index`'s departure (and the loading onto it). */
export function departureDelaysOf(journey: Journey, index: number): readonly Delay[] {
  return journey.departureDelays[index] ?? [];
}

/** The delays that move vessel leg `index`'s arrival (and the discharge from it). */
export function arrivalDelaysOf(journey: Journey, index: number): readonly Delay[] {
  return journey.arrivalDelays[index] ?? [];
}

/** The delays of the last vessel leg's arrival (they move everything after it). */
export function allDelays(journey: Journey): readonly Delay[] {
  return journey.arrivalDelays.at(-1) ?? [];
}

/** A whole number of hours in [min, max], as ms, drawn for the booking and `parts` (deterministic). */
export function hours(journey: Journey, min: number, max: number, ...parts: (string | number)[]): number {
  return hashInt(min, max, TRACKING_SEED, journey.bookingNumber, ...parts) * HOUR_MS;
}

/** The DCSA shipment location type of a port of the journey (POD before POL, then POR, DEL), if it is one. */
export function locationTypeAt(journey: Journey, code: string): ShipmentLocationType | undefined {
  return code === journey.pod
    ? 'PORT_OF_DISCHARGE'
    : code === journey.pol
      ? 'PORT_OF_LOADING'
      : code === journey.porCode
        ? 'PLACE_OF_RECEIPT'
        : code === journey.delCode
          ? 'PLACE_OF_DELIVERY'
          : undefined;
}

/** The shipment location type as an optional property. */
export function optionalLocationType(type: ShipmentLocationType | undefined): {
  shipmentLocationType?: ShipmentLocationType;
} {
  return type ? { shipmentLocationType: type } : {};
}

/** The mock terminal or depot of a port: codes of our own (not SMDG's list), '{location part}CT' / '{...}ED'. */
export function placeAt(
  code: string,
  facilityType: 'DEPOT' | 'PORT_TERMINAL' | undefined,
): {
  location: EventLocation;
  timeZone: string;
} {
  const place = placeOf(code);
  const location: EventLocation = { locationName: place.locationName, UNLocationCode: code };
  if (facilityType === 'PORT_TERMINAL') {
    location.facilityType = 'PORT_TERMINAL';
    location.facility = {
      facilityName: `${place.locationName} Container Terminal`,
      facilityCode: `${code.slice(2)}CT`,
      facilityCodeListProvider: 'SMDG',
    };
  } else if (facilityType === 'DEPOT') {
    location.facilityType = 'DEPOT';
    location.facility = {
      facilityName: `${place.locationName} Empty Depot`,
      facilityCode: `${code.slice(2)}ED`,
      facilityCodeListProvider: 'BIC',
    };
  }
  return { location, timeZone: place.timeZone };
}

/** What one container event says, besides the journey and the slot. */
export interface EquipmentEvent {
  key: string;
  rank: number;
  plannedMs: number;
  delays: readonly Delay[];
  /** UN/LOCODE of the depot or terminal's port. */
  code: string;
  facilityType: 'DEPOT' | 'PORT_TERMINAL';
  equipmentEventType: EquipmentEventType;
  emptyIndicator: 'EMPTY' | 'LADEN';
  transportPhase: TransportPhase;
  leg?: Transport;
}

/** The step of a container event: at a depot, of the place of receipt or delivery; at a terminal, of its port. */
export function equipmentStep(journey: Journey, slot: number, event: EquipmentEvent): Step {
  const { key, rank, plannedMs, delays, code, facilityType, equipmentEventType, emptyIndicator, transportPhase, leg } =
    event;
  return {
    key,
    rank,
    plannedMs,
    delays,
    ...placeAt(code, facilityType),
    ...optionalLocationType(
      facilityType === 'DEPOT'
        ? code === journey.porCode
          ? 'PLACE_OF_RECEIPT'
          : 'PLACE_OF_DELIVERY'
        : locationTypeAt(journey, code),
    ),
    kind: { type: 'EQUIPMENT', equipmentEventType, slot, emptyIndicator, transportPhase, ...(leg ? { leg } : {}) },
  };
}
