import { VgmSearchPage } from '@/features/vgm/components/vgm-search-page';

/** /documentation/vgm/search: VGM search by booking, B/L or container (docs/areas/vgm-delivery-orders.md). Login required. */
export default function VgmSearchRoute() {
  return <VgmSearchPage />;
}
