import { sessionStore } from '@/domain/session/session-store';
import { statusPopupStore } from '@/lib/status-popup-store';
import { refreshAccessToken } from '@/services/session/session-refresh';

/**
 * What the legacy bridge asks of the session when a legacy page wants central login although the user is logged in
 *: a session problem, not a reason to send a logged-in user to the login page (which sends them straight
 * back, and the page asks again: a loop).
 */
export interface SessionRepair {
  /** Gets fresh tokens for the current session; rejects when it cannot (refused, expired, or unreachable). */
  refresh: () => Promise<unknown>;
  /** Opens the session-timeout popup (docs/requirements.md §8), which offers to log out and in again. */
  showSessionTimeout: () => void;
}

/**
 * The app's session: a refresh through services/session/session-refresh.ts (its single flight and cross-tab lock; the current access
 * token counts as the refused one, so a real refresh is made) and the popup of lib/status-popup-store.ts.
 */
export const appSessionRepair: SessionRepair = {
  refresh: () => refreshAccessToken(sessionStore.getState().accessToken),
  showSessionTimeout: () => {
    statusPopupStore.getState().show('session-timeout');
  },
};
