import { queryOptions } from '@tanstack/react-query';

import {
  POINT_TO_POINT_PATH,
  type PointToPointParams,
  pointToPointResponseSchema,
  type PointToPointRoute,
} from '@/domain/schedule-search/point-to-point-contract';
import { apiClient } from '@/lib/api-client';

/** GET v1/schedule/point-to-point: the sailings a booking may choose from (the schedule's own routes). */
export async function getSailings(params: PointToPointParams, signal?: AbortSignal): Promise<PointToPointRoute[]> {
  const { data } = await apiClient.get<unknown>(POINT_TO_POINT_PATH, { params, signal });
  return pointToPointResponseSchema.parse(data).routes;
}

/**
 * Query factory of the booking form's sailings. Public schedule data (not per user), so no user scope; a failed load
 * shows inline with its retry next to the list.
 */
export const sailingQueries = {
  all: () => ['booking-sailings'] as const,
  list: (params: PointToPointParams) =>
    queryOptions({
      queryKey: [...sailingQueries.all(), params] as const,
      queryFn: ({ signal }) => getSailings(params, signal),
      staleTime: 5 * 60_000,
      meta: { errorHandling: 'custom' },
    }),
};
