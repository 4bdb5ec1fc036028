/*
 * Whether this side of the mock backend judges token expiry. The browser side (the service worker's handlers, run in
 * the page) does, by the page's clock. The server side (mocks/server.ts: requests that bypassed the worker) cannot know
 * the page's clock: Playwright's `page.clock` runs the page days behind the real one, so the server side would call a
 * token the page just got expired, and a request that escaped the worker during a navigation failed with 401 (seen as
 * a console error in e2e on a loaded machine). It checks the signature only (docs/mock-backend.md "Requests that bypass the service
 * worker").
 */

let expiryJudged = true;

/**
 * Switches expiry checks of access and refresh tokens on (default) or off for this module instance. vite.config.ts's
 * mock server plugin turns them off for the server side; tests turn them back on.
 */
export function setTokenExpiryJudged(judged: boolean): void {
  expiryJudged = judged;
}

/** The time (epoch ms) a token's `exp` is compared with: `now`, or -Infinity where expiry is not judged. */
export function expiryJudgedAt(now: number): number {
  return expiryJudged ? now : Number.NEGATIVE_INFINITY;
}
