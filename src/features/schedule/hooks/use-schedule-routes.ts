import { useQueries, type UseQueryResult } from '@tanstack/react-query';

import type { PointToPointParams, PointToPointRoute } from '@/domain/schedule-search/point-to-point-contract';

import { scheduleQueries } from '../api/schedule-queries';
import type { ScheduleSearch } from '../utils/search-state';

/** Every origin-destination pair of a search: one pair, or several on the multi-location side. */
export function searchPairs(search: ScheduleSearch) {
  return search.origins.flatMap((origin) => search.destinations.map((destination) => ({ origin, destination })));
}

/** The request params of each pair for the departure window [fromDate, toDate]. */
export function pairParams(search: ScheduleSearch, range: { fromDate: string; toDate: string }): PointToPointParams[] {
  return searchPairs(search).map(({ origin, destination }) => ({
    porCode: origin.code,
    delCode: destination.code,
    fromDate: range.fromDate,
    toDate: range.toDate,
    rcvTermCode: origin.termCode,
    deTermCode: destination.termCode,
    ...(search.tsFlag ? { tsFlag: search.tsFlag } : {}),
  }));
}

export interface ScheduleRoutesResult {
  /** Routes of all pairs, merged; the same array until a query's data changes (safe as a memo dependency). */
  routes: PointToPointRoute[];
  /** First load, nothing to show yet. */
  isPending: boolean;
  /** Any request in flight (also a refetch). */
  isFetching: boolean;
  /** The first failure: an ApiError from the client, or a parse error when the answer broke the contract. */
  error: Error | null;
  refetch: () => void;
}

// Module-level so TanStack Query re-runs it only when a query result changes (its output is then stable).
function combineRoutes(results: UseQueryResult<PointToPointRoute[]>[]): ScheduleRoutesResult {
  return {
    routes: results.flatMap((result) => result.data ?? []),
    isPending: results.some((result) => result.isPending),
    isFetching: results.some((result) => result.isFetching),
    error: results.find((result) => result.error)?.error ?? null,
    refetch: () => {
      for (const result of results) void result.refetch();
    },
  };
}

/** Routes of every pair of `search` departing in `range`, merged; one request per pair, in parallel. */
export function useScheduleRoutes(
  search: ScheduleSearch,
  range: { fromDate: string; toDate: string },
): ScheduleRoutesResult {
  return useQueries({
    queries: pairParams(search, range).map((params) => scheduleQueries.routes(params)),
    combine: combineRoutes,
  });
}
