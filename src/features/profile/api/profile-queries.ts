import { queryOptions } from '@tanstack/react-query';

import { userScope } from '@/lib/user-scope';

import { getProfile } from './profile-api';

/**
 * Query factory of the profile: all -> detail (the current user's profile). The key carries the user ID (`{ userId }`,
 * see lib/user-scope.ts): the cache is user-scoped, so A's profile is never shown to B, and it is cleared on logout and
 * login.
 */
export const profileQueries = {
  all: () => ['profile'] as const,
  detail: (userId: string) =>
    queryOptions({
      queryKey: [...profileQueries.all(), 'me', userScope(userId)] as const,
      queryFn: ({ signal }) => getProfile(signal),
      // The page shows a failed load inline with its retry button: no popup besides.
      meta: { errorHandling: 'custom' },
    }),
};
