import { queryOptions } from '@tanstack/react-query';

import { getGuides, getGuideView } from '@/domain/guide/guide-api';

/**
 * `meta` of the guide queries: failures go to the shared error handler of query-client.ts (docs/requirements.md §8: "Guide
 * view fetch does not retry and reports through a shared handler").
 */
export const GUIDE_QUERY_META = { errorHandling: 'default' } as const;

/** Query factory of the guides (TkDodo hierarchy): all -> list, all -> view(guideId). */
export const guideQueries = {
  all: () => ['guides'] as const,
  list: () =>
    queryOptions({
      queryKey: [...guideQueries.all(), 'list'],
      queryFn: getGuides,
      meta: GUIDE_QUERY_META,
    }),
  /** The view state of one guide; never retried (docs/requirements.md §8). */
  view: (guideId: string) =>
    queryOptions({
      queryKey: [...guideQueries.all(), 'view', guideId],
      queryFn: () => getGuideView(guideId),
      retry: false,
      meta: GUIDE_QUERY_META,
    }),
};
