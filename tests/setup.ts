// Setup of both Vitest projects (node and jsdom; tests/setup-dom.ts adds what needs a DOM): MSW, stores, console.
// The app's session wiring (bearer tokens for the API client, draft owner), as main.tsx loads it with the provider.
import '@/app/session-wiring';

import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';

import { sessionStore } from '@/domain/session/session-store';
import { statusPopupStore } from '@/lib/status-popup-store';
import { setProfileTimeZone } from '@/lib/user-time-zone';

import { resetDb } from '../mocks/db';
import { server } from '../mocks/node';

// Any console.error fails the test (CONVENTIONS.md): React warnings and unhandled request errors are bugs.
let consoleErrors: unknown[][] = [];

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});

beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});

afterEach(() => {
  server.resetHandlers();
  resetDb();
  // Module-level stores outlive a test: start every test logged out with no popup open.
  sessionStore.getState().logOut();
  statusPopupStore.getState().reset();
  setProfileTimeZone(null);
  const errors = consoleErrors;
  consoleErrors = [];
  if (errors.length > 0) {
    throw new Error(`console.error was called:\n${errors.map((args) => args.map(String).join(' ')).join('\n')}`);
  }
});

// A request a test leaves in flight (a query refetching after its last assertion) is answered before the file ends:
// answered after it, jsdom is gone and MSW's XHR interceptor throws "ProgressEvent is not defined" as an unhandled
// rejection that fails the run (a fresh-clone CI run, 30 November 2026). A request that never ends (a test of a
// backend that hangs) is waited for 2 s at most.
const inFlight = new Set<string>();
server.events.on('request:start', ({ requestId }) => {
  inFlight.add(requestId);
});
server.events.on('request:end', ({ requestId }) => {
  inFlight.delete(requestId);
});

afterAll(async () => {
  vi.useRealTimers();
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const deadline = Date.now() + 2000;
  const waited = inFlight.size > 0;
  while (inFlight.size > 0 && Date.now() < deadline) await pause(10);
  // The XHR fires its load events after MSW has answered: give them a moment.
  if (waited) await pause(50);
  server.close();
});
