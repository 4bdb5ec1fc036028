import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';

import { useSession } from '@/lib/session-store';

/** Props of {@link FeatureFlagsProvider}. */
export interface FeatureFlagsProviderProps {
  children: ReactNode;
}

/**
 * Connects the feature flags to the user (issue 4 section 4): after the first paint it loads OpenFeature with the relay
 * provider (src/lib/feature-flags-client.ts, a chunk of its own) and keeps the evaluation context's `country` on the
 * user's country: `customerCountry` when logged in, else the geolocation lookup (else the browser language's region).
 * Mount it once inside the QueryClientProvider (the app provider does). Children read flags with
 * `useFeatureFlag(key)`, which gives the safe defaults until the relay has answered.
 */
export function FeatureFlagsProvider({ children }: FeatureFlagsProviderProps) {
  const queryClient = useQueryClient();
  const customerCountry = useSession((state) =>
    state.status === 'loggedIn' ? state.user?.customerCountry : undefined,
  );

  useEffect(() => {
    // No React state here: the lookup only feeds the flag context, so nothing re-renders until a flag changes.
    let active = true;
    void import('@/lib/feature-flags-client')
      .then(({ followUserCountry }) => followUserCountry(queryClient, customerCountry, () => active))
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [customerCountry, queryClient]);

  return children;
}
