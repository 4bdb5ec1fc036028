import { queryOptions } from '@tanstack/react-query';

import type { PointToPointParams } from '@/domain/schedule-search/point-to-point-contract';
import { getPointToPointRoutes } from '@/features/schedule/api/schedule-api';
import { getVessels, getVesselSchedule } from '@/features/schedule/api/vessel-schedule-api';
import type { VesselScheduleParams, VesselSearchParams } from '@/features/schedule/api/vessel-schedule-contract';

/** Query factory of the schedule feature (TkDodo's hierarchy: all -> routes(params), vessels(params), vesselSchedule(params)); locations: domain/location. */
export const scheduleQueries = {
  all: () => ['schedule'] as const,
  routes: (params: PointToPointParams) =>
    queryOptions({
      queryKey: [...scheduleQueries.all(), 'routes', params] as const,
      queryFn: ({ signal }) => getPointToPointRoutes(params, signal),
      // The results show their own error with a retry; the shared policy keeps only the session-wide popups.
      meta: { errorHandling: 'custom' },
    }),
  /** Fleet vessels matching a keyword or a call sign (the vessel combobox, the call-sign search). */
  vessels: (params: VesselSearchParams) =>
    queryOptions({
      queryKey: [...scheduleQueries.all(), 'vessels', params] as const,
      queryFn: ({ signal }) => getVessels(params, signal),
      staleTime: 60 * 60_000,
      meta: { errorHandling: 'custom' },
    }),
  /** One vessel's calls in a period (the vessel schedule page shows its own error with a retry). */
  vesselSchedule: (params: VesselScheduleParams) =>
    queryOptions({
      queryKey: [...scheduleQueries.all(), 'vessel-schedule', params] as const,
      queryFn: ({ signal }) => getVesselSchedule(params, signal),
      meta: { errorHandling: 'custom' },
    }),
};
