import { z } from 'zod';

/**
 * Build-time configuration read from `import.meta.env` (Vite `VITE_*` variables; see `.env.example` and README
 * "Configuration"). Every URL may be absolute (`https://api.example.com/api`) or a same-origin path (`/api`).
 *
 * Shape: {@link Env}. Throws a `ZodError` at start-up when a variable is malformed, so a broken deployment fails loudly
 * instead of calling the wrong host.
 */
export const envSchema = z.object({
  /** Main carrier API base URL (schedules, reference data, ...). Spec section 7 "main API". */
  VITE_API_BASE_URL: z.string().min(1).default('/api'),
  /** Legacy e-commerce API base URL. Spec section 7. */
  VITE_LEGACY_API_BASE_URL: z.string().min(1).default('/ecom-api'),
  /** Auth endpoint (login, token refresh). */
  VITE_AUTH_URL: z.string().min(1).default('/auth'),
  /** Server-sent-events feed. */
  VITE_SSE_URL: z.string().min(1).default('/api/v1/events'),
  /** Socket endpoint. */
  VITE_SOCKET_URL: z.string().min(1).default('wss://localhost/socket'),
  /** Feature-flag relay. */
  VITE_FEATURE_FLAG_RELAY_URL: z.string().min(1).default('/flags'),
  /** Geolocation lookup (gives userCountryCode for anonymous users). */
  VITE_GEOLOCATION_URL: z.string().min(1).default('/geo'),
  /** Exact origin of the legacy portal shown in the iframe (scheme://host:port, no path). */
  VITE_LEGACY_ORIGIN: z.url().default('http://127.0.0.1:4174'),
  /** HMAC-SHA256 request-date secret; empty means requests are not signed. */
  VITE_REQUEST_DATE_SECRET: z.string().default(''),
  /** 'true' starts the MSW mock carrier backend in the browser before the app renders. */
  VITE_ENABLE_MOCKS: z.enum(['true', 'false']).default('false'),
});

/** The validated build configuration: every `VITE_*` variable as a string. */
export type Env = z.infer<typeof envSchema>;

/** The validated configuration of this build. */
export const env: Env = envSchema.parse(import.meta.env);
