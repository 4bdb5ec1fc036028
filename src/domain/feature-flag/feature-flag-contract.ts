import type { EvaluationContext } from '@openfeature/web-sdk';

import { z } from '@/config/zod-mini';

/**
 * The feature-flag relay's bulk evaluation (docs/requirements.md §7 "feature-flag relay"), in the shape of the OpenFeature
 * Remote Evaluation Protocol (OFREP 1.0, "bulk evaluation"):
 *
 *   POST {relay}/ofrep/v1/evaluate/flags   body { context: { targetingKey?, country? } }
 *   -> 200 { flags: [{ key, value, reason, variant?, metadata? } | { key, errorCode, errorDetails? }] }
 *
 * The relay evaluates the rules (on/off, or on for a list of countries: ISO 3166-1 alpha-2 `country` of the context)
 * for the context it is given; the browser only caches the answer until the context changes.
 */
export const RELAY_BULK_EVALUATION_PATH = 'ofrep/v1/evaluate/flags';

/** One evaluated flag of the relay's answer (OFREP `evaluationSuccess`). */
export const relayFlagSchema = z.object({
  key: z.string(),
  value: z.union([z.boolean(), z.string(), z.number(), z.record(z.string(), z.unknown())]),
  reason: z.optional(z.string()),
  variant: z.optional(z.string()),
});
/** A flag the relay could not evaluate (OFREP `evaluationFailure`). */
export const relayFlagErrorSchema = z.object({
  key: z.string(),
  errorCode: z.string(),
  errorDetails: z.optional(z.string()),
});
/** The relay's bulk answer. */
export const relayBulkResponseSchema = z.object({
  flags: z.array(z.union([relayFlagSchema, relayFlagErrorSchema])),
});
/** {@link relayBulkResponseSchema}'s type. */
export type RelayBulkResponse = z.infer<typeof relayBulkResponseSchema>;
/** The request body of the bulk evaluation. */
export interface RelayBulkRequest {
  context: EvaluationContext;
}
