import {
  NEXT_PAGE_CURSOR_HEADER,
  TRACKING_EVENTS_PATH,
  type TrackingEvent,
  type TrackingEventsQueryInput,
  trackingEventsResponseSchema,
} from '@/domain/tracking/tracking-contract';
import { apiClient } from '@/lib/api-client';

/*
 * Fetchers of the tracking API (tracking-contract.ts describes the call; docs/areas/tracking.md). They reject with
 * ApiError (400 INVALID_REQUEST with `errors` when no reference is given) or with a ZodError when the answer does not
 * have the contract's shape.
 */

/** One page of events and the cursor of the next (undefined on the last page). */
export interface TrackingEventsPage {
  events: TrackingEvent[];
  nextCursor: string | undefined;
}

/** The query as DCSA's wire form: `eventTypes` comma-separated, empty values left out. */
function wireParams(query: TrackingEventsQueryInput): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === '') continue;
    params[name] = Array.isArray(value) ? value.join(',') : `${value as string | number}`;
  }
  return params;
}

/**
 * GET v1/events (public: sent without the bearer, like the carrier's public tracking page): one page of the events of
 * a booking number, B/L number and/or container number, in time order. An unknown number answers an empty list.
 */
export async function getTrackingEvents(
  query: TrackingEventsQueryInput,
  signal?: AbortSignal,
): Promise<TrackingEventsPage> {
  const response = await apiClient.get<unknown>(TRACKING_EVENTS_PATH, {
    params: wireParams(query),
    signal,
    public: true,
  });
  const cursor: unknown = response.headers[NEXT_PAGE_CURSOR_HEADER.toLowerCase()];
  return {
    events: trackingEventsResponseSchema.parse(response.data).events,
    nextCursor: typeof cursor === 'string' && cursor !== '' ? cursor : undefined,
  };
}

/**
 * Every event of `query`, following `Next-Page-Cursor` until the last page (DCSA: the same parameters with each
 * cursor). `query.cursor` is ignored.
 */
export async function getAllTrackingEvents(
  query: TrackingEventsQueryInput,
  signal?: AbortSignal,
): Promise<TrackingEvent[]> {
  const events: TrackingEvent[] = [];
  let cursor: string | undefined;
  do {
    const page = await getTrackingEvents({ ...query, cursor }, signal);
    events.push(...page.events);
    cursor = page.nextCursor;
  } while (cursor !== undefined);
  return events;
}
