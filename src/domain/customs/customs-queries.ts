import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import { POLL_QUERY_OPTIONS, pollInterval } from '@/lib/polling';
import { userScope } from '@/lib/user-scope';

import { getIcs2Booking, getIcs2Bookings, saveIcs2Booking } from './customs-api';
import type { Ics2BookingListParams, Ics2Filing } from './customs-contract';
import type { Ics2Data } from './ics2-rules-contract';

/**
 * The refetch interval for the filings a query holds (lib/polling.ts, docs/time-polling.md): while one is
 * FILED (sent, waiting for customs), backing off from 2 s for a bounded window after it was filed; else off. `now` is
 * epoch ms, injectable for tests.
 */
export function ics2RefetchInterval(
  filings: readonly Pick<Ics2Filing, 'status' | 'filedDateTime'>[],
  now: number = Date.now(),
): number | false {
  const waiting = filings.filter((filing) => filing.status === 'FILED');
  return pollInterval({ expecting: waiting.length > 0, changedAt: waiting.map((filing) => filing.filedDateTime) }, now);
}

/**
 * Query factory of ICS2 data: all -> user(userId) -> lists -> list(params), user -> details -> detail(ref). Every key
 * but `all()` carries `userScope(userId)` (dropped on logout or a change of user). Saving updates the detail and
 * invalidates the lists.
 */
export const customsQueries = {
  all: () => ['customs-ics2'] as const,
  user: (userId: string) => [...customsQueries.all(), userScope(userId)] as const,
  lists: (userId: string) => [...customsQueries.user(userId), 'list'] as const,
  /** One page of EU-bound bookings; polls while one on the page is FILED. */
  list: (userId: string, params: Ics2BookingListParams) =>
    queryOptions({
      queryKey: [...customsQueries.lists(userId), params] as const,
      queryFn: ({ signal }) => getIcs2Bookings(params, signal),
      refetchInterval: (query) => ics2RefetchInterval(query.state.data?.bookings.map((row) => row.filing) ?? []),
      ...POLL_QUERY_OPTIONS,
      meta: { errorHandling: 'custom' },
    }),
  details: (userId: string) => [...customsQueries.user(userId), 'detail'] as const,
  /** One booking's ICS2 data; polls while FILED. */
  detail: (userId: string, bookingReference: string) =>
    queryOptions({
      queryKey: [...customsQueries.details(userId), bookingReference] as const,
      queryFn: ({ signal }) => getIcs2Booking(bookingReference, signal),
      refetchInterval: (query) => ics2RefetchInterval(query.state.data ? [query.state.data.filing] : []),
      ...POLL_QUERY_OPTIONS,
      meta: { errorHandling: 'custom' },
    }),
};

/** Saves a booking's ICS2 data; on success puts the answer in the detail's cache and refreshes the lists. */
export function useSaveIcs2(userId: string, bookingReference: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (data: Ics2Data) => saveIcs2Booking(bookingReference, data),
    meta: { errorHandling: 'custom' },
    onSuccess: async (detail) => {
      client.setQueryData(customsQueries.detail(userId, bookingReference).queryKey, detail);
      await client.invalidateQueries({ queryKey: customsQueries.lists(userId) });
    },
  });
}
