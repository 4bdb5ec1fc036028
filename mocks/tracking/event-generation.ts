import type { Booking, Transport } from '@/domain/booking/booking-contract';
import type {
  EquipmentDetails,
  EquipmentEventType,
  EventClassifier,
  EventLocation,
  ShipmentLocationType,
  TrackingEvent,
  TransportPhase,
} from '@/domain/tracking/tracking-contract';

import { isoUtc, isoWithOffset, placeOf } from '../booking/sailings';
import { hashInt, hashUnit } from '../schedule/data/random';
import { blNumberOf, containerNumberOf } from './identifiers';

/*
 * The DCSA Track & Trace events of a confirmed booking (README "Tracking events"), computed on read from its transport
 * plan, cut-offs and confirmation time: no timers, no stored state, deterministic for (booking, now).
 *
 * Per container: empty released at the POR depot (GATED_OUT EMPTY), gated in full at the POL terminal, loaded; per
 * transshipment: discharged and loaded; at POD: discharged, gated out full; empty returned at the DEL depot. Per
 * vessel leg: departed and arrived. One SHIPMENT CONFIRMED at the booking's confirmation.
 *
 * Some voyages run late (deterministic by vessel and voyage, {@link lateVoyage}): the arrival of that leg and every
 * later event move by the delay. The delay becomes known half way through the leg; from then the estimates carry it.
 * Classifier at `now`: ACTUAL once the (delayed) instant has passed; else ESTIMATED when it is within
 * {@link ESTIMATE_HORIZON_MS} or a known delay moved it; else PLANNED (the plan's instant).
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Mixed into every choice of the tracking mock. */
export const TRACKING_SEED = 18_2026;
/** Share of voyages (vessel + voyage) that run late. */
export const LATE_VOYAGE_SHARE = 0.3;
/** A late voyage arrives this many hours late (inclusive range): "a day or more". */
export const LATE_HOURS_MIN = 24;
export const LATE_HOURS_MAX = 60;
/** Events this close ahead (7 days, ms) are ESTIMATED rather than PLANNED. */
export const ESTIMATE_HORIZON_MS = 7 * DAY_MS;

/** Booking statuses whose bookings move cargo (have events): confirmed, possibly with an amendment asked, or done. */
const TRACKED_STATUSES: ReadonlySet<Booking['bookingStatus']> = new Set([
  'CONFIRMED',
  'PENDING_AMENDMENT',
  'COMPLETED',
]);

/** A late voyage: how late and when the carrier learns it (on the timeline shifted by the earlier legs' delays). */
interface Delay {
  ms: number;
  knownAtMs: number;
  /** 'ONE HARMONY 012E'. */
  label: string;
}

/** Whether the voyage of `leg` runs late, and by how much (ms); deterministic by vessel and voyage. */
export function lateVoyage(leg: Pick<Transport, 'vesselIMONumber' | 'vesselName' | 'carrierExportVoyageNumber'>) {
  const key = `${leg.vesselIMONumber ?? leg.vesselName ?? ''}|${leg.carrierExportVoyageNumber ?? ''}`;
  if (hashUnit(TRACKING_SEED, 'late', key) >= LATE_VOYAGE_SHARE) return 0;
  return hashInt(LATE_HOURS_MIN, LATE_HOURS_MAX, TRACKING_SEED, 'late-hours', key) * HOUR_MS;
}

/** One event before it is classified: where, when planned, which delays move it, and what it is. */
interface Step {
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

/** A container of the booking: its slot, size-type and number once released (undefined before). */
export interface TrackedContainer {
  slot: number;
  ISOEquipmentCode: EquipmentDetails['ISOEquipmentCode'];
  equipmentReference: string | undefined;
}

/** The mock terminal or depot of a port: codes of our own (not SMDG's list), '{location part}CT' / '{...}ED'. */
function placeAt(
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

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}

/** The instant of the booking's first confirmation and of its plan's last (re)issue (a confirmed amendment), epoch ms. */
function confirmationsOf(booking: Booking): { confirmedMs: number; planIssuedMs: number } {
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

/** True when the booking moves cargo: confirmed (or done) with a booking number and a plan with a vessel leg. */
export function isTracked(booking: Booking): boolean {
  return (
    TRACKED_STATUSES.has(booking.bookingStatus) &&
    booking.carrierBookingReference !== undefined &&
    (booking.transportPlan ?? []).some((leg) => leg.transportPlanStage === 'MNC')
  );
}

/** The booking's container slots with their size-types, in the order of its confirmed equipments. */
function slotsOf(booking: Booking): { slot: number; ISOEquipmentCode: EquipmentDetails['ISOEquipmentCode'] }[] {
  const equipments = booking.confirmedEquipments ?? booking.requestedEquipments;
  return equipments
    .flatMap((equipment) => Array.from({ length: equipment.units }, () => equipment.ISOEquipmentCode))
    .map((ISOEquipmentCode, slot) => ({ slot, ISOEquipmentCode }));
}

/** Every step of a tracked booking (unclassified), in lifecycle order per container. */
function stepsOf(booking: Booking): Step[] {
  const bookingNumber = booking.carrierBookingReference ?? booking.carrierBookingRequestReference;
  const plan = [...(booking.transportPlan ?? [])].sort(
    (a, b) => a.transportPlanStageSequenceNumber - b.transportPlanStageSequenceNumber,
  );
  const vesselLegs = plan.filter((leg) => leg.transportPlanStage === 'MNC');
  const onCarriage = plan.filter((leg) => leg.transportPlanStage === 'ONC');
  const firstLeg = plan[0];
  const lastLeg = plan.at(-1);
  if (!firstLeg || !lastLeg || vesselLegs.length === 0) return [];
  const porCode = firstLeg.loadLocation.UNLocationCode;
  const delCode = lastLeg.dischargeLocation.UNLocationCode;
  const { confirmedMs } = confirmationsOf(booking);

  // Delays per vessel leg, on the timeline the earlier legs' delays have shifted.
  const departures = vesselLegs.map((leg) => Date.parse(leg.plannedDepartureDateTime));
  const arrivals = vesselLegs.map((leg) => Date.parse(leg.plannedArrivalDateTime));
  const delaysUpTo: Delay[][] = []; // delaysUpTo[i]: delays of legs 0..i (they move leg i's arrival).
  let earlier: Delay[] = [];
  vesselLegs.forEach((leg, index) => {
    const lateMs = lateVoyage(leg);
    const shift = earlier.reduce((sum, delay) => sum + delay.ms, 0);
    const departure = (departures[index] ?? 0) + shift;
    const arrival = (arrivals[index] ?? 0) + shift;
    if (lateMs > 0) {
      earlier = [
        ...earlier,
        {
          ms: lateMs,
          knownAtMs: departure + Math.floor((arrival - departure) / 2),
          label: `${leg.vesselName ?? ''} ${leg.carrierExportVoyageNumber ?? ''}`.trim(),
        },
      ];
    }
    delaysUpTo.push(earlier);
  });
  const delaysBefore = (index: number): readonly Delay[] => (index === 0 ? [] : (delaysUpTo[index - 1] ?? []));
  const allDelays = delaysUpTo.at(-1) ?? [];
  const hours = (min: number, max: number, ...parts: (string | number)[]) =>
    hashInt(min, max, TRACKING_SEED, bookingNumber, ...parts) * HOUR_MS;

  const pol = vesselLegs[0]?.loadLocation.UNLocationCode ?? porCode;
  const pod = vesselLegs.at(-1)?.dischargeLocation.UNLocationCode ?? delCode;
  const locationTypeAt = (code: string): ShipmentLocationType | undefined =>
    code === pod
      ? 'PORT_OF_DISCHARGE'
      : code === pol
        ? 'PORT_OF_LOADING'
        : code === porCode
          ? 'PLACE_OF_RECEIPT'
          : code === delCode
            ? 'PLACE_OF_DELIVERY'
            : undefined;

  const steps: Step[] = [];
  const polPlace = placeAt(pol, undefined);
  steps.push({
    key: 'CONF',
    rank: 0,
    plannedMs: confirmedMs,
    delays: [],
    ...polPlace,
    shipmentLocationType: 'PORT_OF_LOADING',
    kind: { type: 'SHIPMENT' },
  });

  // The vessel's calls: departed from each leg's load port, arrived at its discharge port.
  vesselLegs.forEach((leg, index) => {
    const from = leg.loadLocation.UNLocationCode;
    const to = leg.dischargeLocation.UNLocationCode;
    steps.push({
      key: `DEPA-${index + 1}`,
      rank: 30 + index * 10 + 4,
      plannedMs: departures[index] ?? 0,
      delays: delaysBefore(index),
      ...placeAt(from, 'PORT_TERMINAL'),
      ...optionalLocationType(locationTypeAt(from)),
      kind: { type: 'TRANSPORT', transportEventType: 'DEPARTED', leg },
    });
    steps.push({
      key: `ARRI-${index + 1}`,
      rank: 30 + index * 10 + 5,
      plannedMs: arrivals[index] ?? 0,
      delays: delaysUpTo[index] ?? [],
      ...placeAt(to, 'PORT_TERMINAL'),
      ...optionalLocationType(locationTypeAt(to)),
      kind: { type: 'TRANSPORT', transportEventType: 'ARRIVED', leg },
    });
  });

  const firstDeparture = departures[0] ?? 0;
  const ecp = booking.shipmentCutOffTimes?.find((cutOff) => cutOff.cutOffDateTimeCode === 'ECP');
  const efc = booking.shipmentCutOffTimes?.find((cutOff) => cutOff.cutOffDateTimeCode === 'EFC');
  const ecpMs = ecp ? Date.parse(ecp.cutOffDateTime) : firstDeparture - 7 * DAY_MS;
  const efcMs = efc ? Date.parse(efc.cutOffDateTime) : firstDeparture - 5 * DAY_MS;
  const lastArrival = arrivals.at(-1) ?? 0;
  const onCarriageDeparture = onCarriage[0] ? Date.parse(onCarriage[0].plannedDepartureDateTime) : undefined;
  const onCarriageArrival = onCarriage.at(-1) ? Date.parse(onCarriage.at(-1)?.plannedArrivalDateTime ?? '') : undefined;

  for (const { slot } of slotsOf(booking)) {
    const equipment = (
      key: string,
      rank: number,
      plannedMs: number,
      delays: readonly Delay[],
      code: string,
      facilityType: 'DEPOT' | 'PORT_TERMINAL',
      equipmentEventType: EquipmentEventType,
      emptyIndicator: 'EMPTY' | 'LADEN',
      transportPhase: TransportPhase,
      leg?: Transport,
    ): Step => ({
      key,
      rank,
      plannedMs,
      delays,
      ...placeAt(code, facilityType),
      ...optionalLocationType(
        facilityType === 'DEPOT' ? (code === porCode ? 'PLACE_OF_RECEIPT' : 'PLACE_OF_DELIVERY') : locationTypeAt(code),
      ),
      kind: { type: 'EQUIPMENT', equipmentEventType, slot, emptyIndicator, transportPhase, ...(leg ? { leg } : {}) },
    });
    // Export: released within 1.5 days of the empty pick-up date (never before the confirmation), gated in within 2
    // days of the terminal's gate opening, loaded 3-12 h before departure; each after the one before.
    const releasedMs = clamp(
      Math.max(ecpMs, confirmedMs + HOUR_MS) + hours(0, 36, slot, 'release'),
      confirmedMs + HOUR_MS,
      firstDeparture - 8 * HOUR_MS,
    );
    const gatedInMs = clamp(efcMs + hours(0, 48, slot, 'gate-in'), releasedMs + HOUR_MS, firstDeparture - 4 * HOUR_MS);
    const loadedMs = clamp(firstDeparture - hours(3, 12, slot, 'load'), gatedInMs + HOUR_MS, firstDeparture - HOUR_MS);
    steps.push(equipment('GTOT-E', 10, releasedMs, [], porCode, 'DEPOT', 'GATED_OUT', 'EMPTY', 'EXPORT'));
    steps.push(equipment('GTIN-F', 20, gatedInMs, [], pol, 'PORT_TERMINAL', 'GATED_IN', 'LADEN', 'EXPORT'));
    steps.push(equipment('LOAD-1', 33, loadedMs, [], pol, 'PORT_TERMINAL', 'LOADED', 'LADEN', 'EXPORT', vesselLegs[0]));
    // Transshipments: discharged 2-8 h after the arrival, loaded 2-8 h before the next departure (connections are at
    // least 24 h in the schedule, so the order holds).
    for (let index = 1; index < vesselLegs.length; index += 1) {
      const port = vesselLegs[index]?.loadLocation.UNLocationCode ?? pol;
      const dischargedMs = (arrivals[index - 1] ?? 0) + hours(2, 8, slot, 'ts-discharge', index);
      const reloadedMs = Math.max(
        (departures[index] ?? 0) - hours(2, 8, slot, 'ts-load', index),
        dischargedMs + HOUR_MS,
      );
      const delays = delaysBefore(index);
      steps.push(
        equipment(
          `DISC-${index}`,
          30 + (index - 1) * 10 + 6,
          dischargedMs,
          delays,
          port,
          'PORT_TERMINAL',
          'DISCHARGED',
          'LADEN',
          'TRANSSHIPMENT',
          vesselLegs[index - 1],
        ),
      );
      steps.push(
        equipment(
          `LOAD-${index + 1}`,
          30 + index * 10 + 3,
          reloadedMs,
          delays,
          port,
          'PORT_TERMINAL',
          'LOADED',
          'LADEN',
          'TRANSSHIPMENT',
          vesselLegs[index],
        ),
      );
    }
    // Import: discharged 2-12 h after arrival, gated out full 1-4 days later (or when the on-carriage truck leaves),
    // empty returned 2-6 days after delivery.
    const dischargedMs = lastArrival + hours(2, 12, slot, 'discharge');
    const gatedOutMs = Math.max(
      onCarriageDeparture ?? lastArrival + hours(24, 96, slot, 'gate-out'),
      dischargedMs + HOUR_MS,
    );
    const returnedMs = Math.max(onCarriageArrival ?? gatedOutMs, gatedOutMs) + hours(48, 144, slot, 'return');
    const last = vesselLegs.length;
    steps.push(
      equipment(
        `DISC-${last}`,
        30 + (last - 1) * 10 + 6,
        dischargedMs,
        allDelays,
        pod,
        'PORT_TERMINAL',
        'DISCHARGED',
        'LADEN',
        'IMPORT',
        vesselLegs.at(-1),
      ),
    );
    steps.push(equipment('GTOT-F', 900, gatedOutMs, allDelays, pod, 'PORT_TERMINAL', 'GATED_OUT', 'LADEN', 'IMPORT'));
    steps.push(equipment('GTIN-E', 910, returnedMs, allDelays, delCode, 'DEPOT', 'GATED_IN', 'EMPTY', 'IMPORT'));
  }
  return steps;
}

function optionalLocationType(type: ShipmentLocationType | undefined): { shipmentLocationType?: ShipmentLocationType } {
  return type ? { shipmentLocationType: type } : {};
}

/** A step classified at `nowMs`: its classifier, instant and last update, and the delay it carries (known part). */
interface Classified {
  classifier: EventClassifier;
  epochMs: number;
  updatedMs: number;
  knownDelays: readonly Delay[];
}

function classify(step: Step, nowMs: number, planIssuedMs: number): Classified {
  const totalMs = step.delays.reduce((sum, delay) => sum + delay.ms, 0);
  const actualMs = step.plannedMs + totalMs;
  if (actualMs <= nowMs)
    return { classifier: 'ACTUAL', epochMs: actualMs, updatedMs: actualMs, knownDelays: step.delays };
  const knownDelays = step.delays.filter((delay) => delay.knownAtMs <= nowMs);
  const estimatedMs = step.plannedMs + knownDelays.reduce((sum, delay) => sum + delay.ms, 0);
  const withinHorizon = estimatedMs - nowMs <= ESTIMATE_HORIZON_MS;
  if (knownDelays.length === 0 && !withinHorizon) {
    return { classifier: 'PLANNED', epochMs: step.plannedMs, updatedMs: planIssuedMs, knownDelays };
  }
  // Last updated when the estimate last changed: a delay became known, or the event came within the horizon.
  const updates = [planIssuedMs, ...knownDelays.map((delay) => delay.knownAtMs)];
  if (withinHorizon) updates.push(estimatedMs - ESTIMATE_HORIZON_MS);
  return { classifier: 'ESTIMATED', epochMs: estimatedMs, updatedMs: Math.max(...updates), knownDelays };
}

function voyageOf(leg: Transport) {
  return {
    modeOfTransport: leg.modeOfTransport,
    ...(leg.vesselName || leg.vesselIMONumber
      ? {
          vesselTransport: {
            ...(leg.vesselName ? { vesselName: leg.vesselName } : {}),
            ...(leg.vesselIMONumber ? { vesselIMONumber: leg.vesselIMONumber } : {}),
          },
        }
      : {}),
    ...(leg.carrierServiceCode ? { serviceCodeOrReference: { carrierServiceCode: leg.carrierServiceCode } } : {}),
  };
}

/**
 * The containers of a tracked booking at `nowMs`: one per confirmed unit, numbered once its empty release (GATED_OUT
 * EMPTY) is ACTUAL. Empty for a booking that is not tracked ({@link isTracked}).
 */
export function containersOf(booking: Booking, nowMs: number): TrackedContainer[] {
  if (!isTracked(booking)) return [];
  const bookingNumber = booking.carrierBookingReference ?? '';
  const released = new Map(
    stepsOf(booking)
      .filter((step) => step.key === 'GTOT-E' && step.kind.type === 'EQUIPMENT')
      .map((step) => [step.kind.type === 'EQUIPMENT' ? step.kind.slot : -1, step.plannedMs <= nowMs]),
  );
  return slotsOf(booking).map(({ slot, ISOEquipmentCode }) => ({
    slot,
    ISOEquipmentCode,
    equipmentReference: released.get(slot) ? containerNumberOf(bookingNumber, slot) : undefined,
  }));
}

/**
 * The DCSA T&T 3.0 events of `booking` at `nowMs`, in time order (ties in lifecycle order, then by container); empty
 * for a booking that is not tracked ({@link isTracked}: not confirmed, cancelled, without a vessel leg). Every event
 * carries the booking number and the B/L number in `shipmentDetails`; equipment events the container (numbered once
 * released) and its size-type; vessel events and loads/discharges the vessel, IMO number, service and voyage.
 */
export function trackingEventsOf(booking: Booking, nowMs: number): TrackingEvent[] {
  if (!isTracked(booking)) return [];
  const bookingNumber = booking.carrierBookingReference ?? '';
  const { planIssuedMs } = confirmationsOf(booking);
  const containers = new Map(containersOf(booking, nowMs).map((container) => [container.slot, container]));
  const documents = {
    documentReference: { type: 'BOOKING' as const, reference: bookingNumber },
    additionalDocumentReferences: [{ type: 'TRANSPORT_DOCUMENT' as const, reference: blNumberOf(bookingNumber) }],
  };
  const classified = stepsOf(booking).map((step) => ({ step, at: classify(step, nowMs, planIssuedMs) }));
  classified.sort(
    (a, b) =>
      a.at.epochMs - b.at.epochMs ||
      a.step.rank - b.step.rank ||
      (a.step.kind.type === 'EQUIPMENT' ? a.step.kind.slot : -1) -
        (b.step.kind.type === 'EQUIPMENT' ? b.step.kind.slot : -1),
  );
  return classified.map(({ step, at }): TrackingEvent => {
    const { kind } = step;
    const slotPart = kind.type === 'EQUIPMENT' ? `-${String(kind.slot + 1).padStart(3, '0')}` : '';
    const knownMs = at.knownDelays.reduce((sum, delay) => sum + delay.ms, 0);
    const event: TrackingEvent = {
      eventID: `${bookingNumber}${slotPart}-${step.key}`,
      eventDateTime: isoWithOffset(at.epochMs, step.timeZone),
      eventUpdatedDateTime: isoUtc(at.updatedMs),
      eventClassification: { eventType: kind.type, eventClassifier: at.classifier },
      eventLocation: step.location,
      shipmentDetails: {
        ...documents,
        ...(step.shipmentLocationType ? { shipmentLocationType: step.shipmentLocationType } : {}),
      },
    };
    if (knownMs > 0 && kind.type !== 'SHIPMENT') {
      const labels = at.knownDelays.map((delay) => `${delay.label} (${Math.round(delay.ms / HOUR_MS)} h)`).join(', ');
      event.reason = `Delayed ${Math.round(knownMs / HOUR_MS)} h: late arrival of ${labels}.`.slice(0, 250);
    }
    if (kind.type === 'SHIPMENT') event.eventClassification.shipmentEventType = 'CONFIRMED';
    if (kind.type === 'TRANSPORT') {
      event.eventClassification.transportEventType = kind.transportEventType;
      event.transportDetails = {
        transportCall: transportCallOf(kind.leg, step, kind.transportEventType === 'DEPARTED'),
      };
    }
    if (kind.type === 'EQUIPMENT') {
      event.eventClassification.equipmentEventType = kind.equipmentEventType;
      const container = containers.get(kind.slot);
      event.equipmentDetails = {
        ...(container?.equipmentReference ? { equipmentReference: container.equipmentReference } : {}),
        ISOEquipmentCode: container?.ISOEquipmentCode ?? '22G1',
        emptyIndicator: kind.emptyIndicator,
        transportPhase: kind.transportPhase,
      };
      if (kind.leg) {
        event.transportDetails = {
          transportCall: transportCallOf(kind.leg, step, kind.equipmentEventType === 'LOADED'),
        };
      }
    }
    return event;
  });
}

/** The transport call of `leg` at the step's port: the export voyage when leaving it, the import voyage when arriving. */
function transportCallOf(leg: Transport, step: Step, leaving: boolean) {
  const voyage = leg.carrierExportVoyageNumber
    ? {
        [leaving ? 'exportVoyageNumberOrReference' : 'importVoyageNumberOrReference']: {
          carrierVoyageNumber: leg.carrierExportVoyageNumber,
        },
      }
    : {};
  return {
    transportCallReference: `${leg.carrierServiceCode ?? leg.modeOfTransport}-${leg.carrierExportVoyageNumber ?? ''}-${step.location.UNLocationCode}`,
    ...voyageOf(leg),
    ...voyage,
  };
}
