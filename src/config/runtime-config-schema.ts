import { z } from '@/config/zod-mini';

function isUrl(value: string, protocols: readonly string[]): boolean {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

// A same-origin path ('/api') or an absolute URL of one of the protocols. '//host' is refused: it silently follows the
// page's scheme and is easy to misread as a path.
const endpoint = (protocols: readonly string[]) =>
  z.string().check(z.refine((value) => (value.startsWith('/') && !value.startsWith('//')) || isUrl(value, protocols)));
const HTTP = ['https:', 'http:'];
const optionalEndpoint = z._default(z.union([z.literal(''), endpoint(HTTP)]), '');

/**
 * The schema of `/one-ecom/config.json` (README "Deployment"), and so of `RuntimeConfig` (its output type). All URLs
 * are absolute or same-origin paths; `requestDateSecret` (default ''), `scheduleRedirectWeeks` (default 4, 1..52
 * weeks) and `webVitalsUrl` (default '': off) may be omitted.
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
  legacyOrigin: z.string().check(z.refine((value) => isUrl(value, HTTP) && new URL(value).origin === value)),
  /** HMAC-SHA256 request-date secret; '' means requests are not signed. */
  requestDateSecret: z._default(z.string(), ''),
  /** Default date range, in weeks, of the legacy bridge's "redirect to schedule" message (spec section 9). */
  scheduleRedirectWeeks: z._default(z.int().check(z.gte(1), z.lte(52)), 4),
  /** Where web-vitals reports (LCP, INP, CLS) are posted; '' turns reporting off. */
  webVitalsUrl: optionalEndpoint,
});

/** What {@link validateRuntimeConfig} finds: the config with defaults filled in, or the names of the bad fields. */
export type RuntimeConfigValidation =
  { ok: true; config: z.output<typeof runtimeConfigSchema> } | { ok: false; fields: string[] };

/**
 * Validates the parsed body of `config.json` with {@link runtimeConfigSchema}. Never throws: an invalid body gives
 * every bad field's dotted path (`'(root)'` when the body is not an object).
 */
export function validateRuntimeConfig(body: unknown): RuntimeConfigValidation {
  const result = runtimeConfigSchema.safeParse(body);
  if (result.success) return { ok: true, config: result.data };
  return { ok: false, fields: [...new Set(result.error.issues.map((issue) => issue.path.join('.') || '(root)'))] };
}
