import { OpenFeatureProvider } from '@openfeature/react-sdk';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';

import { FEATURE_FLAG_DOMAIN, initFeatureFlags, setFeatureFlagCountry } from '@/lib/feature-flags';
import { useSession } from '@/lib/session-store';
import { browserCountryCode, userCountryQueries } from '@/lib/user-country';

/** Props of {@link FeatureFlagsProvider}. */
export interface FeatureFlagsProviderProps {
  children: ReactNode;
}

/**
 * Connects the feature flags to the user (issue 4 section 4): registers the relay provider with OpenFeature and keeps
 * the evaluation context's `country` on the user's country: `customerCountry` when logged in, else the geolocation
 * lookup (else the browser language's region). Mount it once inside the QueryClientProvider (the app provider does).
 * Children read flags with `useFeatureFlag(key)`; react-sdk hooks work too (same OpenFeature domain).
 */
export function FeatureFlagsProvider({ children }: FeatureFlagsProviderProps) {
  const queryClient = useQueryClient();
  const customerCountry = useSession((state) =>
    state.status === 'loggedIn' ? state.user?.customerCountry : undefined,
  );

  useEffect(() => {
    initFeatureFlags();
  }, []);

  useEffect(() => {
    if (customerCountry) {
      void setFeatureFlagCountry(customerCountry);
      return undefined;
    }
    // No React state here: the lookup only feeds the flag context, so nothing re-renders until a flag changes.
    let active = true;
    queryClient
      .query(userCountryQueries.geolocation())
      .then(
        (geolocation) => geolocation.countryCode,
        () => browserCountryCode(),
      )
      .then((country) => {
        if (active) void setFeatureFlagCountry(country);
      })
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [customerCountry, queryClient]);

  return <OpenFeatureProvider domain={FEATURE_FLAG_DOMAIN}>{children}</OpenFeatureProvider>;
}
