import { Navigate, Outlet, useLocation } from 'react-router-dom';

import { paths } from '@/config/paths';
import { useCurrentUserId } from '@/domain/session/session-store';

/**
 * The layout route above every page the route table marks `requiresLogin` (app/route-table.ts): while nobody is logged
 * in it sends the visitor to the login page, which brings them back to the same path and query. The route's loader
 * (app/router.tsx) checks before the page's chunk loads; this guard covers a session that ends while the page is open
 * (logout here or in another tab, a session timeout), so no page redirects to login itself. Drafts stay for the same
 * user's next login (docs/requirements.md §4).
 */
export function LoginGuard() {
  const userId = useCurrentUserId();
  const location = useLocation();
  if (userId === null) return <Navigate to={paths.login.href(`${location.pathname}${location.search}`)} replace />;
  return <Outlet />;
}
