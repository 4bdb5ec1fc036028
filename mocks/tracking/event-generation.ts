import type { Booking, Transport } from '@/domain/booking/booking-answer-contract';
import type { EquipmentDetails, EventClassifier, TrackingEvent } from '@/domain/tracking/tracking-contract';

import { isoUtc, isoWithOffset } from '../schedule/data/zoned-time';
import { confirmationStep, destinationSteps, originSteps, transshipmentSteps, vesselCallSteps } from './event-stages';
import { blNumberOf, containerNumberOf } from './identifiers';
import { confirmationsOf, journeyOf, slotsOf, type Step } from './journey';
import type { Delay } from './late-voyages';

/*
 * The DCSA Track & Trace events of a confirmed booking (docs/areas/tracking.md), computed on read from its transport
 * plan, cut-offs and confirmation time: no timers, no stored state, deterministic for (booking, now).
 *
 * Per container: empty released at the POR depot (GATED_OUT EMPTY), gated in full at the POL terminal, loaded; per
 * transshipment: discharged and loaded; at POD: discharged, gated out full; empty returned at the DEL depot. Per
 * vessel leg: departed and arrived. One SHIPMENT CONFIRMED at the booking's confirmation.
 *
 * Some voyages run late (deterministic by vessel and voyage, ./late-voyages.ts): the arrival of that leg and every
 * later event move by the delay. The delay becomes known half way through the leg; from then the estimates carry it.
 * Classifier at `now`: ACTUAL once the (delayed) instant has passed; else ESTIMATED when it is within
 * {@link ESTIMATE_HORIZON_MS} or a known delay moved it; else PLANNED (the plan's instant).
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Events this close ahead (7 days, ms) are ESTIMATED rather than PLANNED. */
export const ESTIMATE_HORIZON_MS = 7 * DAY_MS;

/** Booking statuses whose bookings move cargo (have events): confirmed, possibly with an amendment asked, or done. */
const TRACKED_STATUSES: ReadonlySet<Booking['bookingStatus']> = new Set([
  'CONFIRMED',
  'PENDING_AMENDMENT',
  'COMPLETED',
]);

/** A container of the booking: its slot, size-type and number once released (undefined before). */
export interface TrackedContainer {
  slot: number;
  ISOEquipmentCode: EquipmentDetails['ISOEquipmentCode'];
  equipmentReference: string | undefined;
}

/** True when the booking moves cargo: confirmed (or done) with a booking number and a plan with a vessel leg. */
export function isTracked(booking: Booking): boolean {
  return (
    TRACKED_STATUSES.has(booking.bookingStatus) &&
    booking.carrierBookingReference !== undefined &&
    (booking.transportPlan ?? []).some((leg) => leg.transportPlanStage === 'MNC')
  );
}

/** Every step of a tracked booking (unclassified), in lifecycle order per container. */
function stepsOf(booking: Booking): Step[] {
  const journey = journeyOf(booking);
  if (!journey) return [];
  return [
    confirmationStep(journey),
    ...vesselCallSteps(journey),
    ...slotsOf(booking).flatMap(({ slot }) => [
      ...originSteps(journey, slot),
      ...transshipmentSteps(journey, slot),
      ...destinationSteps(journey, slot),
    ]),
  ];
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
 * EMPTY) is ACTUAL: `containerNumbers[slot]` when given (a shipment whose containers are known by number, such as the
 * import shipments of ./import-shipments.ts), else the carrier's number of the slot (./identifiers.ts). Empty for a
 * booking that is not tracked ({@link isTracked}).
 */
export function containersOf(
  booking: Booking,
  nowMs: number,
  containerNumbers: readonly string[] = [],
): TrackedContainer[] {
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
    equipmentReference: released.get(slot)
      ? (containerNumbers[slot] ?? containerNumberOf(bookingNumber, slot))
      : undefined,
  }));
}

/**
 * The DCSA T&T 3.0 events of `booking` at `nowMs`, in time order (ties in lifecycle order, then by container); empty
 * for a booking that is not tracked ({@link isTracked}: not confirmed, cancelled, without a vessel leg). Every event
 * carries the booking number and the B/L number in `shipmentDetails`; equipment events the container (numbered once
 * released, `containerNumbers[slot]` when given: {@link containersOf}) and its size-type; vessel events and
 * loads/discharges the vessel, IMO number, service and voyage.
 */
export function trackingEventsOf(
  booking: Booking,
  nowMs: number,
  containerNumbers: readonly string[] = [],
): TrackingEvent[] {
  if (!isTracked(booking)) return [];
  const bookingNumber = booking.carrierBookingReference ?? '';
  const { planIssuedMs } = confirmationsOf(booking);
  const containers = new Map(
    containersOf(booking, nowMs, containerNumbers).map((container) => [container.slot, container]),
  );
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
