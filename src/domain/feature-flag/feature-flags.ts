import { useCallback, useSyncExternalStore } from 'react';

import {
  DEFAULT_FEATURE_FLAGS,
  FEATURE_FLAG_KEYS,
  type FeatureFlagKey,
  type FeatureFlagValues,
} from '@/config/feature-flags';

/*
 * Feature flags (docs/requirements.md §6; keys and defaults in config/feature-flags.ts), evaluated by the
 * carrier's feature-flag relay through OpenFeature's web SDK (feature-flags-client.ts beside this file, loaded after
 * the first paint by `FeatureFlagsProvider`). Rules are per flag: on/off, or on for a list of countries (ISO 3166-1
 * alpha-2) matched against the evaluation context's `country`, the user's country (logged in: customerCountry;
 * anonymous: the geolocation lookup).
 *
 * Usage in a component: `const paymentOn = useFeatureFlag('payment');` then hide or disable the feature. For a whole
 * page use `<FeatureGate flag="...">` (feature-gate.tsx beside this file), which shows an "unavailable" message.
 */
// The shell reads flags from this snapshot; OpenFeature and the relay provider (feature-flags-client.ts) load after the
// first paint and publish their evaluations here, so the SDK stays out of the first-load JavaScript.
let snapshot: FeatureFlagValues = DEFAULT_FEATURE_FLAGS;
// False until the relay's first evaluation (or its failure) is published: a flag that is off by default may be on.
let evaluated = false;
const listeners = new Set<() => void>();

/**
 * Replaces the flag values every `useFeatureFlag` reads (called by the OpenFeature client module on each provider
 * event). Components re-render only when their own flag's boolean changes.
 */
export function publishFeatureFlags(values: FeatureFlagValues): void {
  const firstEvaluation = !evaluated;
  evaluated = true;
  if (!firstEvaluation && FEATURE_FLAG_KEYS.every((key) => values[key] === snapshot[key])) return;
  snapshot = { ...values };
  for (const listener of listeners) listener();
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
  };
}

/** Whether the feature `key` is on for the current user (country-aware); {@link DEFAULT_FEATURE_FLAGS} until known. */
export function getFeatureFlag(key: FeatureFlagKey): boolean {
  return snapshot[key];
}

/**
 * Whether the feature `key` is on for the current user (country-aware). Re-renders only when the boolean itself
 * changes, not on every relay round trip.
 */
export function useFeatureFlag(key: FeatureFlagKey): boolean {
  const getSnapshot = useCallback(() => getFeatureFlag(key), [key]);
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

const isEvaluated = () => evaluated;

/**
 * Whether the relay has evaluated the flags for this page yet (answered, or failed: then the defaults stand). Until
 * then a flag off by default may still turn on, so a page behind it waits rather than saying "not available".
 */
export function useFeatureFlagsEvaluated(): boolean {
  return useSyncExternalStore(subscribe, isEvaluated, isEvaluated);
}
