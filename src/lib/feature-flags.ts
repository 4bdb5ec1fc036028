import { useCallback, useSyncExternalStore } from 'react';

/**
 * Feature flags (issue 4 section 4, spec section 6), evaluated by the carrier's feature-flag relay through
 * OpenFeature's web SDK (src/lib/feature-flags-client.ts, loaded after the first paint by `FeatureFlagsProvider`). Rules are per flag: on/off, or on for a list of countries
 * (ISO 3166-1 alpha-2) matched against the evaluation context's `country`, the user's country
 * (logged in: customerCountry; anonymous: the geolocation lookup).
 *
 * Usage in a component: `const paymentOn = useFeatureFlag('payment');` then hide or disable the feature. For a whole
 * page use `<FeatureGate flag="...">` (src/components/feature-gate.tsx), which shows an "unavailable" message.
 */
export type FeatureFlagKey =
  'quote' | 'booking' | 'eFinance' | 'dispute' | 'payment' | 'taxInvoice' | 'schedules' | 'tracking' | 'redesign';

/** Every {@link FeatureFlagKey}. */
export const FEATURE_FLAG_KEYS: readonly FeatureFlagKey[] = [
  'quote',
  'booking',
  'eFinance',
  'dispute',
  'payment',
  'taxInvoice',
  'schedules',
  'tracking',
  'redesign',
];

/**
 * Values used until the relay has answered, and when it cannot be reached: the core services (quote, booking,
 * e-finance, dispute, schedules, tracking) stay usable; country-limited money features (payment, tax invoice) and the
 * redesign stay off, so nobody sees a feature their country does not have.
 */
export const DEFAULT_FEATURE_FLAGS: Readonly<Record<FeatureFlagKey, boolean>> = {
  quote: true,
  booking: true,
  eFinance: true,
  dispute: true,
  payment: false,
  taxInvoice: false,
  schedules: true,
  tracking: true,
  redesign: false,
};

/** The OpenFeature domain of the portal's flags (keeps them apart from any other provider on the page). */
export const FEATURE_FLAG_DOMAIN = 'one-ecom';

/** The value of every flag for the current user. */
export type FeatureFlagValues = Readonly<Record<FeatureFlagKey, boolean>>;

// The shell reads flags from this snapshot; OpenFeature and the relay provider (src/lib/feature-flags-client.ts) load
// after the first paint and publish their evaluations here, so the SDK stays out of the first-load JavaScript.
let snapshot: FeatureFlagValues = DEFAULT_FEATURE_FLAGS;
const listeners = new Set<() => void>();

/**
 * Replaces the flag values every `useFeatureFlag` reads (called by the OpenFeature client module on each provider
 * event). Components re-render only when their own flag's boolean changes.
 */
export function publishFeatureFlags(values: FeatureFlagValues): void {
  if (FEATURE_FLAG_KEYS.every((key) => values[key] === snapshot[key])) return;
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
