import { queryOptions } from '@tanstack/react-query';

import { getLocations } from '@/domain/location/location-api';
import type { LocationSearchParams } from '@/domain/location/location-contract';

/**
 * Query factory of the locations (TkDodo's hierarchy: all -> lists -> list(params)). Ports barely change, so a search
 * stays fresh for an hour; the combobox shows its own errors, the shared policy keeps only the session-wide popups
 * (docs/requirements.md §8).
 */
export const locationQueries = {
  all: () => ['locations'] as const,
  lists: () => [...locationQueries.all(), 'list'] as const,
  list: (params: LocationSearchParams) =>
    queryOptions({
      queryKey: [...locationQueries.lists(), params] as const,
      queryFn: ({ signal }) => getLocations(params, signal),
      staleTime: 60 * 60_000,
      meta: { errorHandling: 'custom' },
    }),
};
