import { setupWorker } from 'msw/browser';

import { handlers } from './handlers';
import { applyQaSession } from './qa-session';

/**
 * Starts the mock carrier backend in the browser (MSW service worker served under the app base, TOOLCHAIN.md).
 * Resolves once the worker intercepts requests; requests the mocks do not know pass through untouched.
 */
export async function startMockWorker(): Promise<void> {
  const worker = setupWorker(...handlers);
  await worker.start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  applyQaSession();
}
