import { useCallback, useEffect, useRef } from 'react';

import type { SessionRepair } from '../utils/session-repair';

/**
 * After a legacy page asked for central login while the user is logged in, how long the same in-app path does not get
 * another session refresh, in ms: a second request within it shows the session-timeout popup (no login loop).
 */
export const LOGIN_REQUEST_QUIET_MS = 60_000;

/**
 * What a logged-in user's legacy page asking for login means: a session problem. Returns the handler: one refresh
 * (then `reloadFrame`, if still mounted), and the session-timeout popup when the refresh fails or the same path
 * (`currentPath`, path and query) asks again within {@link LOGIN_REQUEST_QUIET_MS}.
 */
export function useLoginRequestRepair(
  currentPath: string,
  sessionRepair: SessionRepair,
  reloadFrame: () => void,
): () => void {
  // When each in-app path last had its login request handled while logged in (epoch ms).
  const loginRequests = useRef(new Map<string, number>());
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  return useCallback(() => {
    const now = Date.now();
    const last = loginRequests.current.get(currentPath);
    if (last !== undefined && now - last < LOGIN_REQUEST_QUIET_MS) {
      // The refresh did not satisfy the page: the session cannot be repaired from here.
      sessionRepair.showSessionTimeout();
      return;
    }
    loginRequests.current.set(currentPath, now);
    sessionRepair.refresh().then(
      () => {
        if (mounted.current) reloadFrame();
      },
      () => {
        sessionRepair.showSessionTimeout();
      },
    );
  }, [currentPath, reloadFrame, sessionRepair]);
}
