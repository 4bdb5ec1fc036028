import { queryOptions } from '@tanstack/react-query';

import { getProfile } from './profile-api';

/** Query factory of the profile: all -> detail (the current user's profile). */
export const profileQueries = {
  all: () => ['profile'] as const,
  detail: () =>
    queryOptions({ queryKey: [...profileQueries.all(), 'me'], queryFn: ({ signal }) => getProfile(signal) }),
};
