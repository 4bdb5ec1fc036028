import { keepPreviousData, queryOptions } from '@tanstack/react-query';

import type { DndContainersQuery, DndTariffQuery } from '@/domain/demurrage-detention/dnd-contract';

import { getDndContainers, getDndTariffs } from './demurrage-detention-api';

/** Query factory of the D&D feature: all -> tariffs(filters), containers(userId, query). */
export const dndQueries = {
  all: () => ['demurrage-detention'] as const,
  tariffs: (params: DndTariffQuery) =>
    queryOptions({
      queryKey: [...dndQueries.all(), 'tariffs', params] as const,
      queryFn: ({ signal }) => getDndTariffs(params, signal),
      staleTime: 60 * 60_000,
      placeholderData: keepPreviousData,
      meta: { errorHandling: 'custom' },
    }),
  containers: (userId: string, params: DndContainersQuery) =>
    queryOptions({
      queryKey: [...dndQueries.all(), 'containers', userId, params] as const,
      queryFn: ({ signal }) => getDndContainers(params, signal),
      placeholderData: keepPreviousData,
      meta: { errorHandling: 'custom' },
    }),
};
