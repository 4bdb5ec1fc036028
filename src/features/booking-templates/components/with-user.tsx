import type { ReactNode } from 'react';

import { useCurrentUserId } from '@/domain/session/session-store';

/**
 * Renders `children(userId)` for the logged-in user, keyed by the user (another login never sees this user's
 * templates); nothing while logged out (the router's login guard sends anonymous visitors to the login page).
 */
export function WithUser({ children }: { children: (userId: string) => ReactNode }) {
  const userId = useCurrentUserId();
  return userId === null ? null : <div key={userId}>{children(userId)}</div>;
}
