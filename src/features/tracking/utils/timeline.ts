import type { TrackingKind } from '@/config/paths';
import type { TrackingEvent, TrackingEventsQueryInput } from '@/domain/tracking/tracking-contract';

/** An event counts as "changed since yesterday" when its eventUpdatedDateTime is within this many ms of now (24 h). */
export const CHANGED_WINDOW_MS = 24 * 60 * 60 * 1000;

/** The events query of one tracked number of `kind` (B = B/L, K = booking, C = container). */
export function trackingQueryOf(kind: TrackingKind, number: string): TrackingEventsQueryInput {
  if (kind === 'B') return { transportDocumentReference: number };
  if (kind === 'K') return { carrierBookingReference: number };
  return { equipmentReference: number };
}

/** The translation key (under `event.`) of an event's name from its DCSA codes; empty moves get their own names. */
export function eventNameKey(event: TrackingEvent): string {
  const { eventClassification: kind, equipmentDetails } = event;
  if (kind.eventType === 'SHIPMENT') return kind.shipmentEventType ?? 'CONFIRMED';
  if (kind.eventType === 'TRANSPORT') return kind.transportEventType ?? 'ARRIVED';
  const type = kind.equipmentEventType ?? 'GATED_IN';
  const empty = equipmentDetails?.emptyIndicator === 'EMPTY';
  return empty && (type === 'GATED_OUT' || type === 'GATED_IN') ? `EMPTY_${type}` : type;
}

/** One container's timeline (container = undefined: not yet released) plus the shipment's own events. */
export interface ContainerTimeline {
  container: string | undefined;
  events: TrackingEvent[];
}

function byTime(a: TrackingEvent, b: TrackingEvent): number {
  return Date.parse(a.eventDateTime) - Date.parse(b.eventDateTime);
}

/**
 * Splits a shipment's events into one timeline per container, in time order: each container gets its equipment
 * events plus the shipment and vessel events (they concern every container). Containers not yet released (no
 * number) share one timeline. A shipment without equipment events gives one timeline of its shipment and vessel events.
 */
export function timelinesOf(events: readonly TrackingEvent[]): ContainerTimeline[] {
  const shared = events.filter((event) => event.eventClassification.eventType !== 'EQUIPMENT');
  const perContainer = new Map<string | undefined, TrackingEvent[]>();
  for (const event of events) {
    if (event.eventClassification.eventType !== 'EQUIPMENT') continue;
    const key = event.equipmentDetails?.equipmentReference;
    perContainer.set(key, [...(perContainer.get(key) ?? []), event]);
  }
  if (perContainer.size === 0) return [{ container: undefined, events: [...shared].sort(byTime) }];
  return [...perContainer.entries()].map(([container, own]) => ({
    container,
    events: [...own, ...shared].sort(byTime),
  }));
}

/** The latest ACTUAL event of a timeline: its current status (undefined when nothing has happened yet). */
export function currentStatusOf(events: readonly TrackingEvent[]): TrackingEvent | undefined {
  return events.filter((event) => event.eventClassification.eventClassifier === 'ACTUAL').at(-1);
}

/** The vessel's arrival at the port of discharge (the last TRANSPORT ARRIVED): the ETA, or ATA once ACTUAL. */
export function arrivalOf(events: readonly TrackingEvent[]): TrackingEvent | undefined {
  return events.filter((event) => event.eventClassification.transportEventType === 'ARRIVED').at(-1);
}

/**
 * How many hours an event is late, read from the carrier's `reason` ("Delayed 30 h: late arrival of ..."; the mock's
 * and the contract's only statement of a delay: events carry the current instant, not the planned one). Undefined
 * when the event is not delayed.
 */
export function delayHoursOf(event: TrackingEvent): number | undefined {
  const match = /Delayed (\d+) h/.exec(event.reason ?? '');
  return match ? Number(match[1]) : undefined;
}

/** Whether an event changed "since yesterday": its eventUpdatedDateTime within the last {@link CHANGED_WINDOW_MS}. */
export function isChangedSince(event: TrackingEvent, nowMs: number): boolean {
  const updated = Date.parse(event.eventUpdatedDateTime);
  return updated <= nowMs && nowMs - updated < CHANGED_WINDOW_MS;
}

/**
 * The local time of an ISO 8601 date-time with offset, as written at the place: '2026-12-01T17:00:00+09:00' ->
 * '2026-12-01 17:00 (UTC+09:00)'. No time zone conversion: the place's own clock, as the user reads it on site.
 */
export function formatLocalDateTime(value: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.exec(value);
  if (!match) return value;
  const offset = match[3] === 'Z' ? '+00:00' : (match[3] ?? '');
  return `${match[1] ?? ''} ${match[2] ?? ''} (UTC${offset})`;
}

/** Vessel name and voyage of a transport, load or discharge event ('ONE HARMONY 012E'), undefined for others. */
export function vesselVoyageOf(event: TrackingEvent): string | undefined {
  const call = event.transportDetails?.transportCall;
  if (!call) return undefined;
  const voyage =
    call.exportVoyageNumberOrReference?.carrierVoyageNumber ?? call.importVoyageNumberOrReference?.carrierVoyageNumber;
  const name = call.vesselTransport?.vesselName;
  const text = [name, voyage].filter(Boolean).join(' ');
  return text === '' ? undefined : text;
}
