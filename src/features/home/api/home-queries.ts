import { queryOptions } from '@tanstack/react-query';

import { getNotices } from '@/features/home/api/home-api';

/** Query factory of the home page (all -> notices); the quick search's locations: domain/location. */
export const homeQueries = {
  all: () => ['home'] as const,
  notices: () =>
    queryOptions({ queryKey: [...homeQueries.all(), 'notices'], queryFn: ({ signal }) => getNotices(signal) }),
};
