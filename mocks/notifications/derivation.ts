import { ALERT_DELAY_HOURS_MIN } from '@/config/limits';
import type { Booking, StatusHistoryEntry, Transport } from '@/domain/booking/booking-answer-contract';
import type { Notification, NotificationType } from '@/domain/notification/notification-contract';

import { placeOf } from '../booking/sailings';
import { hashInt, hashString } from '../schedule/data/random';
import { isoUtc, isoWithOffset } from '../schedule/data/zoned-time';
import { isTracked } from '../tracking/event-generation';
import { blNumberOf } from '../tracking/identifiers';
import { confirmationsOf } from '../tracking/journey';
import { LATE_HOURS_MAX, legDelays, TRACKING_SEED } from '../tracking/late-voyages';

/*
 * The notifications one booking gives (docs/areas/notifications.md "Notifications (mock feed)"), derived from what the mock already knows:
 * the booking's status history (mocks/booking/lifecycle.ts: a decision falls due at `pending.decideAtMs`, and its
 * history entry carries that instant) and its tracking events (mocks/tracking/event-generation.ts: late voyages and
 * the discharge at the port of discharge). Pure: the same booking and window give the same notifications, ids and
 * order, in every tab and on the server side.
 */

const HOUR_MS = 3_600_000;

/** A notification as the server keeps it: the contract's fields without the per-user read flag. */
export type ServerNotification = Omit<Notification, 'read'>;

/**
 * The id of a notification: the instant it occurred (epoch ms, 13 digits, zero-padded) and a hash of what it is
 * about, so ids sort in the server's order (occurredAt, then hash) as plain strings and stay the same on every call.
 * `key` names the event within its booking (type, history index or tracking step).
 */
export function notificationId(occurredMs: number, bookingReference: string, key: string): string {
  const hash = hashString(`${bookingReference}|${key}`).toString(36).padStart(7, '0');
  return `${String(occurredMs).padStart(13, '0')}-${hash}`;
}

/** The instant (epoch ms) a notification id says it occurred (the order key's first part). */
export function occurredMsOfId(id: string): number {
  return Number(id.slice(0, 13));
}

/** Epoch ms floored to the second: what the ISO texts (`occurredAt`, status history) can say. */
function toSecond(epochMs: number): number {
  return Math.floor(epochMs / 1000) * 1000;
}

function typeOfEntry(entry: StatusHistoryEntry): NotificationType | undefined {
  if (entry.bookingCancellationStatus !== undefined) return undefined;
  if (entry.amendedBookingStatus === 'AMENDMENT_CONFIRMED') return 'BOOKING_CONFIRMED';
  if (entry.amendedBookingStatus === 'AMENDMENT_DECLINED') return 'BOOKING_REJECTED';
  if (entry.amendedBookingStatus !== undefined) return undefined;
  switch (entry.bookingStatus) {
    case 'CONFIRMED':
      return 'BOOKING_CONFIRMED';
    case 'REJECTED':
    case 'DECLINED':
      return 'BOOKING_REJECTED';
    case 'PENDING_UPDATE':
    case 'PENDING_AMENDMENT':
      return 'BOOKING_PENDING_UPDATE';
    default:
      return undefined;
  }
}

/** The reference a notification shows: the booking number once the booking has one, else the request reference. */
function referenceOf(booking: Booking): string {
  return booking.carrierBookingReference ?? booking.carrierBookingRequestReference;
}

/**
 * The booking desk's decisions in `booking`'s status history as notifications, oldest first: CONFIRMED (and a
 * confirmed amendment) -> BOOKING_CONFIRMED; REJECTED, DECLINED (and a declined amendment) -> BOOKING_REJECTED with
 * the carrier's reason; PENDING_UPDATE, PENDING_AMENDMENT -> BOOKING_PENDING_UPDATE with the reason. Steps the user
 * took (received, cancelled) give none. `occurredAt` is the history entry's instant (when the decision fell due).
 */
export function bookingNotificationsOf(booking: Booking): ServerNotification[] {
  const bookingReference = referenceOf(booking);
  return booking.statusHistory.flatMap((entry, index) => {
    const type = typeOfEntry(entry);
    if (!type) return [];
    const occurredMs = toSecond(Date.parse(entry.dateTime));
    const notification: ServerNotification = {
      id: notificationId(occurredMs, booking.carrierBookingRequestReference, `${type}#${index}`),
      type,
      occurredAt: isoUtc(occurredMs),
      bookingReference,
      ...(type !== 'BOOKING_CONFIRMED' && entry.reason ? { reason: entry.reason.slice(0, 5000) } : {}),
    };
    return [notification];
  });
}

function vesselLegsOf(booking: Booking): Transport[] {
  return [...(booking.transportPlan ?? [])]
    .filter((leg) => leg.transportPlanStage === 'MNC')
    .sort((a, b) => a.transportPlanStageSequenceNumber - b.transportPlanStageSequenceNumber);
}

/**
 * The instant (epoch ms) after which `booking` can give no tracking notification any more: its planned arrival at the
 * port of discharge plus the longest delays and the discharge (a cheap bound, to skip old bookings without
 * generating their events). Undefined when it is not tracked.
 */
export function trackingHorizonMs(booking: Booking): number | undefined {
  const legs = vesselLegsOf(booking);
  const last = legs.at(-1);
  if (!last || !isTracked(booking)) return undefined;
  return Date.parse(last.plannedArrivalDateTime) + legs.length * LATE_HOURS_MAX * HOUR_MS + 13 * HOUR_MS;
}

/** A late voyage of a plan as its notification tells it (shared by every booking on the plan). */
interface PlanDelay {
  index: number;
  leg: Transport;
  knownMs: number;
  occurredAt: string;
  previousEta: string;
  newEta: string;
  delayHours: number;
}

/**
 * What the tracking notifications of a plan share: its first and last vessel legs, POL and POD, the delays, and the
 * departure from the POL and arrival at the POD as the tracking events date them (plan plus delays).
 */
interface VoyageFacts {
  firstLeg: Transport;
  lastLeg: Transport;
  pol: string;
  pod: string;
  delays: PlanDelay[];
  departureMs: number;
  arrivalMs: number;
}

// Generated bookings on one sailing share its plan array: its delays (time zone arithmetic) are computed once.
const voyageFacts = new WeakMap<Transport[], VoyageFacts | null>();

function voyageFactsOf(plan: Transport[]): VoyageFacts | null {
  const cached = voyageFacts.get(plan);
  if (cached !== undefined) return cached;
  const legs = [...plan]
    .filter((leg) => leg.transportPlanStage === 'MNC')
    .sort((a, b) => a.transportPlanStageSequenceNumber - b.transportPlanStageSequenceNumber);
  const [firstLeg] = legs;
  const lastLeg = legs.at(-1);
  if (!firstLeg || !lastLeg) {
    voyageFacts.set(plan, null);
    return null;
  }
  const pod = lastLeg.dischargeLocation.UNLocationCode;
  const podZone = placeOf(pod).timeZone;
  const plannedEtaMs = Date.parse(lastLeg.plannedArrivalDateTime);
  // The tracking events' delays (mocks/tracking/late-voyages.ts); those of the POD arrival in the order they are learnt.
  const lists = legDelays(
    legs,
    legs.map((leg) => Date.parse(leg.plannedDepartureDateTime)),
    legs.map((leg) => Date.parse(leg.plannedArrivalDateTime)),
  );
  const arrivalDelays = [...(lists.arrivals.at(-1) ?? [])].sort((a, b) => a.knownAtMs - b.knownAtMs);
  const departureMs = (lists.departures[0] ?? []).reduce(
    (sum, delay) => sum + delay.ms,
    Date.parse(firstLeg.plannedDepartureDateTime),
  );
  const delays: PlanDelay[] = [];
  let shiftMs = 0;
  for (const delay of arrivalDelays) {
    const leg = legs[delay.legIndex];
    // Every delay a rule could fire on (the smallest rule threshold); the user's rules pick (mocks/alerts/alert-firing.ts).
    if (leg && delay.ms > ALERT_DELAY_HOURS_MIN * HOUR_MS) {
      const knownMs = toSecond(delay.knownAtMs);
      const previousEtaMs = plannedEtaMs + shiftMs;
      delays.push({
        index: delay.legIndex,
        leg,
        knownMs,
        occurredAt: isoUtc(knownMs),
        previousEta: isoWithOffset(previousEtaMs, podZone),
        newEta: isoWithOffset(previousEtaMs + delay.ms, podZone),
        delayHours: Math.round(delay.ms / HOUR_MS),
      });
    }
    shiftMs += delay.ms;
  }
  const pol = firstLeg.loadLocation.UNLocationCode;
  const facts = { firstLeg, lastLeg, pol, pod, delays, departureMs, arrivalMs: plannedEtaMs + shiftMs };
  voyageFacts.set(plan, facts);
  return facts;
}

/**
 * The vessel's departure from the POL (VESSEL_DEPARTED) and arrival at the POD (VESSEL_ARRIVED) with the booking, at
 * the instants the tracking events make them ACTUAL; listed only for the user's event rules (./alert-firing.ts).
 */
function vesselEventsOf(booking: Booking, voyage: VoyageFacts): ServerNotification[] {
  const bookingReference = referenceOf(booking);
  const event = (type: 'VESSEL_DEPARTED' | 'VESSEL_ARRIVED', leg: Transport, location: string, atMs: number) => {
    const occurredMs = toSecond(atMs);
    return {
      id: notificationId(occurredMs, booking.carrierBookingRequestReference, type),
      type,
      occurredAt: isoUtc(occurredMs),
      bookingReference,
      transportDocumentReference: blNumberOf(bookingReference),
      ...(leg.vesselName ? { vesselName: leg.vesselName } : {}),
      ...(leg.carrierExportVoyageNumber ? { voyage: leg.carrierExportVoyageNumber } : {}),
      location,
    };
  };
  return [
    event('VESSEL_DEPARTED', voyage.firstLeg, voyage.pol, voyage.departureMs),
    event('VESSEL_ARRIVED', voyage.lastLeg, voyage.pod, voyage.arrivalMs),
  ];
}

/**
 * The tracking notifications of a tracked booking (any time; the caller keeps those due), oldest first:
 * - VESSEL_DELAYED for each late voyage of its plan (mocks/tracking `lateVoyage`) whose delay moves the ETA at the port
 *   of discharge by more than the smallest delay a rule can name (ALERT_DELAY_HOURS_MIN; the user's delay rules then
 *   decide which are listed, mocks/notifications/notification-db.ts): when the carrier learns it (half way through that
 *   leg, on the timeline the earlier delays moved, as the tracking events say), with the vessel and voyage of the late
 *   leg, the POD, the ETA before and after (POD local time with offset) and the delay in whole hours;
 * - CARGO_DISCHARGED when the first container is discharged (ACTUAL) at the port of discharge;
 * - VESSEL_DEPARTED and VESSEL_ARRIVED (the user's event rules pick them).
 * All carry the B/L number. None for a booking that is not tracked (not confirmed, cancelled, no vessel leg).
 * With `range` (epoch ms), a discharge that cannot fall in it is not computed (generating the events is the costly
 * part; the POD discharge is 2-12 h after the delayed arrival): the caller keeps only what falls in the range anyway.
 */
export function trackingNotificationsOf(
  booking: Booking,
  range?: { fromMs: number; toMs: number },
): ServerNotification[] {
  if (!isTracked(booking)) return [];
  const voyage = voyageFactsOf(booking.transportPlan ?? []);
  if (!voyage) return [];
  const { lastLeg, pod } = voyage;
  const bookingReference = referenceOf(booking);
  const transportDocumentReference = blNumberOf(bookingReference);
  // A delay the carrier knew before it issued this booking's plan is in the plan's estimates already (tracking shows
  // it from the start): only one learnt later is news.
  const { planIssuedMs } = confirmationsOf(booking);
  const news = voyage.delays.filter((delay) => delay.knownMs > planIssuedMs);
  const notifications: ServerNotification[] = news.map((delay) => ({
    id: notificationId(delay.knownMs, booking.carrierBookingRequestReference, `VESSEL_DELAYED#${delay.index}`),
    type: 'VESSEL_DELAYED',
    occurredAt: delay.occurredAt,
    bookingReference,
    transportDocumentReference,
    ...(delay.leg.vesselName ? { vesselName: delay.leg.vesselName } : {}),
    ...(delay.leg.carrierExportVoyageNumber ? { voyage: delay.leg.carrierExportVoyageNumber } : {}),
    location: pod,
    previousEta: delay.previousEta,
    newEta: delay.newEta,
    delayHours: delay.delayHours,
  }));
  notifications.push(...vesselEventsOf(booking, voyage));
  const { arrivalMs } = voyage;
  if (range && (arrivalMs + 13 * HOUR_MS < range.fromMs || arrivalMs > range.toMs)) {
    return notifications.sort(compareNotifications);
  }
  // The tracking mock's discharge at the POD (event-generation.ts, DISC of the last leg): 2-12 h after the delayed
  // arrival, per container slot; the first one is the notification. The unit tests check it against the events.
  const bookingNumber = booking.carrierBookingReference ?? booking.carrierBookingRequestReference;
  const units = (booking.confirmedEquipments ?? booking.requestedEquipments).reduce(
    (sum, equipment) => sum + equipment.units,
    0,
  );
  const discharges = Array.from(
    { length: units },
    (_, slot) => arrivalMs + hashInt(2, 12, TRACKING_SEED, bookingNumber, slot, 'discharge') * HOUR_MS,
  );
  if (discharges.length > 0) {
    const dischargedMs = toSecond(Math.min(...discharges));
    notifications.push({
      id: notificationId(dischargedMs, booking.carrierBookingRequestReference, 'CARGO_DISCHARGED'),
      type: 'CARGO_DISCHARGED',
      occurredAt: isoUtc(dischargedMs),
      bookingReference,
      transportDocumentReference,
      ...(lastLeg.vesselName ? { vesselName: lastLeg.vesselName } : {}),
      ...(lastLeg.carrierExportVoyageNumber ? { voyage: lastLeg.carrierExportVoyageNumber } : {}),
      location: pod,
    });
  }
  return notifications.sort(compareNotifications);
}

/** Every notification of `booking` (booking desk and tracking), in the server's order; `range` as above. */
export function notificationsOfBooking(
  booking: Booking,
  range?: { fromMs: number; toMs: number },
): ServerNotification[] {
  return [...bookingNotificationsOf(booking), ...trackingNotificationsOf(booking, range)].sort(compareNotifications);
}

/** The server's order: by id (occurredAt first, see {@link notificationId}). */
export function compareNotifications(a: { id: string }, b: { id: string }): number {
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
