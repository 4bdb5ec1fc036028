import { sessionStore } from '@/domain/session/session-store';
import { statusPopupStore } from '@/lib/status-popup-store';
import { onSessionMessage } from '@/services/session/broadcast';

/**
 * Applies the other tabs' session events to this tab (docs/requirements.md §4):
 * - `refreshed`: takes the rotated tokens into memory (no second refresh needed here);
 * - `logged-in`: re-reads the persisted session;
 * - `logged-out`: logs out here too; after a logout from the session-timeout popup, this tab's popup switches to its
 *   logged-out state (login link) and the tab closes itself if the browser lets it (see {@link closeTabIfAllowed});
 * - `session-timeout`: opens this tab's own session-timeout popup (deduplicated per tab).
 * Returns the function that stops listening. Call once at start-up.
 */
export function startSessionSync(): () => void {
  return onSessionMessage((message) => {
    const session = sessionStore.getState();
    switch (message.type) {
      case 'refreshed':
        // Memory only: the refreshing tab already persisted these, and a late message must never overwrite a
        // newer rotation in storage (that would resurrect a used refresh token and trip reuse detection).
        if (session.status === 'loggedIn' && session.sessionId === message.sessionId) {
          sessionStore.setState({
            accessToken: message.accessToken,
            refreshToken: message.refreshToken,
            expiresRefreshAt: message.expiresRefreshAt,
          });
        }
        break;
      case 'logged-in':
        session.hydrate();
        break;
      case 'logged-out':
        session.logOut();
        if (message.reason === 'session-timeout') {
          statusPopupStore.getState().showLoggedOut();
          closeTabIfAllowed();
        }
        break;
      case 'session-timeout':
        statusPopupStore.getState().show('session-timeout');
        break;
    }
  });
}

/**
 * Closes this tab when the portal's script opened it (`window.opener` set): browsers refuse `window.close()` for
 * other tabs, which then keep showing the login link instead.
 */
export function closeTabIfAllowed(): void {
  if (typeof window !== 'undefined' && window.opener) window.close();
}
