import '@/lib/zod-setup';

import * as z from 'zod/mini';

import type { RuntimeConfig } from '@/config/runtime-config';

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
 * The schema of `/one-ecom/config.json` (README "Deployment"). Every key of {@link RuntimeConfig}; `requestDateSecret`
 * (default ''), `scheduleRedirectWeeks` (default 4, 1..52 weeks) and `webVitalsUrl` (default '': off) may be omitted.
 * `socketUrl` is ws(s):// or a path; `legacyOrigin` must be an exact origin (no path, no trailing slash).
 */
export const runtimeConfigSchema = z.object({
  apiBaseUrl: endpoint(HTTP),
  legacyApiBaseUrl: endpoint(HTTP),
  authUrl: endpoint(HTTP),
  sseUrl: endpoint(HTTP),
  socketUrl: endpoint(['wss:', 'ws:']),
  featureFlagRelayUrl: endpoint(HTTP),
  geolocationUrl: endpoint(HTTP),
  legacyOrigin: z.string().check(z.refine((value) => isUrl(value, HTTP) && new URL(value).origin === value)),
  requestDateSecret: z._default(z.string(), ''),
  scheduleRedirectWeeks: z._default(z.int().check(z.gte(1), z.lte(52)), 4),
  webVitalsUrl: optionalEndpoint,
});

/** What {@link validateRuntimeConfig} finds: the config with defaults filled in, or the names of the bad fields. */
export type RuntimeConfigValidation = { ok: true; config: RuntimeConfig } | { ok: false; fields: string[] };

/**
 * Validates the parsed body of `config.json` with {@link runtimeConfigSchema}. Never throws: an invalid body gives
 * every bad field's dotted path (`'(root)'` when the body is not an object).
 */
export function validateRuntimeConfig(body: unknown): RuntimeConfigValidation {
  const result = runtimeConfigSchema.safeParse(body);
  if (result.success) return { ok: true, config: result.data };
  return { ok: false, fields: [...new Set(result.error.issues.map((issue) => issue.path.join('.') || '(root)'))] };
}
