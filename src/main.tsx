import '@/app/styles.css';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';

import { AppProvider } from '@/app/provider';
import { createAppRouter } from '@/app/router';
import { i18n, restoreLanguage } from '@/lib/i18n';

async function startMocks(): Promise<void> {
  // A compile-time constant: the production build drops this branch and the mocks with it.
  if (import.meta.env.VITE_ENABLE_MOCKS !== 'true') return;
  const { startMockWorker } = await import('../mocks/browser');
  await startMockWorker();
}

async function main(): Promise<void> {
  // The stored or browser language loads before the first render, so no English flashes.
  await Promise.all([startMocks(), restoreLanguage(i18n)]);
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <AppProvider>
        <RouterProvider router={createAppRouter()} />
      </AppProvider>
    </StrictMode>,
  );
}

void main();
