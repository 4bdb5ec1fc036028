/*
 * The one polling policy of the portal (docs/time-polling.md). A detail page refetches by itself only while
 * a change is expected (a step the server is still working on) and only for a bounded window after the last change
 * the server reported; the interval starts short and doubles up to a cap. Later changes reach the page through the
 * notification feed, which invalidates the queries it concerns, or the next visit.
 */

/** First interval (ms) right after a change. */
export const POLL_FIRST_MS = 2000;
/** Longest interval (ms) between two refetches. */
export const POLL_MAX_MS = 30_000;
/** How long (ms) after the last change a page keeps polling: longer than the carrier's slowest automatic step. */
export const POLL_WINDOW_MS = 15 * 60_000;

/** What {@link pollInterval} needs to know of the data a query holds. */
export interface PollState {
  /** True while the server is still working on a step the user (or the carrier) started: a change is expected. */
  expecting: boolean;
  /**
   * The instants of the data's last changes as the server reported them (ISO 8601 with offset, or epoch ms); the
   * latest counts. Unparsable or missing values are ignored; with none, nothing is polled.
   */
  changedAt: ReadonlyArray<string | number | null | undefined>;
}

/** The latest instant (epoch ms) of `values`, or null when none parses. */
export function latestInstant(values: PollState['changedAt']): number | null {
  let latest: number | null = null;
  for (const value of values) {
    const ms = typeof value === 'number' ? value : typeof value === 'string' ? Date.parse(value) : Number.NaN;
    if (Number.isFinite(ms) && (latest === null || ms > latest)) latest = ms;
  }
  return latest;
}

/**
 * The refetch interval (ms) for TanStack Query's `refetchInterval`, or false to stop polling. While a change is
 * expected and less than {@link POLL_WINDOW_MS} has passed since the last change, the interval is the time elapsed
 * since that change, at least {@link POLL_FIRST_MS} and at most {@link POLL_MAX_MS}: refetches land 2, 4, 8, 16 s...
 * after the change (doubling). A change stamped in the future (the server's clock ahead of ours) counts as now.
 * `now` (epoch ms) is injectable for tests.
 */
export function pollInterval(state: PollState | undefined, now: number = Date.now()): number | false {
  if (!state?.expecting) return false;
  const last = latestInstant(state.changedAt);
  if (last === null) return false;
  const elapsed = Math.max(0, now - last);
  if (elapsed >= POLL_WINDOW_MS) return false;
  return Math.min(POLL_MAX_MS, Math.max(POLL_FIRST_MS, elapsed));
}

/**
 * The query options every polled query spreads next to its `refetchInterval`: no refetch while the tab is hidden
 * (TanStack's default, stated so no query turns it on); the visible tab refetches on focus anyway.
 */
export const POLL_QUERY_OPTIONS = { refetchIntervalInBackground: false } as const;
