import { type DropReason, type LegacyMessage, parseLegacyMessage } from './legacy-messages';

/** What a message must come from: the exact legacy origin and this iframe's window. */
export interface MessageGuardOptions {
  /** Exact origin of the legacy portal ('http://127.0.0.1:4174'): compared with ===, never by prefix or pattern. */
  legacyOrigin: string;
  /** The iframe's contentWindow; null while the frame is not attached (then nothing is accepted). */
  frameWindow: Window | null;
  /** Called for every dropped message (the host logs them in development). */
  onDrop?: (reason: DropReason, event: MessageEvent) => void;
}

/**
 * The guard of every incoming message (security-notes.md, OWASP HTML5 cheat sheet): accepted only when
 * `event.origin` is exactly the legacy origin, `event.source` is the iframe's own window, and the data validates
 * against one of the message schemas. Returns the validated message, or null (and calls `onDrop`) otherwise.
 */
export function acceptLegacyMessage(event: MessageEvent, options: MessageGuardOptions): LegacyMessage | null {
  const drop = (reason: DropReason) => {
    options.onDrop?.(reason, event);
    return null;
  };
  if (typeof event.origin !== 'string' || event.origin !== options.legacyOrigin) return drop('origin');
  if (options.frameWindow === null || event.source !== options.frameWindow) return drop('source');
  const parsed = parseLegacyMessage(event.data);
  return parsed.ok ? parsed.message : drop(parsed.reason);
}
