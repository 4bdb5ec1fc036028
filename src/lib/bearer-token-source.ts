import { loginRequiredError } from '@/lib/api-error';

/**
 * What the HTTP client needs from the session, and nothing more (CONVENTIONS.md: lib/ is infrastructure and knows no
 * session). The app layer registers the session's implementation at start-up (app/session-wiring.ts); until then, and
 * where nothing registers one (tests of public calls), requests go out anonymous. A module of its own, without axios,
 * so the app shell can register the source without loading the HTTP client.
 */
export interface BearerTokenSource {
  /** The access token to attach when a protected request is (re)sent, or null when nobody is logged in. Rejects with ApiError. */
  current: () => Promise<string | null>;
  /**
   * A fresh access token after `refused` got a 401 (null when the request went without one). Rejects with ApiError
   * (401 SESSION_EXPIRED or LOGIN_REQUIRED, status 0 SESSION_CHANGED or AUTH_UNAVAILABLE: see the session's refresh).
   */
  refresh: (refused: string | null) => Promise<string>;
}

const ANONYMOUS: BearerTokenSource = {
  current: () => Promise.resolve(null),
  refresh: () => Promise.reject(loginRequiredError()),
};

let source: BearerTokenSource = ANONYMOUS;

/** Registers the session's {@link BearerTokenSource} (the app layer, once at start-up; tests may register their own). */
export function registerBearerTokenSource(next: BearerTokenSource): void {
  source = next;
}

/** The registered {@link BearerTokenSource} (anonymous until one is registered). */
export function bearerTokenSource(): BearerTokenSource {
  return source;
}
