import { queryOptions } from '@tanstack/react-query';

import type { CurrentUser } from '@/domain/session/session-contract';
import { CURRENT_USER_PATH } from '@/domain/session/session-contract';
import { apiClient } from '@/lib/api-client';
import { userScope } from '@/lib/user-scope';

/** GET v1/users/me: the logged-in user's profile (docs/requirements.md §3 "Current user"). Rejects with ApiError. */
export async function getCurrentUser(signal?: AbortSignal): Promise<CurrentUser> {
  const { data } = await apiClient.get<CurrentUser>(CURRENT_USER_PATH, { signal });
  return data;
}

/** Query factory of the session feature. */
export const sessionQueries = {
  all: () => ['session'] as const,
  /**
   * The current user, refreshed from the server so a reload shows up-to-date name and company. Its failures are
   * nobody's news: the account menu keeps the copy stored at login, and the page's own calls report an outage
   * (inline on a protected page; nothing on a public one). Session-wide statuses (401, 429, 503, 504) still pop up.
   */
  currentUser: (userId: string) =>
    queryOptions({
      // User-scoped (lib/user-scope.ts): cleared on logout and on another user's login.
      queryKey: [...sessionQueries.all(), 'current-user', userScope(userId)] as const,
      queryFn: ({ signal }) => getCurrentUser(signal),
      meta: { errorHandling: 'custom' },
    }),
};
