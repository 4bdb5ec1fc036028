import '@/app/styles.css';

import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';

import type { MockBackendError } from '@/app/mock-backend-start';
import { wireNotificationsAfterFirstPaint } from '@/app/notifications-wiring';
import { markReturningVisitor, prerenderFits } from '@/app/prerender/prerender-fits';
import { AppProvider } from '@/app/provider';
import { createAppRouter } from '@/app/router';
import { MOCK_STARTUP_NAMESPACE, renderStartupError } from '@/app/startup-error';
import { loadRuntimeConfig, RuntimeConfigError } from '@/config/runtime-config';
import { applyCspNonce } from '@/lib/csp-nonce';
import { i18n, loadNamespaces, restoreLanguage } from '@/lib/i18n';
import { afterFirstContentfulPaint, nextTask } from '@/lib/idle';
import { warmUpDateTimeFormat } from '@/lib/intl-warm-up';
import { createQueryClient } from '@/lib/query-client';
import { startWebVitalsReporting } from '@/lib/web-vitals';

/** Starts the mock backend in a mock build: null once running (or in a production build), else why it did not start. */
async function startMocks(): Promise<MockBackendError | null> {
  // A compile-time constant: the production build drops this branch and the mocks with it.
  if (import.meta.env.VITE_ENABLE_MOCKS !== 'true') return null;
  const { startMockBackend } = await import('@/app/mock-backend-start');
  return startMockBackend(async () => {
    const { startMockWorker } = await import('../mocks/browser');
    await startMockWorker();
  });
}

async function main(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  applyCspNonce();
  // The runtime config file (production) decides every endpoint, so nothing renders before it is loaded. The router is
  // created first: it starts loading the current route's lazy chunk at once, in parallel with the config file, instead
  // of after it (one round trip less before the first paint; route modules read the config only when they run).
  // Route loaders start a page's first query once the app can fetch (config, mocks, language): `ready` says when.
  const queryClient = createQueryClient();
  let markReady: (ready: boolean) => void = () => undefined;
  const ready = new Promise<void>((resolve, reject) => {
    markReady = (ok) => {
      if (ok) resolve();
      else reject(new Error('The app did not start.'));
    };
  });
  // A start-up failure shows the start-up error page; loaders then simply start nothing.
  ready.catch(() => undefined);
  const router = createAppRouter({ queryClient, ready });
  const startup = Promise.all([
    loadRuntimeConfig().catch((error: unknown) => {
      if (error instanceof RuntimeConfigError) return error;
      throw error;
    }),
    startMocks(),
    // The stored or browser language loads before the first render, so no English flashes.
    restoreLanguage(i18n),
  ]);
  // While those wait for the network: the browser's date-time data, which the first formatted time would otherwise
  // load in the middle of a render (lib/intl-warm-up.ts). A task of its own, after the requests above have started.
  setTimeout(warmUpDateTimeFormat, 0);
  const [config, mockProblem] = await startup;
  // A prerendered first-visit page (scripts/vite-plugins/prerender-pages.ts: painted before any script ran) is hydrated when
  // it is what this visitor gets; otherwise it is dropped and the app renders from scratch. Either way the next load
  // of this browser gets the plain index.html (the server reads the cookie).
  const prerenderedPath = container.dataset.prerendered;
  const hydrate = prerenderedPath !== undefined && prerenderFits(prerenderedPath);
  if (prerenderedPath !== undefined && !hydrate) container.replaceChildren();
  markReturningVisitor();
  // A mock build whose in-browser backend cannot run shows why, like a production build without its config file.
  const startupProblem = config instanceof RuntimeConfigError ? config : mockProblem;
  if (startupProblem) {
    markReady(false);
    // Its messages are not in the shell (app/startup-error.ts); without them the page still names the failure.
    if (mockProblem) await loadNamespaces(i18n, [MOCK_STARTUP_NAMESPACE]).catch(() => undefined);
    renderStartupError(container, startupProblem, i18n);
    return;
  }
  if (config instanceof RuntimeConfigError) return; // (never: shown above; narrows the type for what follows)
  markReady(true);
  const app = (
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>
  );
  // In a transition, React renders (and hydrates) in slices that yield to the browser between components, so the
  // start-up work does not block input for hundreds of milliseconds on slow phones (TBT).
  if (hydrate) {
    startTransition(() => {
      hydrateRoot(container, app, {
        // A difference React repaired by rendering that part again: worth knowing, not an error for the user.
        onRecoverableError: (error) => {
          console.warn('The prerendered page differed from the app; React rendered it again:', error);
        },
      });
    });
  } else {
    const root = createRoot(container);
    startTransition(() => {
      root.render(app);
    });
  }
  void startWebVitalsReporting(config.webVitalsUrl);
  // The HTTP client (axios and the signing interceptors) is the first thing the page's and the header's lazy parts
  // need once the first paint is on screen: loaded on its own, it is evaluated in tasks of its own, instead of inside
  // whichever part's chunk arrives first, which made that task long (Lighthouse's blocking time).
  // axios first (its module evaluation alone is 10 to 15 ms on a phone), then the clients built on it.
  afterFirstContentfulPaint(() => {
    import('axios')
      .then(() => nextTask())
      .then(() => import('@/lib/api-client'))
      .catch(() => undefined);
  });
  // After the first paint and only for a logged-in user: the bell's data and the one feed for all tabs.
  wireNotificationsAfterFirstPaint(queryClient);
}

void main();
