import { type EvaluationContext, OpenFeature, ProviderEvents } from '@openfeature/web-sdk';
import type { QueryClient } from '@tanstack/react-query';

import {
  DEFAULT_FEATURE_FLAGS,
  FEATURE_FLAG_DOMAIN,
  FEATURE_FLAG_KEYS,
  type FeatureFlagKey,
} from '@/config/feature-flags';
import { getRuntimeConfig } from '@/config/runtime-config';
import { publishFeatureFlags } from '@/domain/feature-flag/feature-flags';
import { browserCountryCode, userCountryQueries } from '@/domain/location/user-country';
import { nextTask } from '@/lib/idle';
import { RelayFeatureFlagProvider } from '@/services/feature-flag/feature-flag-relay';

/**
 * The OpenFeature side of the feature flags: the web SDK with the relay provider
 * ({@link RelayFeatureFlagProvider}, OFREP bulk evaluation). `FeatureFlagsProvider` imports this module lazily after
 * the first paint; until the relay answers, `useFeatureFlag` gives {@link DEFAULT_FEATURE_FLAGS}.
 */

const client = () => OpenFeature.getClient(FEATURE_FLAG_DOMAIN);

const REFRESH_EVENTS = [
  ProviderEvents.Ready,
  ProviderEvents.ContextChanged,
  ProviderEvents.ConfigurationChanged,
  ProviderEvents.Error,
] as const;

function evaluateAll(): Record<FeatureFlagKey, boolean> {
  const values = { ...DEFAULT_FEATURE_FLAGS };
  for (const key of FEATURE_FLAG_KEYS) values[key] = client().getBooleanValue(key, DEFAULT_FEATURE_FLAGS[key]);
  return values;
}

let initialised = false;

/**
 * Registers the relay provider (getRuntimeConfig().featureFlagRelayUrl, read at fetch time) with OpenFeature, once
 * per page, with the evaluation `context` it first fetches the flags for, and publishes every evaluation to
 * `useFeatureFlag` on each provider event (ready, context changed, configuration changed, error). Idempotent (a later
 * call changes nothing; use {@link setFeatureFlagCountry}); does not wait for the relay.
 */
export function initFeatureFlags(context: EvaluationContext = {}): void {
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
  for (const event of REFRESH_EVENTS) {
    client().addHandler(event, () => {
      publishFeatureFlags(evaluateAll());
    });
  }
  // setProvider (not ...AndWait): flags use their defaults until the relay answers; a failure is reported as ERROR.
  OpenFeature.setProvider(
    FEATURE_FLAG_DOMAIN,
    new RelayFeatureFlagProvider(() => getRuntimeConfig().featureFlagRelayUrl),
    context,
  );
}

function countryContext(country: string | undefined): EvaluationContext {
  return country ? { country } : {};
}

/**
 * Sets the evaluation context: `country` is the user's ISO 3166-1 alpha-2 country (undefined while unknown). The
 * provider re-fetches the flags for it. Resolves when the new values are in; never rejects (a failed fetch keeps the
 * defaults).
 */
export async function setFeatureFlagCountry(country: string | undefined): Promise<void> {
  try {
    await OpenFeature.setContext(FEATURE_FLAG_DOMAIN, countryContext(country));
  } catch {
    // The SDK has emitted an ERROR event; the defaults apply.
  }
}

/**
 * Points the flags at the user's country: `customerCountry` when logged in, else the geolocation lookup (through
 * `queryClient`, asked once per page), else the browser language's region. The first call starts OpenFeature with that
 * country (one relay request, not one without the country and another with it), in a task of its own; later calls
 * change the context. `isCurrent()` false drops a late answer (the user logged in or out meanwhile). Never rejects.
 */
export async function followUserCountry(
  queryClient: QueryClient,
  customerCountry: string | undefined,
  isCurrent: () => boolean,
): Promise<void> {
  let country = customerCountry;
  if (!country) {
    country = await queryClient.query(userCountryQueries.geolocation()).then(
      (geolocation) => geolocation.countryCode,
      () => browserCountryCode(),
    );
  }
  if (!isCurrent()) return;
  if (initialised) {
    await setFeatureFlagCountry(country);
    return;
  }
  await nextTask();
  if (isCurrent()) initFeatureFlags(countryContext(country));
}
