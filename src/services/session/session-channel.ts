/**
 * The raw BroadcastChannel the portal's tabs share for session events, opened at start-up and buffering what arrives
 * until a handler is set (the validating sync loads lazily with its zod schemas, and a tab starting up
 * must not miss another tab's `refreshed` or `logged-out` meanwhile). Framework-free and without zod, so the app shell
 * can open it before the first render. Validation and dispatch: services/session/broadcast.ts.
 */

/** Name of the BroadcastChannel the tabs of the portal share for session events (docs/requirements.md §4). */
export const SESSION_CHANNEL_NAME = 'one-ecom-session';

/** Messages kept while nobody handles them; older ones are dropped first (a burst of events is never this long). */
const MAX_BUFFERED = 50;

let channel: BroadcastChannel | null | undefined;
let buffered: unknown[] = [];
let handler: ((data: unknown) => void) | null = null;

/**
 * Opens the channel once per page (idempotent) and starts listening at once. Returns it, or null where BroadcastChannel
 * is missing or there is no page (Node: the build-time prerender, whose process an open channel would keep alive
 * forever). A BroadcastChannel never hears its own messages, so a tab does not react to what it sent itself.
 */
export function openSessionChannel(): BroadcastChannel | null {
  if (channel !== undefined) return channel;
  if (typeof BroadcastChannel === 'undefined' || typeof window === 'undefined') {
    channel = null;
    return channel;
  }
  channel = new BroadcastChannel(SESSION_CHANNEL_NAME);
  channel.onmessage = (event: MessageEvent<unknown>) => {
    if (handler) {
      handler(event.data);
      return;
    }
    buffered.push(event.data);
    if (buffered.length > MAX_BUFFERED) buffered.shift();
  };
  return channel;
}

/**
 * Sets the one handler of incoming messages (raw `event.data`, unvalidated) and hands it, in order, what arrived since
 * the channel opened. Null stops handling (messages are buffered again).
 */
export function setSessionChannelHandler(next: ((data: unknown) => void) | null): void {
  openSessionChannel();
  handler = next;
  if (!next) return;
  const pending = buffered;
  buffered = [];
  for (const data of pending) next(data);
}

/** Closes the channel and forgets the buffer and handler (tests, so each test starts with a fresh one). */
export function closeRawSessionChannel(): void {
  channel?.close();
  channel = undefined;
  buffered = [];
  handler = null;
}
