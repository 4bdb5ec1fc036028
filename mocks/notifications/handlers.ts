import { http, HttpResponse, type RequestHandler } from 'msw';

import { getRuntimeConfig } from '@/config/runtime-config';
import {
  markReadRequestSchema,
  type Notification,
  NOTIFICATION_EVENT_NAME,
  NOTIFICATIONS_MAX_LIMIT,
  NOTIFICATIONS_PATH,
  NOTIFICATIONS_READ_PATH,
} from '@/domain/notification/notification-contract';

import { verifyAccessToken } from '../auth/auth-db';
import { apiUrl, badRequest, errorResponse } from '../http';
import { alertOutboxHandlers } from './alert-outbox';
import {
  closeFeedConnection,
  FEED_TICK_MS,
  heartbeatFeedConnection,
  isNotificationFeedDown,
  openFeedConnection,
} from './feed-control';
import { listNotifications, markNotificationsRead, newestNotificationId, notificationsAfter } from './notification-db';

/*
 * The mock carrier's notifications API (contract: src/domain/notification/notification-contract.ts; README
 * "Notifications (mock feed)"):
 *
 * GET  {API}/v1/notifications?limit            -> 200 NotificationList (newest first)
 * POST {API}/v1/notifications/read {ids}|{all} -> 200 {unreadCount}
 * GET  {sseUrl} (Last-Event-ID optional)       -> 200 text/event-stream: the replay after Last-Event-ID, then every
 *                                                 notification as it falls due; `: keep-alive` every 15 s
 *
 * 401 UNAUTHORIZED without a valid bearer; 400 INVALID_REQUEST for a bad body or limit; the feed answers 503
 * FEED_UNAVAILABLE while QA keeps it down (./feed-control.ts).
 */

/** Path of the feed: the runtime config's `sseUrl` ('/api/v1/notifications/stream' in mock builds). */
export const NOTIFICATION_FEED_URL = getRuntimeConfig().sseUrl || apiUrl('v1/notifications/stream');
/** A comment line every 15 s keeps proxies from closing an idle stream (contract). */
export const KEEP_ALIVE_MS = 15_000;

async function userOf(request: Request): Promise<string | null> {
  const token = /^Bearer (.+)$/.exec(request.headers.get('Authorization') ?? '')?.[1];
  return token ? verifyAccessToken(token) : null;
}

const notLoggedIn = () => errorResponse(401, 'UNAUTHORIZED', 'Log in to see your notifications.');

/** One SSE message of a notification (contract: id, event, data). */
export function sseMessageOf(notification: Notification): string {
  return `id: ${notification.id}\nevent: ${NOTIFICATION_EVENT_NAME}\ndata: ${JSON.stringify(notification)}\n\n`;
}

let connectionCount = 0;

/**
 * The feed's body for `userId`: first everything after `lastEventId` (or nothing, without it: the list call gave the
 * past), then, checked every {@link FEED_TICK_MS}, every notification as it falls due; a keep-alive comment every
 * {@link KEEP_ALIVE_MS}. Stops every timer when the client aborts (`signal`), cancels the stream, or QA drops the
 * feed (the stream then ends, so the client reconnects).
 */
export function notificationStream(userId: string, lastEventId: string | null, signal: AbortSignal) {
  const encoder = new TextEncoder();
  connectionCount += 1;
  const connectionId = `${Date.now().toString(36)}-${connectionCount}-${Math.random().toString(36).slice(2, 8)}`;
  let cursor = lastEventId ?? newestNotificationId(userId, Date.now());
  let tick: ReturnType<typeof setInterval> | undefined;
  let keepAlive: ReturnType<typeof setInterval> | undefined;
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    clearInterval(tick);
    clearInterval(keepAlive);
    signal.removeEventListener('abort', onAbort);
    closeFeedConnection(connectionId);
  };
  let onAbort = () => {};
  return new ReadableStream<Uint8Array>({
    start(controller) {
      const generation = openFeedConnection(connectionId);
      const send = (text: string) => {
        if (!stopped) controller.enqueue(encoder.encode(text));
      };
      const close = () => {
        if (stopped) return;
        stop();
        controller.close();
      };
      onAbort = () => {
        if (stopped) return;
        stop();
        controller.error(signal.reason);
      };
      if (signal.aborted) {
        onAbort();
        return;
      }
      signal.addEventListener('abort', onAbort);
      const flush = () => {
        for (const notification of notificationsAfter(userId, cursor, Date.now())) {
          send(sseMessageOf(notification));
          cursor = notification.id;
        }
      };
      // A comment first: the response starts at once, before the first notification.
      send(': connected\n\n');
      flush();
      tick = setInterval(() => {
        try {
          if (heartbeatFeedConnection(connectionId) !== generation) {
            close();
            return;
          }
          flush();
        } catch (error) {
          // A broken tick must not keep its timer: the client sees the stream fail and reconnects.
          if (stopped) return;
          stop();
          controller.error(error);
        }
      }, FEED_TICK_MS);
      keepAlive = setInterval(() => {
        send(': keep-alive\n\n');
      }, KEEP_ALIVE_MS);
    },
    cancel() {
      stop();
    },
  });
}

/** The notifications handlers (the bearer check of mocks/auth runs before them). */
export const notificationHandlers: RequestHandler[] = [
  ...alertOutboxHandlers,
  http.get(apiUrl(NOTIFICATIONS_PATH), async ({ request }) => {
    const userId = await userOf(request);
    if (!userId) return notLoggedIn();
    const limitText = new URL(request.url).searchParams.get('limit');
    const limit = limitText === null ? NOTIFICATIONS_MAX_LIMIT : Number(limitText);
    if (!Number.isInteger(limit) || limit < 1 || limit > NOTIFICATIONS_MAX_LIMIT) {
      return errorResponse(
        400,
        'INVALID_REQUEST',
        `limit must be a whole number from 1 to ${NOTIFICATIONS_MAX_LIMIT}.`,
      );
    }
    return HttpResponse.json(listNotifications(userId, Date.now(), limit));
  }),

  http.post(apiUrl(NOTIFICATIONS_READ_PATH), async ({ request }) => {
    const userId = await userOf(request);
    if (!userId) return notLoggedIn();
    const body: unknown = await request.json().catch(() => null);
    const parsed = markReadRequestSchema.safeParse(body);
    if (!parsed.success) return badRequest(parsed.error);
    const ids = 'all' in parsed.data ? 'all' : parsed.data.ids;
    return HttpResponse.json({ unreadCount: markNotificationsRead(userId, ids, Date.now()) });
  }),

  http.get(NOTIFICATION_FEED_URL, async ({ request }) => {
    const userId = await userOf(request);
    if (!userId) return notLoggedIn();
    if (isNotificationFeedDown()) {
      return errorResponse(503, 'FEED_UNAVAILABLE', 'The notification feed is down for a moment: try again.');
    }
    const lastEventId = request.headers.get('Last-Event-ID')?.trim() || null;
    return new HttpResponse(notificationStream(userId, lastEventId, request.signal), {
      headers: {
        'Content-Type': 'text/event-stream',
        'Cache-Control': 'no-cache',
      },
    });
  }),
];
