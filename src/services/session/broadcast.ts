import { z } from '@/config/zod-mini';
import type { CurrentUser } from '@/domain/session/session-contract';
import {
  closeRawSessionChannel,
  openSessionChannel,
  setSessionChannelHandler,
} from '@/services/session/session-channel';

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
 * - `refreshed`: a tab rotated the tokens of session `sessionId`; the others of that session take them into memory.
 * - `logged-in`: a tab logged in; the others re-read the persisted session.
 * - `logged-out`: a tab logged out; `reason` 'session-timeout' when it came from the session-timeout popup (the other
 *   tabs then show the popup's logged-out state and close if they can), 'refresh-failed' when the server refused the
 *   refresh token, 'user' for the avatar menu.
 * - `session-timeout`: a tab found no valid refresh token; the others show the session-timeout popup too.
 */
export const sessionMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('refreshed'),
    sessionId: z.string(),
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

const listeners = new Set<Listener>();

function dispatch(data: unknown): void {
  const parsed = sessionMessageSchema.safeParse(data);
  // Anything else on the channel is dropped silently (security-notes.md: validate every message).
  if (!parsed.success) return;
  for (const listener of listeners) listener(parsed.data);
}

/** Sends `message` to the other tabs of the portal. A no-op where BroadcastChannel is missing. */
export function postSessionMessage(message: SessionMessage): void {
  openSessionChannel()?.postMessage(message);
}

/**
 * Calls `listener` with every valid message from other tabs, starting with those that arrived since the channel opened
 * at start-up (services/session/session-channel.ts) when it is the first listener. Returns the unsubscribe function.
 */
export function onSessionMessage(listener: Listener): () => void {
  listeners.add(listener);
  if (listeners.size === 1) setSessionChannelHandler(dispatch);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) setSessionChannelHandler(null);
  };
}

/** Closes the channel (tests, so each test starts with a fresh one). */
export function closeSessionChannel(): void {
  closeRawSessionChannel();
  listeners.clear();
}
