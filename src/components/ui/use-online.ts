import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => onlineManager.subscribe(onChange);
const isOnline = () => onlineManager.isOnline();
// Server rendering has no connection to lose.
const isOnlineOnServer = () => true;

/**
 * Whether the browser is online as TanStack Query sees it (its onlineManager follows the window's `online` and
 * `offline` events): while false, a mutation (networkMode "online", lib/query-client.ts) waits paused and leaves once
 * it turns true again. Re-renders on every change.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, isOnlineOnServer);
}
