// What a form's offline test needs: the browser going offline and back as TanStack Query sees it, and the requests
// that reached the mock server meanwhile.
import { onlineManager } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import { onTestFinished } from 'vitest';

import { server } from '../../../mocks/node';

/** What every submitting form says while its request waits for the connection (ui `form.offline`). */
export const OFFLINE_MESSAGE = 'The connection is lost. Your request will be sent, once, as soon as it is back.';

/** The browser goes offline (TanStack's onlineManager, which the `offline` event drives in a browser) until
 * {@link goOnline} or the end of the test. */
export function goOffline(): void {
  onTestFinished(() => {
    onlineManager.setOnline(true);
  });
  act(() => {
    onlineManager.setOnline(false);
  });
}

/** The connection is back: paused mutations leave now. */
export function goOnline(): void {
  act(() => {
    onlineManager.setOnline(true);
  });
}

/**
 * Counts the requests of `method` whose URL matches `url` that reach the mock server from now on; returns their URLs,
 * filled as they arrive, until the end of the test.
 */
export function requestsTo(method: string, url: RegExp): string[] {
  const seen: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (request.method === method && url.test(request.url)) seen.push(request.url);
  };
  server.events.on('request:start', listener);
  onTestFinished(() => {
    server.events.removeListener('request:start', listener);
  });
  return seen;
}
