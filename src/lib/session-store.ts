import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

/** Login state of spec section 4. */
export type LoginStatus = 'loggedOut' | 'loggedIn';

/** The current user (spec section 3 "Current user"). `customerCountry` is an ISO 3166-1 alpha-2 code. */
export interface CurrentUser {
  firstName: string;
  lastName: string;
  companyName: string;
  userId: string;
  customerCode: string;
  customerCountry: string;
}

/**
 * Login tokens (spec section 3). `expiresRefreshAt` is an ISO 8601 instant (UTC) after which the refresh token is
 * no longer accepted.
 */
export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
  expiresRefreshAt: string;
}

/** What the UI and the HTTP client read. The access token lives only here, in memory. */
export interface SessionState {
  status: LoginStatus;
  user: CurrentUser | null;
  accessToken: string | null;
}

/** Actions on the session. The session issue (issue 3) owns persistence of the refresh token and cross-tab sync. */
export interface SessionActions {
  /** Marks the user logged in with these tokens. */
  logIn: (user: CurrentUser, tokens: SessionTokens) => void;
  /** Replaces the access token after a refresh. */
  setAccessToken: (accessToken: string) => void;
  /** Clears user and tokens: loggedOut. */
  logOut: () => void;
}

const LOGGED_OUT: SessionState = { status: 'loggedOut', user: null, accessToken: null };

/**
 * The session as a vanilla zustand store, so the HTTP client can read it outside React (CONVENTIONS.md "Data").
 * Shape: {@link SessionState} & {@link SessionActions}.
 */
export const sessionStore = createStore<SessionState & SessionActions>()((set) => ({
  ...LOGGED_OUT,
  logIn: (user, tokens) => {
    set({ status: 'loggedIn', user, accessToken: tokens.accessToken });
  },
  setAccessToken: (accessToken) => {
    set({ accessToken });
  },
  logOut: () => {
    set(LOGGED_OUT);
  },
}));

/** React hook reading a slice of the session: `useSession((s) => s.status)`. */
export function useSession<T>(selector: (state: SessionState & SessionActions) => T): T {
  return useStore(sessionStore, selector);
}
