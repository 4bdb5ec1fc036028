import { createParser, type EventSourceMessage } from 'eventsource-parser';

import { getRuntimeConfig } from '@/config/runtime-config';
import {
  type Notification,
  NOTIFICATION_EVENT_NAME,
  notificationSchema,
} from '@/domain/notification/notification-contract';
import { CLIENT_ERROR_CODES, parseRetryAfter } from '@/lib/api-error';
import { type BearerTokenSource, bearerTokenSource } from '@/lib/bearer-token-source';
import { signRequest } from '@/lib/request-signing';

/*
 * The client of the notification feed (docs/requirements.md §7 "server-sent-events feed"): a `fetch`
 * stream, not EventSource, because the feed needs the bearer and tokens never go in URLs. One instance per tab that
 * holds the feed (feed-leader.ts decides which). Parsing is eventsource-parser's; reconnecting is ours: the server's
 * `retry:` field is ignored, the backoff below applies to every drop, and a `Retry-After` of a 429 or 503 answer (of the
 * feed or of the token refresh) is waited for when it is longer.
 */

/** First reconnect delay, in ms; it doubles per failed attempt (1 s, 2 s, 4 s ...). */
export const FEED_BACKOFF_BASE_MS = 1000;
/** Longest reconnect delay, in ms (30 s). */
export const FEED_BACKOFF_MAX_MS = 30_000;
/** A connection open at least this long (ms) counts as stable: the next drop starts the backoff at 1 s again. */
export const FEED_STABLE_MS = 10_000;
/** Largest SSE message the parser buffers (characters); a longer one is a broken stream and drops the connection. */
const MAX_MESSAGE_CHARS = 256 * 1024;

/**
 * Reconnect delay in ms before attempt `attempt` (0 for the first retry after a drop): min(30 s, 1 s * 2^attempt),
 * times a jitter factor from 0.8 to 1.2 (`random` in [0, 1)) so many clients dropped at once do not come back at
 * once, and never more than {@link FEED_BACKOFF_MAX_MS}.
 */
export function feedBackoffMs(attempt: number, random: number): number {
  const base = Math.min(FEED_BACKOFF_MAX_MS, FEED_BACKOFF_BASE_MS * 2 ** Math.max(0, attempt));
  return Math.round(Math.min(FEED_BACKOFF_MAX_MS, base * (0.8 + 0.4 * random)));
}

/** The feed's state as this tab sees it; 'reconnecting' covers the wait and the new attempt after a drop. */
export type FeedState = 'connecting' | 'open' | 'reconnecting';

/** Why a feed stopped for good: `stop()` was called, or the server refused the bearer even after one refresh. */
export type FeedStopReason = 'stopped' | 'unauthorized';

/** Options of {@link startNotificationFeed}. */
export interface NotificationFeedOptions {
  /** Where to resume: sent as `Last-Event-ID` on the first connection (null: only new notifications). */
  lastEventId: string | null;
  /** Each valid notification message, in the server's order, with its event id (already the new last event id). */
  onNotification: (notification: Notification, eventId: string) => void;
  /** Every change of the connection state. */
  onState?: (state: FeedState) => void;
  /** The feed stopped for good (called once; not after `stop()`). */
  onStop?: (reason: FeedStopReason) => void;
  /** The feed URL, read at each attempt (default: runtime config `sseUrl`). */
  url?: () => string;
  /** Default: the registered bearer token source of lib/bearer-token-source.ts (the session's). */
  tokens?: BearerTokenSource;
  /** The request-date secret for request signing, read at each attempt (default: runtime config). */
  requestDateSecret?: () => string;
  /** Default: global fetch. */
  fetch?: typeof fetch;
  /** Jitter source in [0, 1) (default Math.random). */
  random?: () => number;
}

/** A running feed. */
export interface NotificationFeed {
  /** Aborts the connection and any pending reconnect; no callback runs after it. Idempotent. */
  stop: () => void;
  /** The id of the last message received (or the starting id): what a reconnect sends as `Last-Event-ID`. */
  lastEventId: () => string | null;
}

class UnauthorizedError extends Error {}

function isAbort(error: unknown, signal: AbortSignal): boolean {
  return signal.aborted || (error instanceof DOMException && error.name === 'AbortError');
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) {
      resolve();
      return;
    }
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    function onAbort() {
      clearTimeout(timer);
      resolve();
    }
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/** A refresh failure the session keeps its login through (network, busy auth server): retry later, do not give up. */
function isTransientAuthFailure(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { status?: unknown }).status === 0 &&
    (error as { code?: unknown }).code === CLIENT_ERROR_CODES.AUTH_UNAVAILABLE
  );
}

/** An ApiError of the token source that ends the login (401 SESSION_EXPIRED / LOGIN_REQUIRED, SESSION_CHANGED). */
function isRefusedLogin(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { status, code } = error as { status?: unknown; code?: unknown };
  return status === 401 || code === CLIENT_ERROR_CODES.SESSION_CHANGED;
}

/**
 * Opens the notification feed (`GET <sseUrl>` with `Authorization: Bearer`, `Accept: text/event-stream`,
 * `Last-Event-ID` when known, and the Request-Date/Signature headers when a request-date secret is configured, as the
 * API client signs) and keeps it open: after a drop, a network error or a non-2xx answer it reconnects after
 * {@link feedBackoffMs} (1 s, 2 s, 4 s ... 30 s, with jitter; back to 1 s after a connection that stayed open
 * {@link FEED_STABLE_MS}), sending the last event id so nothing is missed. A 401 refreshes the token once through the
 * bearer token source and retries at once; a second 401 in a row, a refused refresh or no token at all (logged out)
 * stops the feed with 'unauthorized'. Messages other than `event: notification` and notifications that fail the
 * contract's schema are skipped (their id still advances the last event id, as in EventSource). Never throws.
 */
export function startNotificationFeed(options: NotificationFeedOptions): NotificationFeed {
  const controller = new AbortController();
  const { signal } = controller;
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const tokens = options.tokens ?? bearerTokenSource();
  const url = options.url ?? (() => getRuntimeConfig().sseUrl);
  const secret = options.requestDateSecret ?? (() => getRuntimeConfig().requestDateSecret);
  const random = options.random ?? Math.random;
  let lastEventId = options.lastEventId;
  let state: FeedState | null = null;
  /** Set when a 401 made us refresh; cleared once a connection opens (the next 401, hours later, may refresh again). */
  let refreshedAfter401 = false;
  /** When the current connection opened (epoch ms), null while not open. */
  let openedAt: number | null = null;
  const openFor = () => (openedAt === null ? 0 : Date.now() - openedAt);
  // A function, not the property: TypeScript would narrow `signal.aborted` to false across the awaits.
  const stopped = () => signal.aborted;

  const setState = (next: FeedState) => {
    if (signal.aborted || state === next) return;
    state = next;
    options.onState?.(next);
  };

  const handleMessage = (message: EventSourceMessage) => {
    if (signal.aborted) return;
    if (message.id !== undefined && message.id !== '') lastEventId = message.id;
    if (message.event !== NOTIFICATION_EVENT_NAME || !message.id) return;
    let data: unknown;
    try {
      data = JSON.parse(message.data);
    } catch {
      return;
    }
    const parsed = notificationSchema.safeParse(data);
    if (parsed.success) options.onNotification(parsed.data, message.id);
  };

  /**
   * One connection, from request to the end of its stream; resolves when the stream ends or the answer is not 2xx,
   * with the wait in ms a 429 or 503 answer asked for (`Retry-After`), if any.
   */
  const connectOnce = async (token: string): Promise<number | undefined> => {
    const target = url();
    const headers: Record<string, string> = { Accept: 'text/event-stream', Authorization: `Bearer ${token}` };
    if (lastEventId) headers['Last-Event-ID'] = lastEventId;
    const requestDateSecret = secret();
    if (requestDateSecret) Object.assign(headers, await signRequest(target, requestDateSecret));
    const response = await doFetch(target, { headers, signal, cache: 'no-store', credentials: 'same-origin' });
    if (response.status === 401) throw new UnauthorizedError();
    if (!response.ok || !response.body) {
      await response.body?.cancel().catch(() => undefined);
      return response.status === 429 || response.status === 503
        ? parseRetryAfter(response.headers.get('Retry-After'))
        : undefined;
    }
    openedAt = Date.now();
    refreshedAfter401 = false;
    setState('open');
    const parser = createParser({ onEvent: handleMessage, maxBufferSize: MAX_MESSAGE_CHARS });
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done || signal.aborted) break;
        parser.feed(decoder.decode(value, { stream: true }));
      }
    } finally {
      reader.releaseLock();
    }
    return undefined;
  };

  const run = async () => {
    let attempt = 0;
    let first = true;
    while (!stopped()) {
      setState(first ? 'connecting' : 'reconnecting');
      first = false;
      let token: string | null = null;
      /** The wait the server asked for (Retry-After), in ms, when longer than the backoff. */
      let serverWaitMs: number | undefined;
      openedAt = null;
      try {
        token = await tokens.current();
        if (stopped()) return;
        if (!token) {
          options.onStop?.('unauthorized');
          return;
        }
        serverWaitMs = await connectOnce(token);
      } catch (error) {
        if (isAbort(error, signal)) return;
        if (error instanceof UnauthorizedError) {
          if (refreshedAfter401) {
            options.onStop?.('unauthorized');
            return;
          }
          refreshedAfter401 = true;
          try {
            await tokens.refresh(token);
            continue;
          } catch (refreshError) {
            if (stopped()) return;
            if (!isTransientAuthFailure(refreshError)) {
              options.onStop?.('unauthorized');
              return;
            }
            serverWaitMs = (refreshError as { retryAfterMs?: number }).retryAfterMs;
            refreshedAfter401 = false;
          }
        } else if (isTransientAuthFailure(error)) {
          // The token source could not refresh (the auth service busy or down): wait as long as it asked.
          serverWaitMs = (error as { retryAfterMs?: number }).retryAfterMs;
        } else if (isRefusedLogin(error)) {
          // The token source itself gave up (session expired, logged out meanwhile): nothing to reconnect with.
          options.onStop?.('unauthorized');
          return;
        }
        // Anything else (network error, a stream cut, a parser overflow) is a drop like any other: reconnect below.
      }
      if (stopped()) return;
      if (openFor() >= FEED_STABLE_MS) attempt = 0;
      setState('reconnecting');
      await wait(Math.max(feedBackoffMs(attempt, random()), serverWaitMs ?? 0), signal);
      attempt += 1;
    }
  };

  void run().catch((error: unknown) => {
    // run() catches every failure of a connection; this is a bug guard, not a path.
    if (!signal.aborted) console.warn('The notification feed stopped unexpectedly:', error);
  });

  return {
    stop: () => {
      controller.abort();
    },
    lastEventId: () => lastEventId,
  };
}
