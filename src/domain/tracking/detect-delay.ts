import { type TrackingEvent, VESSEL_DELAY_THRESHOLD_MS } from '@/domain/tracking/tracking-contract';

/*
 * Vessel delay detection for the notification feed ("vessel delay (ETA moved more than 12
 * hours)"). Pure: the feed keeps the events it saw last and compares them with the ones it reads now.
 */

/** A vessel arrival that moved later by more than {@link VESSEL_DELAY_THRESHOLD_MS}. */
export interface VesselDelay {
  /** The arrival event (same eventID in both versions). */
  eventID: string;
  /** UN/LOCODE of the port the vessel arrives at. */
  UNLocationCode: string;
  /** The arrival before and now, as the events carry them (ISO 8601 with the port's UTC offset). */
  previousDateTime: string;
  currentDateTime: string;
  /** How much later, ms (> VESSEL_DELAY_THRESHOLD_MS). */
  delayMs: number;
}

function isArrival(event: TrackingEvent): boolean {
  return (
    event.eventClassification.eventType === 'TRANSPORT' && event.eventClassification.transportEventType === 'ARRIVED'
  );
}

/**
 * The delay between two versions of one vessel arrival (TRANSPORT ARRIVED with the same eventID, any classifier):
 * the current one more than 12 h later than the previous one; null when it moved by 12 h or less, moved earlier, or
 * the two are not versions of one arrival. Instants are compared, not the local texts (offsets may differ).
 */
export function detectDelay(previous: TrackingEvent, current: TrackingEvent): VesselDelay | null {
  if (previous.eventID !== current.eventID || !isArrival(previous) || !isArrival(current)) return null;
  const delayMs = Date.parse(current.eventDateTime) - Date.parse(previous.eventDateTime);
  if (!(delayMs > VESSEL_DELAY_THRESHOLD_MS)) return null;
  return {
    eventID: current.eventID,
    UNLocationCode: current.eventLocation.UNLocationCode,
    previousDateTime: previous.eventDateTime,
    currentDateTime: current.eventDateTime,
    delayMs,
  };
}

/**
 * Every vessel delay between two reads of a shipment's events (matched by eventID; events only in one list are
 * ignored), in the order of `current`.
 */
export function detectDelays(previous: readonly TrackingEvent[], current: readonly TrackingEvent[]): VesselDelay[] {
  const before = new Map(previous.map((event) => [event.eventID, event]));
  return current.flatMap((event) => {
    const earlier = before.get(event.eventID);
    const delay = earlier ? detectDelay(earlier, event) : null;
    return delay ? [delay] : [];
  });
}
