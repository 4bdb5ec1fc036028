import type { Transport } from '@/domain/booking/booking-answer-contract';
import { type TrackingEvent, VESSEL_DELAY_THRESHOLD_MS } from '@/domain/tracking/tracking-contract';

/** One vessel leg of a booking and how its arrival moved against the plan. */
export interface LegArrival {
  leg: Transport;
  /** The planned arrival (booking transport plan, ISO 8601 with the port's offset). */
  plannedDateTime: string;
  /** The latest arrival the carrier reports (the TRANSPORT ARRIVED event), or the plan when there is no event yet. */
  currentDateTime: string;
  classifier: TrackingEvent['eventClassification']['eventClassifier'] | 'PLANNED';
  /** current - planned, ms (negative: early). */
  delayMs: number;
  /** The carrier's reason, when the event gives one. */
  reason?: string;
  /** Whether the delay is one the carrier notifies (more than VESSEL_DELAY_THRESHOLD_MS, 12 h). */
  isDelayed: boolean;
}

const isArrivalAt = (event: TrackingEvent, leg: Transport) =>
  event.eventClassification.eventType === 'TRANSPORT' &&
  event.eventClassification.transportEventType === 'ARRIVED' &&
  event.eventLocation.UNLocationCode === leg.dischargeLocation.UNLocationCode &&
  (leg.vesselName === undefined ||
    event.transportDetails?.transportCall.vesselTransport?.vesselName === undefined ||
    event.transportDetails.transportCall.vesselTransport.vesselName === leg.vesselName);

/**
 * The arrival of every vessel leg (MNC) of `transportPlan` as `events` (DCSA T&T of the booking) report it now,
 * against the plan: the advance delay notice's table. Instants are compared, not texts.
 */
export function legArrivals(transportPlan: readonly Transport[], events: readonly TrackingEvent[]): LegArrival[] {
  return transportPlan
    .filter((leg) => leg.transportPlanStage === 'MNC' && leg.modeOfTransport === 'VESSEL')
    .map((leg) => {
      const event = events.filter((candidate) => isArrivalAt(candidate, leg)).at(-1);
      const currentDateTime = event?.eventDateTime ?? leg.plannedArrivalDateTime;
      const delayMs = Date.parse(currentDateTime) - Date.parse(leg.plannedArrivalDateTime);
      return {
        leg,
        plannedDateTime: leg.plannedArrivalDateTime,
        currentDateTime,
        classifier: event?.eventClassification.eventClassifier ?? 'PLANNED',
        delayMs,
        ...(event?.reason ? { reason: event.reason } : {}),
        isDelayed: delayMs > VESSEL_DELAY_THRESHOLD_MS,
      };
    });
}
