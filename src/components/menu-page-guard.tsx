import type { ReactNode } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';

import { BlacklistAlert } from '@/components/blacklist-alert';
import { findMenuItemByPath } from '@/config/menu';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session-store';

/** Props of {@link MenuPageGuard}: `pathname` is the in-app path of the menu page ('/ecom/CUP_HOM_3301.do'). */
export interface MenuPageGuardProps {
  pathname: string;
  children: ReactNode;
}

/**
 * Access to a menu page (spec section 4 "Menu page with no matching menu item", section 6 isRequiredLogin):
 * - an item that needs login, or no matching item, for an anonymous user: the login page, returning here;
 * - no matching item for a logged-in user: the blacklist alert; confirm or close returns to '/';
 * - otherwise the page (`children`).
 * For the legacy bridge and native menu pages; `pathname` carries no query (the menu matches paths only).
 */
export function MenuPageGuard({ pathname, children }: MenuPageGuardProps) {
  const loggedIn = useSession((state) => state.status === 'loggedIn');
  const navigate = useNavigate();
  const item = findMenuItemByPath(pathname);
  if (!loggedIn && (!item || item.isRequiredLogin)) return <Navigate to={paths.login.href(pathname)} replace />;
  if (!item) {
    return (
      <BlacklistAlert
        open
        onClose={() => {
          void navigate(paths.home.href(), { replace: true });
        }}
      />
    );
  }
  return children;
}
