import { http, HttpResponse, type RequestHandler } from 'msw';

import type { FeatureFlagKey } from '@/config/feature-flags';
import { z } from '@/config/zod';
import { RELAY_BULK_EVALUATION_PATH, type RelayBulkResponse } from '@/domain/feature-flag/feature-flag-contract';

/*
 * The feature-flag relay of the mock backend (OFREP 1.0 bulk evaluation, see src/lib/feature-flag-relay.ts):
 *
 * POST {VITE_FEATURE_FLAG_RELAY_URL}/ofrep/v1/evaluate/flags   body { context: { country?: 'KR', targetingKey? } }
 *      -> 200 { flags: [{ key, value: boolean, reason: 'STATIC' | 'TARGETING_MATCH' | 'DEFAULT', variant: 'on'|'off' }] }
 *      -> 400 { errorCode: 'INVALID_CONTEXT', errorDetails } when the body is not an object with a context.
 */

/** Base URL of the mock relay: the running build's `VITE_FEATURE_FLAG_RELAY_URL`. */
export const RELAY_BASE = (import.meta.env.VITE_FEATURE_FLAG_RELAY_URL ?? '/flags').replace(/\/$/, '');

/** A relay rule: on/off for everyone, or on only for the listed ISO 3166-1 alpha-2 countries. */
export type FlagRule = { kind: 'static'; enabled: boolean } | { kind: 'countries'; countries: readonly string[] };

/**
 * The mock relay's rules. Online payment runs where the carrier has a payment gateway (Vietnam, United States); the
 * tax invoice is a Korean and Indian legal document (e-세금계산서, GST e-invoice); everything else is on everywhere, including the redesign.
 */
export const FLAG_RULES: Readonly<Record<FeatureFlagKey, FlagRule>> = {
  quote: { kind: 'static', enabled: true },
  booking: { kind: 'static', enabled: true },
  eFinance: { kind: 'static', enabled: true },
  dispute: { kind: 'static', enabled: true },
  payment: { kind: 'countries', countries: ['VN', 'US'] },
  taxInvoice: { kind: 'countries', countries: ['KR', 'IN'] },
  schedules: { kind: 'static', enabled: true },
  tracking: { kind: 'static', enabled: true },
  redesign: { kind: 'static', enabled: true },
};

const requestSchema = z.object({
  context: z
    .object({
      country: z
        .string()
        .regex(/^[A-Z]{2}$/)
        .optional(),
    })
    .loose(),
});

/** Evaluates every rule of `rules` for `country` (undefined: unknown country, so country rules are off). */
export function evaluateFlags(
  country: string | undefined,
  rules: Readonly<Record<string, FlagRule>> = FLAG_RULES,
): RelayBulkResponse {
  return {
    flags: Object.entries(rules).map(([key, rule]) => {
      if (rule.kind === 'static') {
        return { key, value: rule.enabled, reason: 'STATIC', variant: rule.enabled ? 'on' : 'off' };
      }
      const value = country !== undefined && rule.countries.includes(country);
      return { key, value, reason: country ? 'TARGETING_MATCH' : 'DEFAULT', variant: value ? 'on' : 'off' };
    }),
  };
}

/** A relay handler answering with `rules` (tests override single flags: `relayHandler({ ...FLAG_RULES, ... })`). */
export function relayHandler(rules: Readonly<Record<string, FlagRule>> = FLAG_RULES): RequestHandler {
  return http.post(`${RELAY_BASE}/${RELAY_BULK_EVALUATION_PATH}`, async ({ request }) => {
    const parsed = requestSchema.safeParse(await request.json().catch(() => null));
    if (!parsed.success) {
      return HttpResponse.json({ errorCode: 'INVALID_CONTEXT', errorDetails: parsed.error.message }, { status: 400 });
    }
    return HttpResponse.json(evaluateFlags(parsed.data.context.country, rules));
  });
}

/** The happy-path handlers of the feature-flag relay. */
export const featureFlagHandlers: RequestHandler[] = [relayHandler()];
