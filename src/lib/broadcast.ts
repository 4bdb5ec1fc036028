import { z } from '@/config/zod-mini';
import type { CurrentUser } from '@/lib/session-store';

/** Name of the BroadcastChannel the tabs of the portal share for session events (spec section 4). */
export const SESSION_CHANNEL_NAME = 'one-ecom-session';

const currentUserSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  companyName: z.string(),
  userId: z.string(),
  customerCode: z.string(),
  customerCountry: z.string(),
}) satisfies z.ZodMiniType<CurrentUser>;

/**
 * Messages between tabs (same origin only, by the BroadcastChannel's nature):
 * - `refreshed`: a tab rotated the tokens; the others take the new access token into memory.
 * - `logged-in`: a tab logged in; the others re-read the persisted session.
 * - `logged-out`: a tab logged out; `reason` 'session-timeout' when it came from the session-timeout popup (the other
 *   tabs then show the popup's logged-out state and close if they can), 'refresh-failed' when the server refused the
 *   refresh token, 'user' for the avatar menu.
 * - `session-timeout`: a tab found no valid refresh token; the others show the session-timeout popup too.
 */
export const sessionMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('refreshed'),
    accessToken: z.string(),
    refreshToken: z.string(),
    expiresRefreshAt: z.string(),
  }),
  z.object({ type: z.literal('logged-in'), user: currentUserSchema }),
  z.object({ type: z.literal('logged-out'), reason: z.enum(['user', 'session-timeout', 'refresh-failed']) }),
  z.object({ type: z.literal('session-timeout') }),
]);

/** One message of {@link sessionMessageSchema}. */
export type SessionMessage = z.infer<typeof sessionMessageSchema>;

type Listener = (message: SessionMessage) => void;

let channel: BroadcastChannel | null | undefined;
const listeners = new Set<Listener>();

// One channel per page for sending and receiving: a BroadcastChannel never hears its own messages, so a tab does not
// react to what it sent itself.
function getChannel(): BroadcastChannel | null {
  if (channel !== undefined) return channel;
  if (typeof BroadcastChannel === 'undefined') {
    channel = null;
    return channel;
  }
  channel = new BroadcastChannel(SESSION_CHANNEL_NAME);
  channel.onmessage = (event: MessageEvent<unknown>) => {
    const parsed = sessionMessageSchema.safeParse(event.data);
    // Anything else on the channel is dropped silently (security-notes.md: validate every message).
    if (!parsed.success) return;
    for (const listener of listeners) listener(parsed.data);
  };
  return channel;
}

/** Sends `message` to the other tabs of the portal. A no-op where BroadcastChannel is missing. */
export function postSessionMessage(message: SessionMessage): void {
  getChannel()?.postMessage(message);
}

/** Calls `listener` with every valid message from other tabs. Returns the unsubscribe function. */
export function onSessionMessage(listener: Listener): () => void {
  getChannel();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Closes the channel (tests, so each test starts with a fresh one). */
export function closeSessionChannel(): void {
  channel?.close();
  channel = undefined;
  listeners.clear();
}
