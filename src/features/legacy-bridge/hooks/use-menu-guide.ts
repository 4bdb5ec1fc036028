import { useQuery } from '@tanstack/react-query';

import type { MenuGuide } from '@/domain/guide/guide-contract';
import { guideQueries } from '@/domain/guide/guide-queries';

/**
 * The video guide of this menu (docs/requirements.md §6: fetched only when the page needs no login or the user is logged in).
 * `menuCodes` are the keys it may be filed under: the menu item id, then the legacy code.
 */
export function useMenuGuide(enabled: boolean, menuCodes: readonly (string | undefined)[]): MenuGuide | null {
  const { data } = useQuery({ ...guideQueries.list(), enabled, retry: false });
  if (!data) return null;
  for (const code of menuCodes) {
    const guide = code ? data.find((entry) => entry.menuCode === code) : undefined;
    if (guide) return guide;
  }
  return null;
}
