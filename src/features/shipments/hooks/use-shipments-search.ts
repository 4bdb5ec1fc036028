import { useCallback, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';

import { FIRST_PAGE } from '@/config/limits';
import {
  parseShipmentsSearch,
  type ShipmentsFilters,
  shipmentsHref,
  type ShipmentsSearch,
} from '@/domain/booking/shipments-url';

export interface ShipmentsSearchState {
  search: ShipmentsSearch;
  /**
   * Changes filters, sort or paging. A change of anything but the page goes back to page 1. `replace` keeps one history
   * entry (typing in the text search); otherwise each change is a step Back undoes.
   */
  update: (patch: Partial<ShipmentsFilters>, options?: { replace?: boolean }) => void;
}

const PAGING_KEYS = new Set(['page']);

/** The overview's filters, sort and paging, held in the URL (shipments-url.ts): a reload or a shared link shows the same list. */
export function useShipmentsSearch(): ShipmentsSearchState {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const search = useMemo(() => parseShipmentsSearch(searchParams), [searchParams]);

  const update = useCallback(
    (patch: Partial<ShipmentsFilters>, options: { replace?: boolean } = {}) => {
      const resetsPage = Object.keys(patch).some((key) => !PAGING_KEYS.has(key));
      const next: ShipmentsFilters = { ...search, ...(resetsPage ? { page: FIRST_PAGE } : {}), ...patch };
      // Keys set to undefined drop out of the link (cleared filters).
      void navigate(shipmentsHref(next), { replace: options.replace ?? false, preventScrollReset: true });
    },
    [navigate, search],
  );

  return { search, update };
}
