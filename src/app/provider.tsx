import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { type ReactNode, useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';

import { FeatureFlagsProvider } from '@/components/feature-flags-provider';
import { Toaster } from '@/components/ui/toast';
import { i18n as appI18n, syncDocumentLanguage } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';

export interface AppProviderProps {
  children: ReactNode;
  queryClient?: QueryClient;
  i18n?: I18n;
}

/** Every app-wide provider, in one place; tests pass their own QueryClient and i18n instance. */
export function AppProvider({ children, queryClient, i18n = appI18n }: AppProviderProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  useEffect(() => syncDocumentLanguage(i18n), [i18n]);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <FeatureFlagsProvider>
          {children}
          <Toaster />
        </FeatureFlagsProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
