/*
 * The mock build's backend runs in the browser (an MSW service worker, mocks/browser.ts) and keeps its database in
 * the site's localStorage (mocks/db.ts). A browser that blocks either (a private window, a policy, storage that
 * throws) cannot run it: main.tsx then shows the start-up error page with the reason instead of a blank page.
 */

/** Why the mock backend did not start: no service worker API, site storage refused, or the worker start failed. */
export type MockBackendProblem = 'no-service-worker' | 'storage' | 'worker';

/** The mock backend could not start; `detail` is the browser's own message for a failed worker start. */
export class MockBackendError extends Error {
  constructor(
    readonly problem: MockBackendProblem,
    readonly detail: string = '',
  ) {
    super(`Mock backend: ${problem}${detail ? `: ${detail}` : ''}`);
    this.name = 'MockBackendError';
  }
}

const PROBE_KEY = 'one-ecom.storage-probe';

function storageWorks(): boolean {
  try {
    localStorage.setItem(PROBE_KEY, '1');
    localStorage.removeItem(PROBE_KEY);
    return true;
  } catch {
    return false;
  }
}

/**
 * Checks what the mock backend needs (the service worker API, a writable localStorage), then runs `start` (main.tsx:
 * load mocks/browser.ts and start the worker). Resolves null once started, or the {@link MockBackendError} that says
 * why not; never rejects.
 */
export async function startMockBackend(start: () => Promise<void>): Promise<MockBackendError | null> {
  // A missing API is `undefined` on navigator (Firefox private windows, some enterprise policies, insecure origins).
  if (!(navigator as Partial<Navigator>).serviceWorker) return new MockBackendError('no-service-worker');
  if (!storageWorks()) return new MockBackendError('storage');
  try {
    await start();
    return null;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'SecurityError') return new MockBackendError('storage');
    return new MockBackendError('worker', error instanceof Error ? error.message : String(error));
  }
}
