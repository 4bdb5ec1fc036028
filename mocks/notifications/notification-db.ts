import type { Notification, NotificationList } from '@/domain/notification/notification-contract';
import { NOTIFICATIONS_MAX_LIMIT } from '@/domain/notification/notification-contract';

import { storedBookingsOf } from '../booking/booking-store';
import { seededBooking } from '../booking/seed';
import { anchorOf, seededCount } from '../booking/seed-variants';
import { defineUserCollection, defineUserDocument } from '../db';
import { draftsIssuedOf } from '../documentation/si-store';
import { isoUtc } from '../schedule/data/zoned-time';
import {
  containerEventAlerts,
  delayRulesFiring,
  enabledAlertRulesOf,
  eventRulesFiring,
  type FiredAlert,
  freeTimeAlerts,
} from './alert-firing';
import {
  compareNotifications,
  notificationId,
  notificationsOfBooking,
  occurredMsOfId,
  type ServerNotification,
  trackingHorizonMs,
} from './derivation';

/*
 * The notifications of each user in the mock database (docs/areas/notifications.md "Notifications (mock feed)"): derived on read from the
 * user's bookings (./derivation.ts) at "now", plus the test notifications QA pushed, with the user's read state.
 *
 * Scale: the forwarder has ~10,000 generated bookings. Their notifications are derived once per user and week (the
 * generated bookings only change with the week, mocks/booking/seed.ts `anchorOf`) and only those that can fall in the
 * window are kept; every read then filters that list by "now". Stored bookings (created or changed by the user) are
 * few and are derived live on every read, so a decision that just fell due shows at once.
 */

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

/** The notification types listed only when one of the user's alert rules fires them (docs/areas/alerts.md). */
const RULE_ONLY: ReadonlySet<string> = new Set(['VESSEL_DELAYED', 'VESSEL_DEPARTED', 'VESSEL_ARRIVED']);

/** How far back the list goes (ms): notifications older than 14 days are no longer listed or replayed. */
export const NOTIFICATION_WINDOW_MS = 14 * DAY_MS;

/**
 * How many of the notifications that occurred before the user's first look start unread: the newest few, so a demo
 * user sees a small unread count on login (the rest of their history starts read, as in a real portal).
 */
export const INITIALLY_UNREAD = 3;

/**
 * The read state of one user: `baselineMs`, when the notifications were first asked for (what occurred before it
 * starts read but for the newest {@link INITIALLY_UNREAD}); `readThrough`, the newest id at the last "mark all read"
 * (every id up to it is read); `readIds`, ids marked read one by one after it.
 */
interface ReadState {
  baselineMs: number;
  readThrough: string | null;
  readIds: string[];
}

const readStates = defineUserDocument<ReadState>('notification-read', () => undefined);

/** The test notifications QA pushed (`__ONE_MOCKS__.pushTestNotification`), by id. */
const testNotifications = defineUserCollection<ServerNotification>('notification-tests', { idOf: (item) => item.id });

/** The user's read state, created at `nowMs` on first use (the baseline is the first look). */
function readStateOf(userId: string, nowMs: number): ReadState {
  const stored = readStates.get(userId);
  if (stored) return stored;
  const fresh: ReadState = { baselineMs: nowMs, readThrough: null, readIds: [] };
  readStates.set(userId, fresh);
  return fresh;
}

/** A generated booking's notification with the request reference of the booking it comes from. */
interface GeneratedNotification {
  source: string;
  notification: ServerNotification;
  occurredMs: number;
}

const generatedCache = new Map<string, { anchorMs: number; notifications: GeneratedNotification[] }>();

/**
 * Notifications of the user's generated bookings that can fall in the window of any instant of the week of `nowMs`
 * (from 14 days before the week's start), sorted, with the request reference each comes from. Cached per user and
 * week: generating 10,000 bookings is the costly part.
 */
function generatedNotifications(userId: string, nowMs: number): GeneratedNotification[] {
  const anchorMs = anchorOf(nowMs);
  const cached = generatedCache.get(userId);
  if (cached?.anchorMs === anchorMs) return cached.notifications;
  const fromMs = anchorMs - NOTIFICATION_WINDOW_MS;
  const notifications: GeneratedNotification[] = [];
  for (let index = 0; index < seededCount(userId); index += 1) {
    const generated = seededBooking(userId, index, nowMs);
    if (!generated) continue;
    const { booking } = generated;
    // Cheap skips first: an old booking whose last step and cargo are both long done gives nothing in the window.
    const lastStepMs = Date.parse(booking.updatedDateTime);
    const horizon = trackingHorizonMs(booking);
    if (lastStepMs < fromMs && (horizon === undefined || horizon < fromMs)) continue;
    for (const notification of notificationsOfBooking(booking, { fromMs, toMs: anchorMs + WEEK_MS })) {
      if (occurredMsOfId(notification.id) >= fromMs) {
        notifications.push({
          source: booking.carrierBookingRequestReference,
          notification,
          occurredMs: Date.parse(notification.occurredAt),
        });
      }
    }
  }
  notifications.sort((a, b) => compareNotifications(a.notification, b.notification));
  generatedCache.set(userId, { anchorMs, notifications });
  return notifications;
}

/**
 * Every notification of `userId` due at `nowMs` (occurred at or before it, within the last 14 days) with the alert
 * rules that fired it (docs/areas/alerts.md "When an alert fires"; empty for what every user gets), in the server's
 * order (oldest first): generated bookings (those the user changed come from the stored copy), stored bookings derived
 * live, QA's test notifications, the carrier's drafts, the free-time alerts and the container events rules ask for. A
 * vessel's delay, departure or arrival is listed only when one of the user's rules fires it. Unique by id.
 */
export function alertsDue(userId: string, nowMs: number): FiredAlert[] {
  const fromMs = nowMs - NOTIFICATION_WINDOW_MS;
  const inWindow = (notification: ServerNotification) => {
    const occurredMs = Date.parse(notification.occurredAt);
    return occurredMs >= fromMs && occurredMs <= nowMs;
  };
  const rules = enabledAlertRulesOf(userId);
  const byId = new Map<string, FiredAlert>();
  const add = (notification: ServerNotification, references: readonly (string | undefined)[]) => {
    const firing =
      notification.type === 'VESSEL_DELAYED'
        ? delayRulesFiring(rules, notification, references)
        : eventRulesFiring(rules, notification, references);
    // A delay and a vessel's departure or arrival are news only when a rule asks for them.
    if (firing.length > 0 || !RULE_ONLY.has(notification.type))
      byId.set(notification.id, { notification, rules: firing });
  };
  const stored = storedBookingsOf(userId, nowMs);
  const overridden = new Set(stored.map((booking) => booking.carrierBookingRequestReference));
  // Read every tick of an open feed: no copies of the (up to thousands of) cached notifications here.
  for (const { source, notification, occurredMs } of generatedNotifications(userId, nowMs)) {
    if (occurredMs >= fromMs && occurredMs <= nowMs && !overridden.has(source)) {
      add(notification, [notification.bookingReference, source]);
    }
  }
  for (const booking of stored) {
    for (const notification of notificationsOfBooking(booking)) {
      if (inWindow(notification))
        add(notification, [notification.bookingReference, booking.carrierBookingRequestReference]);
    }
  }
  for (const notification of testNotifications.list(userId)) {
    if (inWindow(notification)) byId.set(notification.id, { notification, rules: [] });
  }
  // The carrier's drafts of the SIs the user sent or acted on: one per draft, the B/L to check.
  for (const draft of draftsIssuedOf(userId, fromMs, nowMs, nowMs)) {
    const notification: ServerNotification = {
      id: notificationId(draft.atMs, draft.carrierBookingReference, `DRAFT_BL_READY-${String(draft.atMs)}`),
      type: 'DRAFT_BL_READY',
      occurredAt: isoUtc(draft.atMs),
      bookingReference: draft.carrierBookingReference,
      transportDocumentReference: draft.transportDocumentReference,
    };
    byId.set(notification.id, { notification, rules: [] });
  }
  for (const alert of freeTimeAlerts(userId, rules, fromMs, nowMs)) byId.set(alert.notification.id, alert);
  for (const alert of containerEventAlerts(userId, rules, fromMs, nowMs)) byId.set(alert.notification.id, alert);
  return [...byId.values()].sort((a, b) => compareNotifications(a.notification, b.notification));
}

/** The notifications of {@link alertsDue}, without the rules. */
export function notificationsDue(userId: string, nowMs: number): ServerNotification[] {
  return alertsDue(userId, nowMs).map((alert) => alert.notification);
}

/** A read-flag function for the user's notifications due at `nowMs` (`due`: {@link notificationsDue}). */
function readFlagOf(userId: string, due: readonly ServerNotification[], nowMs: number) {
  const state = readStateOf(userId, nowMs);
  const readIds = new Set(state.readIds);
  const beforeBaseline = due.filter((notification) => occurredMsOfId(notification.id) < state.baselineMs);
  const initiallyUnread = new Set(beforeBaseline.slice(-INITIALLY_UNREAD).map((notification) => notification.id));
  return (notification: ServerNotification): boolean =>
    readIds.has(notification.id) ||
    (state.readThrough !== null && notification.id <= state.readThrough) ||
    (occurredMsOfId(notification.id) < state.baselineMs && !initiallyUnread.has(notification.id));
}

/**
 * The answer of `GET v1/notifications` for `userId` at `nowMs`: the newest `limit` (1..100) first, with their read
 * flags; `unreadCount` over every notification in the window (not only the page); `lastEventId` the newest id (where
 * the feed starts), null when there is none.
 */
export function listNotifications(userId: string, nowMs: number, limit = NOTIFICATIONS_MAX_LIMIT): NotificationList {
  const due = notificationsDue(userId, nowMs);
  const isRead = readFlagOf(userId, due, nowMs);
  const unreadCount = due.filter((notification) => !isRead(notification)).length;
  const notifications: Notification[] = due
    .slice(-limit)
    .reverse()
    .map((notification) => ({ ...notification, read: isRead(notification) }));
  return { notifications, unreadCount, lastEventId: due.at(-1)?.id ?? null };
}

/** The user's unread count at `nowMs`. */
export function unreadCountOf(userId: string, nowMs: number): number {
  return listNotifications(userId, nowMs, 1).unreadCount;
}

/**
 * Marks notifications of `userId` read at `nowMs` (`POST v1/notifications/read`): the given ids (unknown ones are
 * ignored), or `'all'`: every notification due now. Returns the unread count after the change.
 */
export function markNotificationsRead(userId: string, ids: readonly string[] | 'all', nowMs: number): number {
  const due = notificationsDue(userId, nowMs);
  const state = readStateOf(userId, nowMs);
  if (ids === 'all') {
    const newest = due.at(-1)?.id ?? null;
    const readThrough =
      state.readThrough === null || (newest !== null && newest > state.readThrough) ? newest : state.readThrough;
    // Ids at or before the mark are covered by it: only later ones stay listed one by one.
    readStates.set(userId, {
      ...state,
      readThrough,
      readIds: state.readIds.filter((id) => readThrough === null || id > readThrough),
    });
  } else {
    const known = new Set(due.map((notification) => notification.id));
    const readIds = new Set(state.readIds);
    for (const id of ids) if (known.has(id)) readIds.add(id);
    readStates.set(userId, { ...state, readIds: [...readIds].sort() });
  }
  return unreadCountOf(userId, nowMs);
}

/**
 * The notifications of `userId` due at `nowMs` that come after `afterId` in the server's order (the feed's replay and
 * its new events), oldest first; with `afterId` null, every due one. Sent on the feed unread (contract).
 */
export function notificationsAfter(userId: string, afterId: string | null, nowMs: number): Notification[] {
  return notificationsDue(userId, nowMs)
    .filter((notification) => afterId === null || notification.id > afterId)
    .map((notification) => ({ ...notification, read: false }));
}

/** The newest id of `userId` due at `nowMs`, or null (where a feed without Last-Event-ID starts). */
export function newestNotificationId(userId: string, nowMs: number): string | null {
  return notificationsDue(userId, nowMs).at(-1)?.id ?? null;
}

/**
 * Adds a test notification for `userId`, due at `nowMs` (QA, `__ONE_MOCKS__.pushTestNotification`): a
 * BOOKING_CONFIRMED of a made-up booking unless `partial` says otherwise (its id and `occurredAt` are the mock's).
 * Returns it as the feed will send it.
 */
export function pushTestNotification(
  userId: string,
  partial: Partial<Omit<Notification, 'id' | 'occurredAt' | 'read'>> = {},
  nowMs: number = Date.now(),
): Notification {
  const earlier = testNotifications.list(userId);
  // Its id sorts after every id due now (the feed sends what comes after the last id it sent, and "mark all read"
  // covers the ids up to the newest), also after one that occurred in the same millisecond.
  const newest = newestNotificationId(userId, nowMs);
  const idMs = Math.max(
    nowMs,
    newest === null ? 0 : occurredMsOfId(newest) + 1,
    ...earlier.map((item) => occurredMsOfId(item.id) + 1),
  );
  const notification: ServerNotification = {
    type: 'BOOKING_CONFIRMED',
    bookingReference: 'TEST0000001',
    ...partial,
    id: notificationId(idMs, `test-${userId}`, String(earlier.length)),
    occurredAt: isoUtc(nowMs),
  };
  testNotifications.put(userId, notification);
  return { ...notification, read: false };
}
