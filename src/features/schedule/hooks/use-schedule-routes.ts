import { useQueries } from '@tanstack/react-query';
import { useCallback } from 'react';

import type { ApiError } from '@/lib/api-error';

import { scheduleQueries } from '../api/schedule-queries';
import type { PointToPointParams, PointToPointRoute } from '../api/schedule-schemas';
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
  routes: PointToPointRoute[];
  /** First load, nothing to show yet. */
  isPending: boolean;
  /** Any request in flight (also a refetch or a new month while the previous data stays). */
  isFetching: boolean;
  error: ApiError | null;
  refetch: () => void;
}

/** Routes of every pair of `search` departing in `range`, merged; one request per pair, in parallel. */
export function useScheduleRoutes(
  search: ScheduleSearch,
  range: { fromDate: string; toDate: string },
): ScheduleRoutesResult {
  const results = useQueries({
    queries: pairParams(search, range).map((params) => scheduleQueries.routes(params)),
  });
  const refetchAll = useCallback(() => {
    for (const result of results) void result.refetch();
  }, [results]);
  const error = (results.find((result) => result.error)?.error as ApiError | undefined) ?? null;
  return {
    routes: results.flatMap((result) => result.data ?? []),
    isPending: results.some((result) => result.isPending),
    isFetching: results.some((result) => result.isFetching),
    error,
    refetch: refetchAll,
  };
}
