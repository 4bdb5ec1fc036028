import { z } from '@/config/zod-mini';

// No top-level work in this module: a production build reads the runtime config file instead, never calls readEnv(),
// and so drops this module and zod from the app shell (the shell budget, docs/performance.md). zod/mini keeps dev and mock builds small.

const text = (fallback: string) => z._default(z.string().check(z.minLength(1)), fallback);

/**
 * Build-time configuration read from `import.meta.env` (Vite `VITE_*` variables; see `.env.example` and README
 * "Configuration"). Every URL may be absolute (`https://api.example.com/api`) or a same-origin path (`/api`).
 * A production build takes its endpoints from the runtime config file instead (`src/config/runtime-config.ts`);
 * these variables serve development, mock builds and tests.
 *
 * Shape: {@link Env}. Built on first use (see {@link readEnv}).
 */
export const envSchema = () =>
  z.object({
    /** Main carrier API base URL (schedules, reference data, ...). docs/requirements.md §7 "main API". */
    VITE_API_BASE_URL: text('/api'),
    /** Legacy e-commerce API base URL (docs/requirements.md §7). */
    VITE_LEGACY_API_BASE_URL: text('/ecom-api'),
    /** Auth endpoint (login, token refresh). */
    VITE_AUTH_URL: text('/auth'),
    /** Server-sent-events feed. */
    VITE_SSE_URL: text('/api/v1/notifications/stream'),
    /** Socket endpoint. */
    VITE_SOCKET_URL: text('wss://localhost/socket'),
    /** Feature-flag relay. */
    VITE_FEATURE_FLAG_RELAY_URL: text('/flags'),
    /** Geolocation lookup (gives userCountryCode for anonymous users). */
    VITE_GEOLOCATION_URL: text('/geo'),
    /** Exact origin of the legacy portal shown in the iframe (scheme://host:port, no path). */
    VITE_LEGACY_ORIGIN: z._default(z.url(), 'http://127.0.0.1:4174'),
    /** HMAC-SHA256 request-date secret; empty means requests are not signed. */
    VITE_REQUEST_DATE_SECRET: z._default(z.string(), ''),
    /** Where web-vitals reports (LCP, INP, CLS) are posted; empty turns reporting off. */
    VITE_WEB_VITALS_URL: z._default(z.string(), ''),
    /** 'true' starts the MSW mock carrier backend in the browser before the app renders. */
    VITE_ENABLE_MOCKS: z._default(z.enum(['true', 'false']), 'false'),
  });

/** The validated build configuration: every `VITE_*` variable as a string. */
export type Env = z.infer<ReturnType<typeof envSchema>>;

let env: Env | undefined;

/**
 * The validated configuration of this build ({@link envSchema} over `import.meta.env`), parsed once. Throws a
 * `ZodError` when a variable is malformed, so a broken build fails loudly at start-up instead of calling the wrong host.
 */
export function readEnv(): Env {
  if (!env) {
    env = envSchema().parse(import.meta.env);
  }
  return env;
}
