import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * The part of a query key that marks the data as one user's: `{ userId }`, placed anywhere in the key
 * (`['profile', 'me', userScope(userId)]`). Queries whose key carries it are cleared when the user logs out or another
 * user logs in ({@link removeUserScopedQueries}); public data (schedules, reference data) keeps its cache.
 */
export interface UserScope {
  userId: string;
}

/** The key part of {@link UserScope} for `userId` (the login's user ID, as the auth endpoint returns it). */
export function userScope(userId: string): UserScope {
  return { userId };
}

function isUserScope(part: unknown): part is UserScope {
  return (
    typeof part === 'object' &&
    part !== null &&
    !Array.isArray(part) &&
    Object.keys(part).length === 1 &&
    typeof (part as Partial<UserScope>).userId === 'string'
  );
}

/** The user ID a query key is scoped to, or null for a key without a {@link UserScope} part. */
export function userIdOfKey(queryKey: QueryKey): string | null {
  const part = queryKey.find(isUserScope);
  return part ? part.userId : null;
}

/**
 * Removes (and cancels) every user-scoped query of `client` except those of `keepUserId` (null: remove them all, after
 * a logout). Returns how many were removed.
 */
export function removeUserScopedQueries(client: QueryClient, keepUserId: string | null): number {
  const stale = client.getQueryCache().findAll({
    predicate: (query) => {
      const owner = userIdOfKey(query.queryKey);
      return owner !== null && owner !== keepUserId;
    },
  });
  for (const query of stale) {
    void client.cancelQueries({ queryKey: query.queryKey, exact: true });
    client.removeQueries({ queryKey: query.queryKey, exact: true });
  }
  return stale.length;
}
