import { EFINANCE_SURVEY_INTERVAL_MINUTES } from '@/config/limits';
import { z } from '@/config/zod-mini';

function isUrl(value: string, protocols: readonly string[]): boolean {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** The issue message of a setting that names plain http:// or ws:// outside this machine. */
export const INSECURE_ENDPOINT = 'insecure-endpoint';

// Plain http/ws is only for a developer's or CI's own machine (the nginx check's API on 127.0.0.1).
const LOOPBACK_HOST = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])$/;

/**
 * False for an absolute http:// or ws:// URL whose host is not loopback: in production it would carry tokens and
 * customer data readable on the way. Paths and other schemes pass (the shape check judges them).
 */
function isSecureOrLoopback(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return true;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'ws:') return true;
  return LOOPBACK_HOST.test(url.hostname);
}

const secure = z.refine<string>(isSecureOrLoopback, { message: INSECURE_ENDPOINT });

// A same-origin path ('/api') or an absolute URL of one of the protocols, https/wss unless the host is loopback.
// '//host' is refused: it silently follows the page's scheme and is easy to misread as a path.
const endpoint = (protocols: readonly string[]) =>
  z.string().check(
    z.refine((value) => (value.startsWith('/') && !value.startsWith('//')) || isUrl(value, protocols)),
    secure,
  );
const HTTP = ['https:', 'http:'];
const optionalEndpoint = z._default(z.union([z.literal(''), endpoint(HTTP)]), '');

/**
 * The schema of `/one-ecom/config.json` (docs/deployment.md). Every key of `RuntimeConfig` (its output type); `requestDateSecret`
 * (default ''), `scheduleRedirectWeeks` (default 4, 1..52 weeks), `eFinanceSurveyIntervalMinutes` (default 2,592,000, a
 * whole number >= 0) and `webVitalsUrl` (default '': off) may be omitted.
 * `socketUrl` is ws(s):// or a path; `legacyOrigin` must be an exact origin (no path, no trailing slash). Absolute URLs
 * use https:// (wss://) unless their host is localhost, 127.x.x.x or [::1] (issue {@link INSECURE_ENDPOINT}).
 */
export const runtimeConfigSchema = z.object({
  apiBaseUrl: endpoint(HTTP),
  legacyApiBaseUrl: endpoint(HTTP),
  authUrl: endpoint(HTTP),
  sseUrl: endpoint(HTTP),
  /** ws(s):// URL or a path. */
  socketUrl: endpoint(['wss:', 'ws:']),
  featureFlagRelayUrl: endpoint(HTTP),
  geolocationUrl: endpoint(HTTP),
  /** Exact origin of the legacy portal (scheme://host[:port], no path, no trailing slash). */
  legacyOrigin: z.string().check(
    z.refine((value) => isUrl(value, HTTP) && new URL(value).origin === value),
    secure,
  ),
  requestDateSecret: z._default(z.string(), ''),
  /** Default date range, in weeks, of the legacy bridge's "redirect to schedule" message (docs/requirements.md §9). */
  scheduleRedirectWeeks: z._default(z.int().check(z.gte(1), z.lte(52)), 4),
  /**
   * Minutes after offering the e-finance survey to a user before it is offered again (docs/areas/e-finance.md "Survey
   * after use"); 0 offers it after every payment or dispute. Default: the spec's figure, EFINANCE_SURVEY_INTERVAL_MINUTES.
   */
  eFinanceSurveyIntervalMinutes: z._default(z.int().check(z.gte(0)), EFINANCE_SURVEY_INTERVAL_MINUTES),
  /** Where web-vitals reports (LCP, INP, CLS) are posted; '' turns reporting off. */
  webVitalsUrl: optionalEndpoint,
});

/**
 * What {@link validateRuntimeConfig} finds: the config with defaults filled in, or the names of the bad fields and,
 * among them, those that are bad because they use http:// or ws:// outside localhost (`insecure`).
 */
export type RuntimeConfigValidation =
  { ok: true; config: z.output<typeof runtimeConfigSchema> } | { ok: false; fields: string[]; insecure: string[] };

/**
 * Validates the parsed body of `config.json` with {@link runtimeConfigSchema}. Never throws: an invalid body gives
 * every bad field's dotted path (`'(root)'` when the body is not an object) and which of them are insecure.
 */
export function validateRuntimeConfig(body: unknown): RuntimeConfigValidation {
  const result = runtimeConfigSchema.safeParse(body);
  if (result.success) return { ok: true, config: result.data };
  const name = (issue: { path: PropertyKey[] }) => issue.path.map(String).join('.') || '(root)';
  const issues = result.error.issues;
  return {
    ok: false,
    fields: [...new Set(issues.map(name))],
    insecure: [...new Set(issues.filter((issue) => issue.message === INSECURE_ENDPOINT).map(name))],
  };
}
