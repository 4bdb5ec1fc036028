import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { type ReactNode, useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';

import { clearUserDataOnSessionChange } from '@/app/session-wiring';
import { ToasterHost } from '@/components/ui/toaster-host';
import { StatusPopupsHost } from '@/features/session/components/status-popups-host';
import { i18n as appI18n, syncDocumentLanguage } from '@/lib/i18n';
import { afterFirstContentfulPaint } from '@/lib/idle';
import { createQueryClient } from '@/lib/query-client';
import { FeatureFlagsProvider } from '@/services/feature-flag/feature-flags-provider';
import { openSessionChannel } from '@/services/session/session-channel';

// At start-up, before the runtime config and the first render: session events of other tabs are buffered from here on.
openSessionChannel();

export interface AppProviderProps {
  children: ReactNode;
  queryClient?: QueryClient;
  i18n?: I18n;
}

/** Every app-wide provider, in one place; tests pass their own QueryClient and i18n instance. */
export function AppProvider({ children, queryClient, i18n = appI18n }: AppProviderProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  useEffect(() => syncDocumentLanguage(i18n), [i18n]);
  // A logout or another user's login (here or in another tab) clears the user-scoped queries and drafts.
  useEffect(() => clearUserDataOnSessionChange(client), [client]);
  // Other tabs' session events (refreshed, logged out, session timeout) apply to this tab. Its message schemas (zod)
  // load once the first paint is on screen; the channel itself is open from start-up (below) and buffers what arrives
  // meanwhile, so a tab starting up still hears another tab's refresh.
  useEffect(() => {
    let stop: (() => void) | undefined;
    let active = true;
    openSessionChannel();
    const cancel = afterFirstContentfulPaint(() => {
      import('@/services/session/session-sync')
        .then(({ startSessionSync }) => {
          if (active) stop = startSessionSync();
        })
        .catch((error: unknown) => {
          // Without its chunk this tab only misses other tabs' session events; it keeps its own session.
          console.warn('The cross-tab session sync could not be loaded:', error);
        });
    });
    return () => {
      active = false;
      cancel();
      stop?.();
    };
  }, []);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <FeatureFlagsProvider>
          {children}
          <ToasterHost />
          <StatusPopupsHost />
        </FeatureFlagsProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
