import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

/**
 * The status popups of docs/requirements.md §8, by kind:
 * - `session-timeout` (401), `rate-limit` (429), `feature-maintenance` (503), `server-timeout` (504, timeout, aborted),
 * - `system-failure` (500 with custom handling: retry and cancel),
 * - `login-required` (401 on an anonymous visitor's call: a login link, no logout, nothing broadcast),
 * - `default-error` (everything else without a custom handler: 'alert-unexpected-error').
 */
export type StatusPopupKind =
  | 'session-timeout'
  | 'rate-limit'
  | 'feature-maintenance'
  | 'server-timeout'
  | 'system-failure'
  | 'access-denied'
  | 'login-required'
  | 'default-error';

/** One open popup. `retries` are the refetches the system-failure popup's retry runs (one per failed query). */
export interface StatusPopup {
  kind: StatusPopupKind;
  retries: Array<() => void>;
  /** Session-timeout only: 'expired' offers Logout; 'loggedOut' shows the login link after every tab logged out. */
  phase: 'expired' | 'loggedOut';
}

/** State of {@link statusPopupStore}: the open popups (at most one per kind) and a pending in-app redirect. */
export interface StatusPopupState {
  popups: StatusPopup[];
  /** In-app path the UI should navigate to (404 with custom handling -> '/404'); null when none. */
  redirectTo: string | null;
}

/** Actions of {@link statusPopupStore}. */
export interface StatusPopupActions {
  /**
   * Opens the popup of `kind` unless one is already open (one failure, one popup: retries, parallel queries and the
   * broadcast from other tabs collapse into it). A repeated system-failure adds its `retry` to the open popup.
   */
  show: (kind: StatusPopupKind, options?: { retry?: () => void }) => void;
  /** Switches the session-timeout popup to its logged-out state (opening it when needed). */
  showLoggedOut: () => void;
  /** Closes the popup of `kind`. */
  dismiss: (kind: StatusPopupKind) => void;
  /** Asks the UI to navigate to an in-app path. */
  redirect: (to: string) => void;
  /** Clears the pending redirect once the UI followed it. */
  clearRedirect: () => void;
  /** Closes everything (tests). */
  reset: () => void;
}

/**
 * The vanilla store the error policy (lib/query-client.ts) and the session sync publish popup requests to; the UI
 * (features/session StatusPopups) renders them. lib/ knows no UI (CONVENTIONS.md).
 */
export const statusPopupStore = createStore<StatusPopupState & StatusPopupActions>()((set, get) => ({
  popups: [],
  redirectTo: null,
  show: (kind, options = {}) => {
    const open = get().popups.find((popup) => popup.kind === kind);
    const retry = options.retry;
    if (open) {
      if (retry) {
        set({
          popups: get().popups.map((popup) =>
            popup === open ? { ...popup, retries: [...popup.retries, retry] } : popup,
          ),
        });
      }
      return;
    }
    set({ popups: [...get().popups, { kind, retries: retry ? [retry] : [], phase: 'expired' }] });
  },
  showLoggedOut: () => {
    const others = get().popups.filter((popup) => popup.kind !== 'session-timeout');
    set({ popups: [...others, { kind: 'session-timeout', retries: [], phase: 'loggedOut' }] });
  },
  dismiss: (kind) => {
    set({ popups: get().popups.filter((popup) => popup.kind !== kind) });
  },
  redirect: (to) => {
    set({ redirectTo: to });
  },
  clearRedirect: () => {
    set({ redirectTo: null });
  },
  reset: () => {
    set({ popups: [], redirectTo: null });
  },
}));

/** React hook reading a slice of {@link statusPopupStore}. */
export function useStatusPopups<T>(selector: (state: StatusPopupState & StatusPopupActions) => T): T {
  return useStore(statusPopupStore, selector);
}

/**
 * Follows the redirects the error policy asks for (404 with custom handling -> '/404') with the router's `navigate`.
 * Returns the unsubscribe function. The app router calls it once.
 */
export function followStatusRedirects(navigate: (to: string) => void): () => void {
  return statusPopupStore.subscribe((state) => {
    if (!state.redirectTo) return;
    const to = state.redirectTo;
    state.clearRedirect();
    navigate(to);
  });
}
