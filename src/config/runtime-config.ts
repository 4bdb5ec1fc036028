import { env } from '@/config/env';

/**
 * Runtime configuration (issue 6): the endpoints one production build needs per environment. The production build
 * reads them at start from a config file served beside index.html (loader: issue 6); development, mock builds and
 * tests take them from the build's `.env` ({@link env}).
 *
 * All URLs are absolute or same-origin paths. `scheduleRedirectWeeks` is the default date range, in weeks, of the
 * legacy bridge's "redirect to schedule" message (spec section 9).
 */
export interface RuntimeConfig {
  apiBaseUrl: string;
  legacyApiBaseUrl: string;
  authUrl: string;
  sseUrl: string;
  socketUrl: string;
  featureFlagRelayUrl: string;
  geolocationUrl: string;
  /** Exact origin of the legacy portal (scheme://host[:port], no path). */
  legacyOrigin: string;
  /** HMAC-SHA256 request-date secret; '' means requests are not signed. */
  requestDateSecret: string;
  scheduleRedirectWeeks: number;
  /** Where web-vitals reports (LCP, INP, CLS) are posted; '' turns reporting off. */
  webVitalsUrl: string;
}

/** The configuration taken from the build's `.env` (development, mock builds, tests). */
export function configFromEnv(): RuntimeConfig {
  return {
    apiBaseUrl: env.VITE_API_BASE_URL,
    legacyApiBaseUrl: env.VITE_LEGACY_API_BASE_URL,
    authUrl: env.VITE_AUTH_URL,
    sseUrl: env.VITE_SSE_URL,
    socketUrl: env.VITE_SOCKET_URL,
    featureFlagRelayUrl: env.VITE_FEATURE_FLAG_RELAY_URL,
    geolocationUrl: env.VITE_GEOLOCATION_URL,
    legacyOrigin: env.VITE_LEGACY_ORIGIN,
    requestDateSecret: env.VITE_REQUEST_DATE_SECRET,
    scheduleRedirectWeeks: 4,
    webVitalsUrl: '',
  };
}

let current: RuntimeConfig | undefined;

/** The active configuration: the one set by {@link setRuntimeConfig}, else {@link configFromEnv}. Never throws. */
export function getRuntimeConfig(): RuntimeConfig {
  current ??= configFromEnv();
  return current;
}

/** Replaces the active configuration (the start-up loader; tests). */
export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}
