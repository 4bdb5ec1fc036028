import { http, HttpResponse, type RequestHandler } from 'msw';

import { type AlertOutboxEmail, alertOutboxOf } from '../alerts/alert-store';
import { ALERT_OUTBOX_QA_PATH } from '../alerts/handlers';
import { apiUrl } from '../http';
import type { ServerNotification } from './derivation';
import { alertsDue } from './notification-db';

/*
 * The QA outbox of alert e-mails (docs/areas/alerts.md "The outbox"): the stored "added to an alert" e-mails and one
 * e-mail per recipient of each rule that fired an alert still in the notification window (14 days). The alerts are
 * derived like the notifications (./alert-firing.ts). Here, not in mocks/alerts: the rules do not depend on the
 * notifications, the outbox does, so every tab and every read list the same e-mails once.
 */

/** The e-mail subject of a fired alert (English: the carrier's e-mails are not the portal's UI strings). */
function subjectOf(notification: ServerNotification): string {
  switch (notification.type) {
    case 'FREE_TIME_ENDING':
      return `Free time of container ${notification.equipmentReference ?? ''} at ${notification.location ?? ''}: last free day ${notification.lastFreeDate ?? ''}`;
    case 'VESSEL_DELAYED':
      return `${notification.vesselName ?? 'Vessel'} ${notification.voyage ?? ''} delayed ${String(notification.delayHours ?? '')} h at ${notification.location ?? ''}, booking ${notification.bookingReference}`;
    case 'VESSEL_DEPARTED':
      return `${notification.vesselName ?? 'Vessel'} ${notification.voyage ?? ''} departed ${notification.location ?? ''} with booking ${notification.bookingReference}`;
    case 'VESSEL_ARRIVED':
      return `${notification.vesselName ?? 'Vessel'} ${notification.voyage ?? ''} arrived at ${notification.location ?? ''} with booking ${notification.bookingReference}`;
    case 'CONTAINER_GATED_OUT':
      return `Container ${notification.equipmentReference ?? ''} picked up full at ${notification.location ?? ''}`;
    case 'CONTAINER_RETURNED':
      return `Empty container ${notification.equipmentReference ?? ''} returned at ${notification.location ?? ''}`;
    case 'CARGO_DISCHARGED':
      return `Cargo of booking ${notification.bookingReference} discharged at ${notification.location ?? ''}`;
    default:
      return `Booking ${notification.bookingReference}: ${notification.type}`;
  }
}

/**
 * Every e-mail the mock would have sent for `userId`'s alerts by `nowMs` (epoch ms), oldest first: the stored
 * ADDED_TO_ALERT ones and, per fired alert in the window, one ALERT e-mail per address on the rules that fired it
 * (an address on two of them gets one).
 */
export function alertOutboxAt(userId: string, nowMs: number): AlertOutboxEmail[] {
  const fired: AlertOutboxEmail[] = [];
  for (const { notification, rules } of alertsDue(userId, nowMs)) {
    const sent = new Set<string>();
    for (const rule of rules) {
      for (const to of rule.recipients) {
        if (sent.has(to.toLowerCase())) continue;
        sent.add(to.toLowerCase());
        fired.push({
          to,
          kind: 'ALERT',
          subject: subjectOf(notification),
          ruleId: rule.id,
          ruleName: rule.name,
          sentDateTime: notification.occurredAt,
          notificationId: notification.id,
        });
      }
    }
  }
  return [...alertOutboxOf(userId), ...fired].sort((a, b) => Date.parse(a.sentDateTime) - Date.parse(b.sentDateTime));
}

/** `GET {API}/v1/qa/alert-outbox?userId=` (QA, no bearer; mocks/alerts/handlers.ts): {@link alertOutboxAt} now. */
export const alertOutboxHandlers: RequestHandler[] = [
  http.get(apiUrl(ALERT_OUTBOX_QA_PATH), ({ request }) => {
    const userId = new URL(request.url).searchParams.get('userId') ?? '';
    return HttpResponse.json({ emails: userId ? alertOutboxAt(userId, Date.now()) : [] });
  }),
];
