import { readEnv } from '@/config/env';
import { EFINANCE_SURVEY_INTERVAL_MINUTES } from '@/config/limits';
import type { runtimeConfigSchema } from '@/config/runtime-config-schema';
import type { z } from '@/config/zod-mini';

/**
 * Runtime configuration: the endpoints one production build needs per environment, the output type of
 * {@link runtimeConfigSchema} (fields and defaults documented there). The production build reads them at start from
 * `config.json` served beside index.html ({@link loadRuntimeConfig}); development, mock builds and tests take them from
 * the build's `.env` ({@link configFromEnv}). A type-only import: the schema and zod stay in their own chunk.
 */
export type RuntimeConfig = z.output<typeof runtimeConfigSchema>;

/** The configuration taken from the build's `.env` (development, mock builds, tests). */
export function configFromEnv(): RuntimeConfig {
  const env = readEnv();
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
    eFinanceSurveyIntervalMinutes: EFINANCE_SURVEY_INTERVAL_MINUTES,
    webVitalsUrl: env.VITE_WEB_VITALS_URL,
  };
}

/** The part of the schema module (runtime-config-schema.ts) the loader uses. */
export interface SchemaModule {
  validateRuntimeConfig: (
    body: unknown,
  ) => { ok: true; config: RuntimeConfig } | { ok: false; fields: string[]; insecure: string[] };
}

let current: RuntimeConfig | undefined;

/**
 * The active configuration: the one set by {@link setRuntimeConfig} (the start-up loader), else, outside production
 * builds, {@link configFromEnv}. Throws in a production build that has not loaded its config file yet (a programming
 * error: main.tsx loads it before anything renders).
 */
export function getRuntimeConfig(): RuntimeConfig {
  if (!current) {
    if (READS_CONFIG_FILE) throw new Error('The runtime configuration was read before config.json was loaded.');
    current = configFromEnv();
  }
  return current;
}

/** Replaces the active configuration (the start-up loader; tests). */
export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

/**
 * Why the config file could not be used: not served (`missing`), not JSON (`unreadable`), wrong fields (`invalid`:
 * every bad field; `insecure` those among them that use http:// or ws:// outside localhost), or the chunk holding
 * its schema could not be fetched (`checker-unavailable`: a network failure, or a deployment replaced the build).
 */
export type RuntimeConfigProblem =
  | { kind: 'missing'; status: number }
  | { kind: 'unreadable' }
  | { kind: 'invalid'; fields: string[]; insecure: string[] }
  | { kind: 'checker-unavailable' };

/** Thrown by {@link loadRuntimeConfigFile}: the file's URL and what is wrong with it. */
export class RuntimeConfigError extends Error {
  constructor(
    readonly url: string,
    readonly problem: RuntimeConfigProblem,
  ) {
    super(`Runtime configuration ${url}: ${problem.kind}`);
    this.name = 'RuntimeConfigError';
  }
}

/** URL of the runtime config file: `config.json` beside index.html (`/one-ecom/config.json`). */
export const RUNTIME_CONFIG_URL = `${import.meta.env.BASE_URL}config.json`;

/**
 * Fetches and validates the runtime config file (default {@link RUNTIME_CONFIG_URL}). Resolves to the parsed
 * configuration with defaults filled in. Rejects with {@link RuntimeConfigError} when the file is not served (any
 * non-2xx status; status 0 for a network failure), is not JSON, or fails the zod schema of
 * src/config/runtime-config-schema.ts (naming every bad field, e.g. `apiBaseUrl`), or when that schema's own chunk
 * cannot be fetched (`checker-unavailable`). `loadSchema` imports the schema module (replaceable in tests, where a
 * chunk cannot fail to load).
 */
export async function loadRuntimeConfigFile(
  url: string = RUNTIME_CONFIG_URL,
  loadSchema: () => Promise<SchemaModule> = () => import('@/config/runtime-config-schema'),
): Promise<RuntimeConfig> {
  // The schema (and zod with it) is a chunk of its own, fetched beside the file: not part of the first-load JavaScript
  // the first paint waits for.
  const schema = loadSchema();
  // Its failure surfaces below, where the schema is needed; until then it must not count as unhandled.
  schema.catch(() => undefined);
  let response: Response;
  try {
    // A plain GET so the <link rel="preload"> of index.html serves it; the server sends Cache-Control: no-cache, so a
    // changed file applies on the next page load.
    response = await fetch(url);
  } catch {
    throw new RuntimeConfigError(url, { kind: 'missing', status: 0 });
  }
  if (!response.ok) throw new RuntimeConfigError(url, { kind: 'missing', status: response.status });
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new RuntimeConfigError(url, { kind: 'unreadable' });
  }
  let validateRuntimeConfig: SchemaModule['validateRuntimeConfig'];
  try {
    ({ validateRuntimeConfig } = await schema);
  } catch {
    // Uncaught, main.tsx would stop before rendering anything: a blank page. The start-up error page offers a reload,
    // which also fetches the chunk names of a build deployed meanwhile.
    throw new RuntimeConfigError(url, { kind: 'checker-unavailable' });
  }
  const result = validateRuntimeConfig(body);
  if (!result.ok) {
    throw new RuntimeConfigError(url, { kind: 'invalid', fields: result.fields, insecure: result.insecure });
  }
  return result.config;
}

/**
 * Whether this build reads its configuration from the runtime config file: production builds do; development and mock
 * builds use `.env` (their mock backend lives at the `.env` addresses, and `npm start` needs no file). A compile-time
 * constant, so the unused branch is dropped from the bundle.
 */
export const READS_CONFIG_FILE = import.meta.env.PROD && import.meta.env.VITE_ENABLE_MOCKS !== 'true';

/**
 * Makes the build's configuration active before the app renders: in a production build the config file
 * ({@link loadRuntimeConfigFile}, rejects with {@link RuntimeConfigError}); otherwise `.env`. Resolves to the config.
 */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const config = READS_CONFIG_FILE ? await loadRuntimeConfigFile() : configFromEnv();
  setRuntimeConfig(config);
  return config;
}
