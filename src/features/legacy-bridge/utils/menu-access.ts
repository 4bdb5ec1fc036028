import type { LegacyPage } from '@/config/legacy-pages';
import type { MenuItem } from '@/config/menu';
import type { LoginStatus } from '@/domain/session/session-store';

/** What the host does with a legacy page: show it, send an anonymous user to login, or show the blacklist alert. */
export type MenuAccess = 'show' | 'login' | 'blacklisted';

/** Inputs of {@link decideMenuAccess}; `findMenuItem` is config/menu.ts findMenuItemByPath in the app. */
export interface MenuAccessInput {
  /** In-app path of the page ('/ecom/CUP_HOM_3701.do'). */
  pathname: string;
  page: LegacyPage;
  status: LoginStatus;
  findMenuItem: (pathname: string) => MenuItem | undefined;
}

/**
 * The "menu page with no matching menu item" rule (docs/requirements.md §4). A legacy page that needs a logged-in user is a
 * menu page: the menu lists what the user may open. Without a menu item leading to it, an anonymous user is sent to
 * login and a logged-in user sees the blacklist alert. A menu item with isRequiredLogin sends an anonymous user to
 * login too. Public pages (requiresLogin false: cargo tracking, schedules, tariffs, login, sign-up) always show.
 */
export function decideMenuAccess({ pathname, page, status, findMenuItem }: MenuAccessInput): MenuAccess {
  const item = findMenuItem(pathname);
  if (item) return item.isRequiredLogin && status !== 'loggedIn' ? 'login' : 'show';
  if (!page.requiresLogin) return 'show';
  return status === 'loggedIn' ? 'blacklisted' : 'login';
}
