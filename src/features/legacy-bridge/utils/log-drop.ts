import type { DropReason } from './legacy-messages';

/** Notes a dropped legacy message in development builds; production stays silent (a hostile page could flood it). */
export function logDrop(reason: DropReason | 'navigate-target', detail: unknown): void {
  if (import.meta.env.DEV) console.warn(`[legacy-bridge] dropped a message (${reason})`, detail);
}
