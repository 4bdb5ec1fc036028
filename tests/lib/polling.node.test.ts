import { describe, expect, it } from 'vitest';

import { latestInstant, POLL_MAX_MS, POLL_WINDOW_MS, pollInterval } from '@/lib/polling';

const CHANGE = Date.parse('2026-11-27T10:00:00Z');

describe('pollInterval', () => {
  it('polls nothing when no change is expected or nothing says when the data last changed', () => {
    expect(pollInterval(undefined, CHANGE)).toBe(false);
    expect(pollInterval({ expecting: false, changedAt: [CHANGE] }, CHANGE)).toBe(false);
    expect(pollInterval({ expecting: true, changedAt: [] }, CHANGE)).toBe(false);
    expect(pollInterval({ expecting: true, changedAt: ['not a date', undefined] }, CHANGE)).toBe(false);
  });

  it('starts at 2 s after a change and doubles: refetches 2, 4, 8, 16 s after it, then every 30 s', () => {
    const state = { expecting: true, changedAt: [CHANGE] };
    const times: number[] = [];
    let now = CHANGE;
    for (let index = 0; index < 7; index += 1) {
      const interval = pollInterval(state, now);
      if (interval === false) break;
      now += interval;
      times.push((now - CHANGE) / 1000);
    }
    expect(times).toEqual([2, 4, 8, 16, 32, 62, 92]);
  });

  it('stops once the window after the last change has passed (a step pending for 5 days polls nothing)', () => {
    const state = { expecting: true, changedAt: ['2026-11-22T10:00:00Z'] };
    expect(pollInterval(state, CHANGE)).toBe(false);
    expect(pollInterval({ expecting: true, changedAt: [CHANGE] }, CHANGE + POLL_WINDOW_MS - 1)).toBe(POLL_MAX_MS);
    expect(pollInterval({ expecting: true, changedAt: [CHANGE] }, CHANGE + POLL_WINDOW_MS)).toBe(false);
  });

  it('takes the latest change and treats one stamped in the future as now', () => {
    expect(latestInstant(['2026-11-27T09:00:00Z', '2026-11-27T19:00:00+09:00', CHANGE - 1])).toBe(CHANGE);
    expect(pollInterval({ expecting: true, changedAt: [CHANGE + 60_000] }, CHANGE)).toBe(2000);
  });
});
