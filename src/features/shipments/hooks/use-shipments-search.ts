import { type UrlListSearch, useUrlListSearch } from '@/components/ui/use-url-list-search';
import { parseShipmentsSearch, shipmentsHref, type ShipmentsSearch } from '@/domain/booking/shipments-url';

/** The overview's state in the URL and the way to change it (typing in the text search replaces one entry). */
export type ShipmentsSearchState = UrlListSearch<ShipmentsSearch>;

/** The overview's filters, sort and paging, held in the URL (shipments-url.ts): a reload or a shared link shows the same list. */
export function useShipmentsSearch(): ShipmentsSearchState {
  return useUrlListSearch(parseShipmentsSearch, shipmentsHref);
}
