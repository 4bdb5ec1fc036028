import { type EvaluationContext, OpenFeature, ProviderEvents } from '@openfeature/web-sdk';
import { useCallback, useSyncExternalStore } from 'react';

import { getRuntimeConfig } from '@/config/runtime-config';
import { RelayFeatureFlagProvider } from '@/lib/feature-flag-relay';

/**
 * Feature flags (issue 4 section 4, spec section 6), evaluated by the carrier's feature-flag relay through
 * OpenFeature's web SDK ({@link RelayFeatureFlagProvider}). Rules are per flag: on/off, or on for a list of countries
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

let initialised = false;

/**
 * Registers the relay provider (getRuntimeConfig().featureFlagRelayUrl, read at fetch time) with OpenFeature, once
 * per page. Idempotent; does not wait for the relay. Called by `FeatureFlagsProvider` in the app provider.
 */
export function initFeatureFlags(): void {
  if (initialised) return;
  initialised = true;
  // A relay outage is an expected condition with safe defaults, not a bug: report it as a warning.
  OpenFeature.setLogger({
    error: (...args: unknown[]) => {
      console.warn(...args);
    },
    warn: (...args: unknown[]) => {
      console.warn(...args);
    },
    info: () => undefined,
    debug: () => undefined,
  });
  // setProvider (not ...AndWait): flags use their defaults until the relay answers; a failure is reported as ERROR.
  OpenFeature.setProvider(
    FEATURE_FLAG_DOMAIN,
    new RelayFeatureFlagProvider(() => getRuntimeConfig().featureFlagRelayUrl),
  );
}

/**
 * Sets the evaluation context: `country` is the user's ISO 3166-1 alpha-2 country (undefined while unknown). The
 * provider re-fetches the flags for it. Resolves when the new values are in; never rejects (a failed fetch keeps the
 * defaults).
 */
export async function setFeatureFlagCountry(country: string | undefined): Promise<void> {
  const context: EvaluationContext = country ? { country } : {};
  try {
    await OpenFeature.setContext(FEATURE_FLAG_DOMAIN, context);
  } catch {
    // The SDK has emitted an ERROR event; the defaults apply.
  }
}

const client = () => OpenFeature.getClient(FEATURE_FLAG_DOMAIN);

const REFRESH_EVENTS = [
  ProviderEvents.Ready,
  ProviderEvents.ContextChanged,
  ProviderEvents.ConfigurationChanged,
  ProviderEvents.Error,
] as const;

function subscribe(onChange: () => void): () => void {
  const controller = new AbortController();
  for (const event of REFRESH_EVENTS) client().addHandler(event, onChange, { signal: controller.signal });
  return () => {
    controller.abort();
  };
}

/** Whether the feature `key` is on for the current user (country-aware); {@link DEFAULT_FEATURE_FLAGS} until known. */
export function getFeatureFlag(key: FeatureFlagKey): boolean {
  return client().getBooleanValue(key, DEFAULT_FEATURE_FLAGS[key]);
}

/**
 * Whether the feature `key` is on for the current user (country-aware). Re-renders only when the boolean itself
 * changes (a useSyncExternalStore over the OpenFeature client's events), not on every relay round trip.
 */
export function useFeatureFlag(key: FeatureFlagKey): boolean {
  const getSnapshot = useCallback(() => getFeatureFlag(key), [key]);
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
