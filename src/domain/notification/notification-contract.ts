import { z } from '@/config/zod-mini';
import { DND_KINDS } from '@/domain/demurrage-detention/dnd-kinds';
import { unLocationCodeSchema } from '@/domain/location/location-contract';

/*
 * The notifications API contract (docs/requirements.md §7, "server-sent-events feed"): what the carrier
 * tells a logged-in user about their shipments, as a list with read state and as a live feed. Here in domain/, not in
 * a feature: the header's bell, the panel, the toasts and the mock all read it. zod/mini: the bell loads after the
 * first paint, but small still matters.
 *
 * Calls (paths relative to the main API base, bearer required; docs/areas/notifications.md):
 *   GET  v1/notifications?limit         -> 200 {notifications (newest first), unreadCount, lastEventId}
 *   POST v1/notifications/read {ids}    -> 200 {unreadCount}   (marks those read; unknown ids are ignored)
 *   POST v1/notifications/read {all: true} -> 200 {unreadCount} (marks every notification of the user read)
 * The feed (runtime config `sseUrl`, '/api/v1/notifications/stream' in mock builds; bearer required, 401 without):
 *   GET <sseUrl>  header `Last-Event-ID` (optional) -> 200 text/event-stream
 *   Every notification is one SSE message: `id: <notification id>`, `event: notification`, `data: <JSON of
 *   notificationSchema with read false>`. With `Last-Event-ID` the feed first sends, in order, every notification
 *   after that id (nothing missed while the connection was down), then the new ones as they happen; without it, only
 *   the new ones (the list call gives the past, and its `lastEventId` is where the feed should start). A comment line
 *   (`: keep-alive`) every 15 s keeps proxies from closing an idle stream.
 *
 * Notification ids are opaque to the client, unique per user and ordered by the server; the client only compares
 * them for equality (duplicates) and sends the last one back.
 */

/** Path of the notification list. */
export const NOTIFICATIONS_PATH = 'v1/notifications';
/** Path of the mark-as-read call. */
export const NOTIFICATIONS_READ_PATH = 'v1/notifications/read';
/** SSE event name of a notification message on the feed. */
export const NOTIFICATION_EVENT_NAME = 'notification';
/** Most notifications one list call returns (and the default `limit`). */
export const NOTIFICATIONS_MAX_LIMIT = 100;

/**
 * What happened. Booking decisions come from the booking desk (DCSA Booking 2.0 statuses);
 * VESSEL_DELAYED when the ETA at the port of discharge moves later by more than 12 h (VESSEL_DELAY_THRESHOLD_MS,
 * domain/tracking); CARGO_DISCHARGED with the first container discharged at the port of discharge (DCSA T&T
 * DISCHARGED, ACTUAL); DRAFT_BL_READY when a draft transport document is ready to check (DCSA eBL DRAFT; produced once
 * the documentation area lands); FREE_TIME_ENDING when a container's demurrage or detention free time ends within the
 * days of one of the user's alert rules (docs/areas/alerts.md "When an alert fires").
 * The T&T events a user's event rules ask for (DCSA T&T 3.0): VESSEL_DEPARTED from the port of loading (DEPARTED),
 * VESSEL_ARRIVED at the port of discharge (ARRIVED), CONTAINER_GATED_OUT full from the POD's terminal (GATED_OUT,
 * LADEN) and CONTAINER_RETURNED empty (GATED_IN, EMPTY).
 * VESSEL_DELAYED fires by the user's delay rules (the default one: over 12 h), FREE_TIME_ENDING by their free-time
 * rules, the four events by their event rules; the others reach every user.
 */
export const NOTIFICATION_TYPES = [
  'BOOKING_CONFIRMED',
  'BOOKING_REJECTED',
  'BOOKING_PENDING_UPDATE',
  'DRAFT_BL_READY',
  'VESSEL_DELAYED',
  'CARGO_DISCHARGED',
  'FREE_TIME_ENDING',
  'VESSEL_DEPARTED',
  'VESSEL_ARRIVED',
  'CONTAINER_GATED_OUT',
  'CONTAINER_RETURNED',
] as const;
/** One of {@link NOTIFICATION_TYPES}. */
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

const utcDateTime = z.iso.datetime();
const offsetDateTime = z.iso.datetime({ offset: true });
const text = (max: number) => z.string().check(z.minLength(1), z.maxLength(max));

/**
 * One notification. `occurredAt` is UTC ('...Z'); the ETAs are local to the port of discharge with its UTC offset
 * (DCSA eventDateTime style). `bookingReference` is the booking number once confirmed, else the request reference
 * (the shipment detail route takes either). Type-specific fields: vessel/voyage and the ETAs for VESSEL_DELAYED
 * (`delayHours` = new ETA - previous ETA, whole hours, more than the rule's hours); `location` (UN/LOCODE) for
 * VESSEL_DELAYED and CARGO_DISCHARGED (the port of discharge) and FREE_TIME_ENDING (where the clock runs); `reason`
 * (the carrier's feedback message) for BOOKING_REJECTED and BOOKING_PENDING_UPDATE; `transportDocumentReference` (B/L
 * number) for DRAFT_BL_READY and when known; vessel/voyage and `location` (POL, POD) for VESSEL_DEPARTED and
 * VESSEL_ARRIVED; `equipmentReference` and `location` (POD) for CONTAINER_GATED_OUT and CONTAINER_RETURNED; for
 * FREE_TIME_ENDING the container (`equipmentReference`, ISO 6346), the
 * clock's kind (`freeTimeKind`, domain/demurrage-detention) and its last free date (`lastFreeDate`, local at the port).
 */
export const notificationSchema = z.object({
  id: text(100),
  type: z.enum(NOTIFICATION_TYPES),
  occurredAt: utcDateTime,
  bookingReference: text(35),
  transportDocumentReference: z.optional(text(20)),
  vesselName: z.optional(text(50)),
  /** DCSA carrierExportVoyageNumber of the vessel the notification is about. */
  voyage: z.optional(text(50)),
  location: z.optional(unLocationCodeSchema),
  previousEta: z.optional(offsetDateTime),
  newEta: z.optional(offsetDateTime),
  delayHours: z.optional(z.number().check(z.int(), z.minimum(1))),
  equipmentReference: z.optional(text(11)),
  freeTimeKind: z.optional(z.enum(DND_KINDS)),
  lastFreeDate: z.optional(z.iso.date()),
  reason: z.optional(text(5000)),
  /** Whether the user has read it (per user, kept by the server: survives reloads and other devices). */
  read: z.boolean(),
});
/** One notification (see {@link notificationSchema}). */
export type Notification = z.infer<typeof notificationSchema>;

/** Answer of `GET v1/notifications`: newest first; `lastEventId` is the newest id (null when there is none). */
export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  unreadCount: z.number().check(z.int(), z.minimum(0)),
  lastEventId: z.nullable(text(100)),
});
/** Answer of `GET v1/notifications`. */
export type NotificationList = z.infer<typeof notificationListSchema>;

/** Body of `POST v1/notifications/read`: some ids (1..100), or every notification of the user. */
export const markReadRequestSchema = z.union([
  z.object({ ids: z.array(text(100)).check(z.minLength(1), z.maxLength(NOTIFICATIONS_MAX_LIMIT)) }),
  z.object({ all: z.literal(true) }),
]);
/** Body of `POST v1/notifications/read`. */
export type MarkReadRequest = z.infer<typeof markReadRequestSchema>;

/** Answer of `POST v1/notifications/read`: the user's unread count after the change. */
export const markReadResponseSchema = z.object({ unreadCount: z.number().check(z.int(), z.minimum(0)) });
/** Answer of `POST v1/notifications/read`. */
export type MarkReadResponse = z.infer<typeof markReadResponseSchema>;
