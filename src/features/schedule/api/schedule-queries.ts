import { queryOptions } from '@tanstack/react-query';

import type { PointToPointParams } from '@/domain/schedule-search/point-to-point-contract';
import { getPointToPointRoutes } from '@/features/schedule/api/schedule-api';

/** Query factory of the schedule feature (TkDodo's hierarchy: all -> routes(params)); locations: domain/location. */
export const scheduleQueries = {
  all: () => ['schedule'] as const,
  routes: (params: PointToPointParams) =>
    queryOptions({
      queryKey: [...scheduleQueries.all(), 'routes', params] as const,
      queryFn: ({ signal }) => getPointToPointRoutes(params, signal),
      // The results show their own error with a retry; the shared policy keeps only the session-wide popups.
      meta: { errorHandling: 'custom' },
    }),
};
