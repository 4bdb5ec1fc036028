import { VgmPage } from '@/features/vgm/components/vgm-page';

/** /documentation/vgm: VGM input by booking (docs/areas/vgm-delivery-orders.md). Login required. */
export default function VgmRoute() {
  return <VgmPage />;
}
