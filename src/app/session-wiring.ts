import type { QueryClient } from '@tanstack/react-query';

import { type SessionState, sessionStore } from '@/domain/session/session-store';
import { registerBearerTokenSource } from '@/lib/bearer-token-source';
import { removeDraftsExceptOf, setDraftOwner } from '@/lib/draft-storage';
import { removeUserScopedQueries } from '@/lib/user-scope';

function userIdOf(state: SessionState): string | null {
  return state.status === 'loggedIn' ? (state.user?.userId ?? null) : null;
}

/**
 * Ties per-user client data to the session. Drafts belong to the logged-in user
 * (lib/draft-storage.ts reads the owner from here). Registered at module load: forms read their drafts in their first
 * render, before any effect runs.
 */
setDraftOwner(() => userIdOf(sessionStore.getState()));

/**
 * The API client's bearer tokens come from the session's refresh (lib/api-client.ts knows no session). Loaded on the
 * first API call, with the HTTP client: the refresh code (axios, zod) stays out of the app shell.
 */
registerBearerTokenSource({
  current: async () => (await import('@/services/session/session-refresh')).getAccessTokenForRequest(),
  refresh: async (refused) => (await import('@/services/session/session-refresh')).refreshAccessToken(refused),
});

/**
 * Clears user-scoped data of `queryClient` whenever the user changes: a logout (here, or in another tab through the
 * broadcast, or a session timeout) removes every user-scoped query; a login (here or in another tab) removes the
 * previous user's queries and every draft that is not the new user's. Runs synchronously in the session store's
 * update, so no component renders the new user with the old user's data. Returns the function that stops it.
 */
export function clearUserDataOnSessionChange(queryClient: QueryClient): () => void {
  let previous = userIdOf(sessionStore.getState());
  return sessionStore.subscribe((state) => {
    const userId = userIdOf(state);
    if (userId === previous) return;
    previous = userId;
    removeUserScopedQueries(queryClient, userId);
    if (userId !== null) removeDraftsExceptOf(userId);
  });
}
