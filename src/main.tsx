// First: zod's global config must be set before any module creates a schema (src/lib/zod-setup.ts).
import '@/lib/zod-setup';
import '@/app/styles.css';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';

import { AppProvider } from '@/app/provider';
import { createAppRouter } from '@/app/router';
import { renderStartupError } from '@/app/startup-error';
import { loadRuntimeConfig, RuntimeConfigError } from '@/config/runtime-config';
import { applyCspNonce } from '@/lib/csp-nonce';
import { i18n, restoreLanguage } from '@/lib/i18n';
import { startWebVitalsReporting } from '@/lib/web-vitals';

async function startMocks(): Promise<void> {
  // A compile-time constant: the production build drops this branch and the mocks with it.
  if (import.meta.env.VITE_ENABLE_MOCKS !== 'true') return;
  const { startMockWorker } = await import('../mocks/browser');
  await startMockWorker();
}

async function main(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  applyCspNonce();
  // The runtime config file (production) decides every endpoint, so nothing renders before it is loaded. The router is
  // created first: it starts loading the current route's lazy chunk at once, in parallel with the config file, instead
  // of after it (one round trip less before the first paint; route modules read the config only when they run).
  const router = createAppRouter();
  const [config] = await Promise.all([
    loadRuntimeConfig().catch((error: unknown) => {
      if (error instanceof RuntimeConfigError) return error;
      throw error;
    }),
    startMocks(),
    // The stored or browser language loads before the first render, so no English flashes.
    restoreLanguage(i18n),
  ]);
  if (config instanceof RuntimeConfigError) {
    renderStartupError(container, config, i18n);
    return;
  }
  createRoot(container).render(
    <StrictMode>
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );
  void startWebVitalsReporting(config.webVitalsUrl);
}

void main();
