/*
 * MSW's `worker.start()` (msw 2.15, lib/browser getWorkerInstance) finds this page's existing worker registration and
 * calls `registration.update()` without awaiting it or handling its failure. That update check fails when the
 * registration is gone by the time it runs: mockServiceWorker.js unregisters itself when its last window client
 * unloads (its CLIENT_CLOSED message, sent on `beforeunload`), so a reload, a navigation or a frame torn down while the
 * next document starts can leave that document holding a registration that no longer exists. Chromium then rejects
 * with "Failed to update a ServiceWorker for scope (...) with script (.../mockServiceWorker.js): Not found", and as
 * nobody handles the rejection it becomes an uncaught page error (docs/mock-backend.md "Worker update check").
 */

/** A prototype with ServiceWorkerRegistration's `update` (the real one, or a test's stand-in). */
export interface UpdatablePrototype {
  update: (this: unknown) => Promise<unknown>;
}

/**
 * Runs `start` (the worker start) while every `update()` called on `prototype`'s registrations has its failure
 * handled: logged with console.warn (the page goes on with the worker it has; MSW reloads a page it does not control).
 * The promise returned to the caller is the original one, so a caller that awaits it still sees the failure.
 * `update` is restored when `start` settles; `start`'s result or error is passed on.
 */
export async function withWorkerUpdateFailuresHandled<T>(
  prototype: UpdatablePrototype,
  start: () => Promise<T>,
): Promise<T> {
  const update = prototype.update;
  prototype.update = function (this: unknown) {
    const result = update.call(this);
    result.catch((error: unknown) => {
      console.warn('The mock service worker update check failed; the mock backend keeps its worker:', error);
    });
    return result;
  };
  try {
    return await start();
  } finally {
    prototype.update = update;
  }
}
