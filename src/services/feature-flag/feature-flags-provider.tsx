import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';

import { useSession } from '@/domain/session/session-store';
import { loadOnce, nextTask, whenIdle } from '@/lib/idle';

// The OpenFeature SDK's modules evaluate in a task of their own, the relay provider, its contract and the client in
// the next: one task of 20 to 35 ms on a phone otherwise, while the page is loading (Lighthouse's
// blocking time).
const loadFeatureFlagsClient = loadOnce(async () => {
  await import('@openfeature/web-sdk');
  await nextTask();
  return import('@/services/feature-flag/feature-flags-client');
});

/** Props of {@link FeatureFlagsProvider}. */
export interface FeatureFlagsProviderProps {
  children: ReactNode;
}

/**
 * Connects the feature flags to the user: once the page is idle it loads OpenFeature with the relay
 * provider (feature-flags-client.ts, a chunk of its own) and keeps the evaluation context's `country` on the
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
    // Fetched when the page is idle: the SDK is not needed for the first paint (the defaults apply until the relay
    // answers), and its evaluation and start-up (followUserCountry starts it in a task of its own) then do not lengthen
    // the start-up tasks (total blocking time).
    const cancelIdle = whenIdle(() => {
      void loadFeatureFlagsClient()
        .then(async ({ followUserCountry }) => {
          if (active) await followUserCountry(queryClient, customerCountry, () => active);
        })
        .catch(() => undefined);
    });
    return () => {
      active = false;
      cancelIdle();
    };
  }, [customerCountry, queryClient]);

  return children;
}
