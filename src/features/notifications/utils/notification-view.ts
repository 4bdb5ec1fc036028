import type { TFunction } from 'i18next';

import type { ToastType } from '@/components/ui/toast-store';
import { paths } from '@/config/paths';
import type { Notification, NotificationType } from '@/domain/notification/notification-contract';
import { cargoTrackingHref, normaliseTrackingNumber } from '@/domain/tracking/tracking-url';
import { formatDateTimeWithOffset } from '@/lib/format';

/** Most unread notifications the badge counts; above it shows '99+'. */
export const BADGE_MAX = 99;

/** The badge's text: the count, or '99+' above {@link BADGE_MAX}. */
export function badgeText(unreadCount: number): string {
  return unreadCount > BADGE_MAX ? `${BADGE_MAX}+` : String(unreadCount);
}

/** Toast type per notification type (notif-design.md "Toasts"; docs/requirements.md §9 types). */
export const TOAST_TYPE_OF: Record<NotificationType, ToastType> = {
  BOOKING_CONFIRMED: 'success',
  BOOKING_REJECTED: 'error',
  BOOKING_PENDING_UPDATE: 'warningV2',
  VESSEL_DELAYED: 'warning',
  CARGO_DISCHARGED: 'info',
  DRAFT_BL_READY: 'info',
  FREE_TIME_ENDING: 'warning',
  VESSEL_DEPARTED: 'info',
  VESSEL_ARRIVED: 'info',
  CONTAINER_GATED_OUT: 'info',
  CONTAINER_RETURNED: 'info',
};

const OFFSET_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * A local time with its UTC offset as the port shows it ('Dec 3, 14:00 (+01:00)' in English): the wall-clock time of
 * the string itself, not converted to the reader's zone (an ETA is the port's local time, DCSA style). Falls back to
 * the raw string when it is not an offset date-time.
 */
export function formatPortTime(value: string, language: string): string {
  const match = OFFSET_DATE_TIME.exec(value);
  if (!match) return value;
  const [, year, month, day, hour, minute, offset] = match;
  // The wall-clock parts as if they were UTC, formatted in UTC: the digits stay the port's own.
  const wallClock = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute)));
  const text = new Intl.DateTimeFormat(language, {
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
  }).format(wallClock);
  return `${text} (${offset === 'Z' ? '+00:00' : offset})`;
}

/** A port's local date ('yyyy-MM-dd') as the reader's language writes it ('Nov 20'); the raw text when malformed. */
export function formatPortDate(value: string, language: string): string {
  const epochMs = Date.parse(`${value}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(epochMs)) return value;
  return new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(epochMs);
}

/**
 * The one-line text of a notification in the reader's language, built from its fields (the server sends data, not
 * sentences). `t` must have the 'notifications' namespace.
 */
export function notificationText(t: TFunction, notification: Notification, language: string): string {
  const unknown = t('notifications:unknown');
  return t(`notifications:text.${notification.type}`, {
    booking: notification.bookingReference,
    document: notification.transportDocumentReference ?? unknown,
    vessel: notification.vesselName ?? unknown,
    voyage: notification.voyage ?? unknown,
    location: notification.location ?? unknown,
    hours: notification.delayHours ?? unknown,
    eta: notification.newEta ? formatPortTime(notification.newEta, language) : unknown,
    container: notification.equipmentReference ?? unknown,
    kind: notification.freeTimeKind ? t(`notifications:free-time-kind.${notification.freeTimeKind}`) : unknown,
    date: notification.lastFreeDate ? formatPortDate(notification.lastFreeDate, language) : unknown,
  });
}

/**
 * When it happened, relative to `now` in the reader's language ('5 minutes ago', 'yesterday') for the last 24 hours,
 * else 'yyyy-MM-dd HH:mm UTC+09:00' in the reader's IANA `timeZone` (docs/time-polling.md). `occurredAt` is UTC
 * (ISO 8601).
 */
export function formatOccurredAt(occurredAt: string, now: number, language: string, timeZone: string): string {
  const at = Date.parse(occurredAt);
  if (Number.isNaN(at)) return occurredAt;
  const seconds = Math.round((at - now) / 1000);
  const relative = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  if (Math.abs(seconds) < 60) return relative.format(0, 'second');
  const minutes = Math.round(seconds / 60);
  if (Math.abs(minutes) < 60) return relative.format(minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (Math.abs(hours) < 24) return relative.format(hours, 'hour');
  return formatDateTimeWithOffset(occurredAt, timeZone);
}

/** The notification types about a shipment's movement: they open cargo tracking while it is on. */
const TRACKED_TYPES: ReadonlySet<NotificationType> = new Set<NotificationType>([
  'VESSEL_DELAYED',
  'CARGO_DISCHARGED',
  'VESSEL_DEPARTED',
  'VESSEL_ARRIVED',
  'CONTAINER_GATED_OUT',
  'CONTAINER_RETURNED',
]);

/**
 * Where opening a notification leads: booking decisions and the draft B/L to the booking's detail page; a delay or a
 * discharge, a vessel's departure or arrival to the native cargo tracking page by booking number, a container's gate-out
 * or return by container number (while the 'tracking' flag is on, else the booking's detail page); a free time ending to the container's demurrage and detention clocks.
 */
export function notificationHref(notification: Notification, trackingOn: boolean): string {
  if (notification.type === 'DRAFT_BL_READY') return paths.siDetails.href(notification.bookingReference);
  if (notification.type === 'FREE_TIME_ENDING' && notification.equipmentReference) {
    return paths.demurrageDetention.href({ container: notification.equipmentReference });
  }
  const detail = paths.shipmentDetail.href(notification.bookingReference);
  if (!TRACKED_TYPES.has(notification.type)) return detail;
  // A container's own event opens that container's tracking; the others the booking's.
  const container = notification.equipmentReference ?? '';
  const byContainer = notification.type.startsWith('CONTAINER_') ? normaliseTrackingNumber('C', container) : null;
  if (trackingOn && byContainer) return cargoTrackingHref({ kind: 'C', numbers: [byContainer] });
  const number = trackingOn ? normaliseTrackingNumber('K', notification.bookingReference) : null;
  return number ? cargoTrackingHref({ kind: 'K', numbers: [number] }) : detail;
}
