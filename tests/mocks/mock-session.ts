import { afterEach, beforeEach, vi } from 'vitest';

import { createUser } from '../../mocks/auth/accounts';
import { tokenOf } from './booking/booking-http';

/** What {@link useMockSession} gives a test: "now", a fresh user and a bearer token that is valid at "now". */
export interface MockSession {
  nowMs: number;
  userId: string;
  token: string;
  /** Sets the clock to `epochMs` and takes a fresh token (access tokens live 2 minutes). */
  advanceTo: (epochMs: number) => Promise<void>;
  /** Moves the clock by `ms` and takes a fresh token. */
  advanceBy: (ms: number) => Promise<void>;
}

/**
 * For tests that call the mock backend's handlers directly: before each test the Date clock is set to `startMs` (only
 * Date is faked, so MSW's promises still run) and a new user logs in; after it, real timers come back. The returned
 * object is refreshed before each test; read its fields inside the test, not at module level.
 */
export function useMockSession(startMs: number): MockSession {
  const session: MockSession = {
    nowMs: startMs,
    userId: '',
    token: '',
    advanceTo: async (epochMs) => {
      session.nowMs = epochMs;
      vi.setSystemTime(epochMs);
      session.token = await tokenOf(session.userId, epochMs);
    },
    advanceBy: (ms) => session.advanceTo(session.nowMs + ms),
  };
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(startMs);
    session.nowMs = startMs;
    session.userId = createUser().user.userId;
    session.token = await tokenOf(session.userId, startMs);
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  return session;
}
