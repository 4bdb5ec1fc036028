import type { Page } from '@playwright/test';

import { pollInterval } from '../src/lib/polling';
import { FIXED_NOW } from './fixtures';

/** Slack (ms) for the refetch itself and a busy 2-core machine, on top of the page's poll interval. */
const FETCH_SLACK_MS = 10_000;

/**
 * Lets the mock carrier (or customs) answer: the mock's lifecycle reads the page's fixed clock, so this moves it to
 * `afterMs` past FIXED_NOW, past the mock's delay. Returns how long (ms) a web-first assertion must wait for the page
 * to show the answer: a detail page polls at intervals as long as the time since the last change (lib/polling.ts,
 * docs/time-polling.md), so a refetch scheduled by an answer that arrived just after the jump comes up to
 * `pollInterval(afterMs)` later. Keep `afterMs` under the access token's 2 minutes, which would expire on the way.
 */
export async function letCarrierDecide(page: Page, afterMs: number): Promise<number> {
  await page.clock.setFixedTime(new Date(FIXED_NOW.getTime() + afterMs));
  const interval = pollInterval({ expecting: true, changedAt: [FIXED_NOW.getTime()] }, FIXED_NOW.getTime() + afterMs);
  return (interval === false ? 0 : interval) + FETCH_SLACK_MS;
}

/**
 * The user comes back `afterMs` past FIXED_NOW to `path` (default: the page they are on, as a reload after time
 * passed). The page is left first (about:blank), then the clock moves, then the page loads again: moving the clock
 * under a live page lets a poll that fires in between go out with an access token the jump just expired (they live 2
 * minutes), a 401 the app recovers from by refreshing but which the browser logs as a console error (seen on a loaded
 * machine).
 */
export async function comeBackLater(page: Page, afterMs: number, path?: string): Promise<void> {
  const url = path ?? page.url();
  await page.goto('about:blank');
  await page.clock.setFixedTime(new Date(FIXED_NOW.getTime() + afterMs));
  await page.goto(url);
}
