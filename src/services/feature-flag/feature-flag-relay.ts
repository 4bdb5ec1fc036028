import type { EvaluationContext, JsonValue, Provider, ResolutionDetails } from '@openfeature/web-sdk';
import { ErrorCode, StandardResolutionReasons } from '@openfeature/web-sdk';

import type { z } from '@/config/zod-mini';
import type { relayFlagSchema } from '@/domain/feature-flag/feature-flag-contract';
import {
  RELAY_BULK_EVALUATION_PATH,
  type RelayBulkRequest,
  type RelayBulkResponse,
  relayBulkResponseSchema,
} from '@/domain/feature-flag/feature-flag-contract';
import { createApiClient } from '@/lib/api-client';
import { nextTask } from '@/lib/idle';

type Evaluated = z.infer<typeof relayFlagSchema>;

/**
 * An OpenFeature web provider (static-context paradigm) for the carrier's feature-flag relay. It fetches every flag
 * for the evaluation context on `initialize` and again on each context change (the SDK shows RECONCILING meanwhile),
 * then resolves synchronously from that snapshot. A flag missing from the answer resolves to the caller's default
 * with FLAG_NOT_FOUND; a failed fetch drops the snapshot and rejects (the SDK reports ERROR and callers get their
 * defaults).
 *
 * `relayUrl` is a function so the runtime configuration is read at fetch time, not when the module loads.
 */
export class RelayFeatureFlagProvider implements Provider {
  readonly metadata = { name: 'carrier-feature-flag-relay' } as const;
  readonly runsOn = 'client' as const;
  private flags = new Map<string, Evaluated>();
  /** Counts fetches so an older answer arriving late never overwrites the newer context's flags. */
  private latestRequest = 0;
  private readonly client = createApiClient({ baseUrl: () => '' });

  constructor(private readonly relayUrl: () => string) {}

  async initialize(context: EvaluationContext = {}): Promise<void> {
    await this.load(context);
  }

  async onContextChange(_oldContext: EvaluationContext, newContext: EvaluationContext): Promise<void> {
    await this.load(newContext);
  }

  private async load(context: EvaluationContext): Promise<void> {
    const request = ++this.latestRequest;
    const base = this.relayUrl().replace(/\/$/, '');
    const body: RelayBulkRequest = { context };
    let parsed: RelayBulkResponse;
    try {
      const { data } = await this.client.post<unknown>(`${base}/${RELAY_BULK_EVALUATION_PATH}`, body, { public: true });
      // The answer arrives while a page is starting: receiving it, then parsing it and re-rendering the flags' readers
      // (the SDK's READY event), are two short tasks rather than one long one (Lighthouse's
      // blocking time).
      await nextTask();
      parsed = relayBulkResponseSchema.parse(data);
    } catch (error) {
      // Flags of another context (the previous country) would be wrong now: fall back to the callers' defaults.
      if (request === this.latestRequest) this.flags = new Map();
      throw error;
    }
    const next = new Map<string, Evaluated>();
    for (const flag of parsed.flags) {
      if ('value' in flag) next.set(flag.key, flag);
    }
    if (request !== this.latestRequest) return;
    // The SDK announces the new snapshot itself (READY after initialize, CONTEXT_CHANGED after a context change).
    this.flags = next;
  }

  private resolve<T extends JsonValue>(
    flagKey: string,
    defaultValue: T,
    type: 'boolean' | 'string' | 'number' | 'object',
  ): ResolutionDetails<T> {
    const flag = this.flags.get(flagKey);
    if (!flag) {
      return { value: defaultValue, reason: StandardResolutionReasons.ERROR, errorCode: ErrorCode.FLAG_NOT_FOUND };
    }
    if (typeof flag.value !== type) {
      return { value: defaultValue, reason: StandardResolutionReasons.ERROR, errorCode: ErrorCode.TYPE_MISMATCH };
    }
    return {
      value: flag.value as T,
      reason: flag.reason ?? StandardResolutionReasons.TARGETING_MATCH,
      ...(flag.variant ? { variant: flag.variant } : {}),
    };
  }

  resolveBooleanEvaluation(flagKey: string, defaultValue: boolean): ResolutionDetails<boolean> {
    return this.resolve(flagKey, defaultValue, 'boolean');
  }

  resolveStringEvaluation(flagKey: string, defaultValue: string): ResolutionDetails<string> {
    return this.resolve(flagKey, defaultValue, 'string');
  }

  resolveNumberEvaluation(flagKey: string, defaultValue: number): ResolutionDetails<number> {
    return this.resolve(flagKey, defaultValue, 'number');
  }

  resolveObjectEvaluation<T extends JsonValue>(flagKey: string, defaultValue: T): ResolutionDetails<T> {
    return this.resolve(flagKey, defaultValue, 'object');
  }
}
