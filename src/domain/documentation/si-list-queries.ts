import { queryOptions } from '@tanstack/react-query';

import { getSiDashboard, getSiList } from '@/domain/documentation/si-list-api';
import type { SiListQueryInput } from '@/domain/documentation/si-list-contract';
import { userScope } from '@/lib/user-scope';

/**
 * The upper levels of the documentation area's query factory (TkDodo's hierarchy: all -> user(userId) -> lists /
 * dashboard), with the SI list and the dashboard: what the SI summary and the shipments overview read.
 * `siQueries` (si-queries.ts) is this plus the SI, its transport document and arrival notices. Every key but `all()`
 * carries `userScope(userId)` (lib/user-scope.ts): one user's SIs are never shown to another and are dropped on logout.
 */
export const siListQueries = {
  all: () => ['documentation'] as const,
  user: (userId: string) => [...siListQueries.all(), userScope(userId)] as const,
  lists: (userId: string) => [...siListQueries.user(userId), 'list'] as const,
  /** One page of the SI list (si-list-contract siListQuerySchema). */
  list: (userId: string, query: SiListQueryInput) =>
    queryOptions({
      queryKey: [...siListQueries.lists(userId), query] as const,
      queryFn: ({ signal }) => getSiList(query, signal),
      meta: { errorHandling: 'custom' },
    }),
  /** The SI summary's dashboard counts. */
  dashboard: (userId: string) =>
    queryOptions({
      queryKey: [...siListQueries.user(userId), 'dashboard'] as const,
      queryFn: ({ signal }) => getSiDashboard(signal),
      meta: { errorHandling: 'custom' },
    }),
};
