/*
 * MSW 2's page side posts CLIENT_CLOSED to its worker on `beforeunload`, and mockServiceWorker.js then unregisters
 * itself when it sees no other window client. The next document of the same tab is not a client yet at that moment,
 * so every reload or full navigation with one tab open unregistered the worker. The next document then registered it
 * again, or, finding the registration before a queued unregister had run, called `registration.update()` on it in
 * `worker.start()` (unhandled there): Chromium rejected that check with "Failed to update a ServiceWorker ... Not
 * found", an uncaught page error (docs/mock-backend.md "Worker update check").
 */

/** The message that makes mockServiceWorker.js (msw 2.15) unregister itself when no other window is open. */
const CLIENT_CLOSED = 'CLIENT_CLOSED';

/** What the filter needs of a service worker: its script URL and `postMessage` (the real one, or a test's stand-in). */
export interface WorkerMessagePrototype {
  postMessage: (this: { readonly scriptURL: string }, message: unknown, ...rest: never[]) => void;
}

/**
 * Keeps the mock service worker registered for as long as the browser keeps it: from now on, in this document,
 * `postMessage('CLIENT_CLOSED')` to the worker whose script is `scriptUrl` (absolute URL) is dropped; every other
 * message, and every message to another worker, goes through. The worker then never unregisters itself, so a reload,
 * a navigation or a second visit with the same browser profile keeps the registration the previous document used.
 * Call it before `worker.start()`, which adds the `beforeunload` listener that sends the message. Only the mock build
 * calls it; a production build on the same origin would keep an idle mock worker registered until the site data is
 * cleared (it lets every request through).
 */
export function keepMockWorkerRegistered(prototype: WorkerMessagePrototype, scriptUrl: string): void {
  const postMessage = prototype.postMessage;
  prototype.postMessage = function (this: { readonly scriptURL: string }, message: unknown, ...rest: never[]) {
    if (message === CLIENT_CLOSED && this.scriptURL === scriptUrl) return;
    postMessage.call(this, message, ...rest);
  };
}
