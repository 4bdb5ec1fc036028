import { queryOptions } from '@tanstack/react-query';

import { getAllTrackingEvents } from '@/domain/tracking/tracking-api';
import type { TrackingEventsQueryInput } from '@/domain/tracking/tracking-contract';

/**
 * How long (ms) a shipment's events stay fresh: one minute. Events change when mock or real time passes an event
 * (ACTUAL) or an estimate moves, which is hours apart; the feed invalidates sooner when it hears
 * of a change.
 */
export const TRACKING_EVENTS_STALE_MS = 60_000;

/**
 * Query factory of tracking events (TkDodo's hierarchy): all -> lists -> events(query). Public data, the same for
 * every user, so no user scope. `events` reads every page (the tracking page shows a whole timeline).
 */
export const trackingQueries = {
  all: () => ['tracking'] as const,
  lists: () => [...trackingQueries.all(), 'events'] as const,
  events: (query: TrackingEventsQueryInput) =>
    queryOptions({
      queryKey: [...trackingQueries.lists(), query] as const,
      queryFn: ({ signal }) => getAllTrackingEvents(query, signal),
      staleTime: TRACKING_EVENTS_STALE_MS,
      // The page shows a failed look-up inline with its retry; session-wide statuses still pop up.
      meta: { errorHandling: 'custom' },
    }),
};
