import { queryOptions } from '@tanstack/react-query';

import { getLocations, getPointToPointRoutes } from './schedule-api';
import type { LocationSearchParams, PointToPointParams } from './schedule-contract';

/** Query factory of the schedule feature (TkDodo's hierarchy: all -> kind -> params). */
export const scheduleQueries = {
  all: () => ['schedule'] as const,
  locations: (params: LocationSearchParams) =>
    queryOptions({
      queryKey: [...scheduleQueries.all(), 'locations', params] as const,
      queryFn: ({ signal }) => getLocations(params, signal),
      staleTime: 60 * 60_000,
      // The combobox shows its own errors; the shared policy keeps only the session-wide popups (spec section 8).
      meta: { errorHandling: 'custom' },
    }),
  routes: (params: PointToPointParams) =>
    queryOptions({
      queryKey: [...scheduleQueries.all(), 'routes', params] as const,
      queryFn: ({ signal }) => getPointToPointRoutes(params, signal),
      // The results show their own error with a retry; the shared policy keeps only the session-wide popups.
      meta: { errorHandling: 'custom' },
    }),
};
