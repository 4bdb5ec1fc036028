/**
 * The full menu (issue 4, spec section 2): every area with its items. An item leads to a native route (`to`, an
 * in-app path) or to a legacy page (`legacyCode`, rendered under /ecom/<code>.do). Items may carry isRequiredLogin.
 * Placeholder until the shell issue fills it; the exported API stays.
 */
export interface MenuItem {
  /** Stable id, also the i18n key under `menu:items.<id>`. */
  id: string;
  /** In-app path for native routes ('/schedule/point-to-point-schedule'). */
  to?: string;
  /** Legacy page code ('CUP_HOM_3301') for embedded pages. */
  legacyCode?: string;
  isRequiredLogin?: boolean;
}

/** One menu area (schedules, prices, ...) with its items; `id` is the i18n key under `menu:areas.<id>`. */
export interface MenuArea {
  id: string;
  items: readonly MenuItem[];
}

/** Every menu area in display order. */
export const MENU: readonly MenuArea[] = [];

/**
 * The menu item whose target is `pathname` (an in-app path such as '/ecom/CUP_HOM_3301.do' or
 * '/schedule/point-to-point-schedule'), or undefined when no item leads there.
 */
export function findMenuItemByPath(pathname: string): MenuItem | undefined {
  for (const area of MENU) {
    for (const item of area.items) {
      const target = item.to ?? (item.legacyCode ? `/ecom/${item.legacyCode}.do` : undefined);
      if (target === pathname) return item;
    }
  }
  return undefined;
}
