import userEvent, { type UserEvent } from '@testing-library/user-event';
import { vi } from 'vitest';

/**
 * Turns on vitest's fake timers and returns a user-event instance that advances them. Testing Library's async
 * wrapper only advances *Jest* fake timers (it looks for a global `jest`), so with vitest every user-event call would
 * wait forever on a faked setTimeout(0); a minimal `jest` shim fixes that. Undo with {@link useRealTimersAgain}.
 */
export function useFakeTimersWithUser(): UserEvent {
  vi.useFakeTimers();
  vi.stubGlobal('jest', {
    advanceTimersByTime: (ms: number) => {
      vi.advanceTimersByTime(ms);
    },
  });
  return userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
}

/** Restores real timers and removes the `jest` shim of {@link useFakeTimersWithUser}. */
export function useRealTimersAgain(): void {
  vi.useRealTimers();
  vi.unstubAllGlobals();
}
